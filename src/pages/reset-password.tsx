import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useEffect, useState } from "react";
import { AccountPage } from "../components/account/account-page";
import { RESET_WORDS, ResetAskForm, ResetChooseForm } from "../components/account/reset-forms";
import { CopyHead } from "../components/page/copy-head";
import { pickStrings, requirePage } from "../lib/page-copy";
import { routes } from "../lib/routes";
import { resetTokenFromHash } from "../lib/session";
import { useAccountGuard } from "../state/auth/use-account-guard";

type Data = Queries.ResetPasswordPageQuery;

/**
 * /reset-password: asks for a link, or, opened from the e-mailed link (`#token=…`), lets the visitor choose a new
 * password. The token is read once after hydration and removed from the address, so it stays out of history.
 */
export default function ResetPasswordPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "resetPassword");
  const words = pickStrings(page, RESET_WORDS);
  const [token, setToken] = useState<string | null>(null);
  useAccountGuard("guest", token === null);

  useEffect(() => {
    const read = (): void => {
      const found = resetTokenFromHash(window.location.hash);
      if (!found) return;
      setToken(found);
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    };
    read();
    // A second link opened in the same tab only changes the fragment.
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);

  return (
    <AccountPage heading={page.heading} intro={token ? null : page.intro} links={page.links}>
      {token ? (
        <ResetChooseForm words={words} token={token} onAskAgain={() => setToken(null)} />
      ) : (
        <ResetAskForm words={words} label={page.heading} />
      )}
    </AccountPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "resetPassword")} path={routes.resetPassword} />;

export const query = graphql`
  query ResetPasswordPage {
    pagesYaml(key: { eq: "resetPassword" }) {
      ...PageCopy
    }
  }
`;
