import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AccountPage } from "../features/account/components/account-page";
import { VerifyEmailView, VERIFY_EMAIL_WORDS } from "../features/account/components/verify-email-view";
import { CopyHead } from "../features/marketing/components/copy-head";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.VerifyEmailPageQuery;

/** /verify-email/: the link mailed at sign-up to confirm the account's address. The token is read from the fragment, sent at once, and removed from the address. */
export default function VerifyEmailPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "verifyEmail");
  return (
    <AccountPage heading={page.heading} intro={page.intro} links={page.links}>
      <VerifyEmailView words={pickStrings(page, VERIFY_EMAIL_WORDS)} />
    </AccountPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "verifyEmail")} path={routes.verifyEmail} noindex />;

export const query = graphql`
  query VerifyEmailPage {
    pagesYaml(key: { eq: "verifyEmail" }) {
      ...PageCopy
    }
  }
`;
