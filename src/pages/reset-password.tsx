import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CopyHead } from "../components/page/copy-head";
import { CopyPage } from "../components/page/copy-page";
import { requirePage } from "../lib/page-copy";
import { routes } from "../lib/routes";

type Data = Queries.ResetPasswordPageQuery;

export default function ResetPasswordPage({ data }: PageProps<Data>) {
  return <CopyPage page={requirePage(data.pagesYaml, "resetPassword")} />;
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "resetPassword")} path={routes.resetPassword} />;

export const query = graphql`
  query ResetPasswordPage {
    pagesYaml(key: { eq: "resetPassword" }) {
      ...PageCopy
    }
  }
`;
