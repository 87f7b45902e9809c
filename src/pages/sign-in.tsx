import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CopyHead } from "../components/page/copy-head";
import { CopyPage } from "../components/page/copy-page";
import { requirePage } from "../lib/page-copy";
import { routes } from "../lib/routes";

type Data = Queries.SignInPageQuery;

export default function SignInPage({ data }: PageProps<Data>) {
  return <CopyPage page={requirePage(data.pagesYaml, "signIn")} />;
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "signIn")} path={routes.signIn} />;

export const query = graphql`
  query SignInPage {
    pagesYaml(key: { eq: "signIn" }) {
      ...PageCopy
    }
  }
`;
