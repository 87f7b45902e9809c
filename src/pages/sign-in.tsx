import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AccountPage, SIGN_IN_WORDS, SignInForm, readAccountState, signInIntro, useAccountGuard } from "../features/account";
import { CopyHead } from "../features/marketing";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";
import { useState } from "react";

type Data = Queries.SignInPageQuery;

const INTRO_WORDS = ["applyIntro", "applyIntroAnyJob"] as const;

/**
 * /sign-in. History state may carry the page to return to (an application page names its job, and the intro then
 * says signing in continues it) and an e-mail to fill in (from sign-up's notice); "Forgot password" carries what is
 * typed in the e-mail field over to the reset page, in history state too.
 */
export default function SignInPage({ data, location }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "signIn");
  useAccountGuard("guest");
  const state = readAccountState(location.state);
  const [email, setEmail] = useState(state.email ?? "");
  const intro = signInIntro(state, { intro: page.intro, ...pickStrings(page, INTRO_WORDS) });
  return (
    <AccountPage heading={page.heading} intro={intro} links={page.links} linkState={{ [routes.resetPassword]: { email } }}>
      <SignInForm
        words={pickStrings(page, SIGN_IN_WORDS)}
        from={state.from}
        sessionEnded={state.sessionEnded}
        label={page.heading}
        initialEmail={state.email}
        onEmailChange={setEmail}
      />
    </AccountPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "signIn")} path={routes.signIn} noindex />;

export const query = graphql`
  query SignInPage {
    pagesYaml(key: { eq: "signIn" }) {
      ...PageCopy
    }
  }
`;
