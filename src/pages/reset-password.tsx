import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AccountPage, RESET_WORDS, ResetAskForm, ResetChooseForm, useFragmentToken, readAccountState, useAccountGuard } from "../features/account";
import { CopyHead } from "../features/marketing";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.ResetPasswordPageQuery;

/**
 * /reset-password: asks for a link, or, opened from the e-mailed link (`#token=…`), lets the visitor choose a new
 * password. The token is read once after hydration and removed from the address, so it stays out of history.
 */
export default function ResetPasswordPage({ data, location }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "resetPassword");
  const words = pickStrings(page, RESET_WORDS);
  const { token, forget } = useFragmentToken();
  useAccountGuard("guest", !token);
  const { email } = readAccountState(location.state);

  return (
    <AccountPage heading={page.heading} intro={token ? null : page.intro} links={page.links} crumb={words.crumb}>
      {token ? (
        <ResetChooseForm words={words} token={token} onAskAgain={forget} />
      ) : (
        <ResetAskForm words={words} label={page.heading} initialEmail={email} />
      )}
    </AccountPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => (
  <CopyHead page={requirePage(data.pagesYaml, "resetPassword")} path={routes.resetPassword} noindex />
);

export const query = graphql`
  query ResetPasswordPage {
    pagesYaml(key: { eq: "resetPassword" }) {
      ...PageCopy
    }
  }
`;
