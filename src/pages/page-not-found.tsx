import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CopyHead } from "../features/marketing/components/copy-head";
import { CopyPage } from "../features/marketing/components/copy-page";
import { requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.NotFoundAddressPageQuery;

/** The 404 page at its own address (SPEC §2). */
export default function NotFoundAddressPage({ data }: PageProps<Data>) {
  return <CopyPage page={requirePage(data.pagesYaml, "notFound")} />;
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "notFound")} path={routes.notFound} noindex />;

export const query = graphql`
  query NotFoundAddressPage {
    pagesYaml(key: { eq: "notFound" }) {
      ...PageCopy
    }
  }
`;
