import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CopyHead } from "../components/page/copy-head";
import { CopyPage } from "../components/page/copy-page";
import { requirePage } from "../lib/page-copy";
import { routes } from "../lib/routes";

type Data = Queries.SignUpPageQuery;

export default function SignUpPage({ data }: PageProps<Data>) {
  return <CopyPage page={requirePage(data.pagesYaml, "signUp")} />;
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "signUp")} path={routes.signUp} />;

export const query = graphql`
  query SignUpPage {
    pagesYaml(key: { eq: "signUp" }) {
      ...PageCopy
    }
  }
`;
