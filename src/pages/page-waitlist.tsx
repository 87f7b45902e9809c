import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AccountPage } from "../features/account/components/account-page";
import { DASHBOARD_WORDS, WaitlistDashboard } from "../features/account/components/waitlist-dashboard";
import { CopyHead } from "../features/marketing/components/copy-head";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";
import { useAccountGuard } from "../features/account/use-account-guard";

type Data = Queries.WaitlistPageQuery;

/** The waitlist dashboard: signed-in members only. Until the session is known only the heading shows (no flash). */
export default function WaitlistPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "waitlist");
  const status = useAccountGuard("member");
  const site = data.siteYaml;
  const words = pickStrings(page, DASHBOARD_WORDS);
  return (
    <AccountPage heading={page.heading} intro={status === "signedIn" ? page.intro : null} narrow={false}>
      {status === "signedIn" && site ? (
        <WaitlistDashboard words={words} links={page.links} waitlistBase={site.waitlistBase} productStatus={site.productStatus} share={site.share} />
      ) : null}
    </AccountPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "waitlist")} path={routes.waitlist} noindex />;

export const query = graphql`
  query WaitlistPage {
    pagesYaml(key: { eq: "waitlist" }) {
      ...PageCopy
    }
    siteYaml {
      waitlistBase
      productStatus
      share {
        network
        label
        url
      }
    }
  }
`;
