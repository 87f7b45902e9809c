import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AccountPage, SIGN_UP_WORDS, SignUpForm, useAccountGuard } from "../features/account";
import { CopyHead } from "../features/marketing";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

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

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "signUp")} path={routes.signUp} noindex />;

export const query = graphql`
  query SignUpPage {
    pagesYaml(key: { eq: "signUp" }) {
      ...PageCopy
    }
  }
`;
