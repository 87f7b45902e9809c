import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AccountPage } from "../features/account/components/account-page";
import { SIGN_UP_WORDS, SignUpForm } from "../features/account/components/sign-up-form";
import { CopyHead } from "../features/marketing/components/copy-head";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";
import { useAccountGuard } from "../features/account/use-account-guard";

type Data = Queries.SignUpPageQuery;

export default function SignUpPage({ data, location }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "signUp");
  useAccountGuard("guest");
  return (
    <AccountPage heading={page.heading} intro={page.intro} links={page.links} crumb={pickStrings(page, ["crumb"] as const).crumb}>
      <SignUpForm words={pickStrings(page, SIGN_UP_WORDS)} search={location.search} label={page.heading} />
    </AccountPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "signUp")} path={routes.signUp} />;

export const query = graphql`
  query SignUpPage {
    pagesYaml(key: { eq: "signUp" }) {
      ...PageCopy
    }
  }
`;
