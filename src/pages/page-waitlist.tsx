import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AccountPage, DASHBOARD_WORDS, WaitlistDashboard, useAccountGuard } from "../features/account";
import { CopyHead } from "../features/marketing";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

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
