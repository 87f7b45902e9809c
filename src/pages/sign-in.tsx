import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AccountPage } from "../components/account/account-page";
import { SIGN_IN_WORDS, SignInForm } from "../components/account/sign-in-form";
import { CopyHead } from "../components/page/copy-head";
import { pickStrings, requirePage } from "../lib/page-copy";
import { routes } from "../lib/routes";
import { readAccountState } from "../lib/session";
import { useAccountGuard } from "../state/auth/use-account-guard";

type Data = Queries.SignInPageQuery;

export default function SignInPage({ data, location }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "signIn");
  useAccountGuard("guest");
  const state = readAccountState(location.state);
  return (
    <AccountPage heading={page.heading} intro={page.intro} links={page.links}>
      <SignInForm words={pickStrings(page, SIGN_IN_WORDS)} from={state.from} sessionEnded={state.sessionEnded} label={page.heading} />
    </AccountPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "signIn")} path={routes.signIn} />;

export const query = graphql`
  query SignInPage {
    pagesYaml(key: { eq: "signIn" }) {
      ...PageCopy
    }
  }
`;
