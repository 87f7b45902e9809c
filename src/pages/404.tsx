import { graphql, type HeadProps, type PageProps } from "gatsby";
import { NotFound } from "../features/marketing/components/not-found";
import { NotFoundHead } from "../features/marketing/components/not-found-head";
import { requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.NotFoundPageQuery;

/** Served for every unknown address (404.html), and where unknown ids fall back to the first item. */
export default function NotFoundPage({ data, location }: PageProps<Data>) {
  return <NotFound page={requirePage(data.pagesYaml, "notFound")} pathname={location.pathname} />;
}

export const Head = ({ data }: HeadProps<Data>) => <NotFoundHead page={requirePage(data.pagesYaml, "notFound")} path={routes.notFound} />;

export const query = graphql`
  query NotFoundPage {
    pagesYaml(key: { eq: "notFound" }) {
      ...PageCopy
    }
  }
`;
