import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CopyHead } from "../components/page/copy-head";
import { CopyPage } from "../components/page/copy-page";
import { requirePage } from "../lib/page-copy";
import { routes } from "../lib/routes";

type Data = Queries.ContactPageQuery;

export default function ContactPage({ data }: PageProps<Data>) {
  return <CopyPage page={requirePage(data.pagesYaml, "contact")} />;
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "contact")} path={routes.contact} />;

export const query = graphql`
  query ContactPage {
    pagesYaml(key: { eq: "contact" }) {
      ...PageCopy
    }
  }
`;
