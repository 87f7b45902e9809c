import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CopyHead } from "../components/page/copy-head";
import { CopyPage } from "../components/page/copy-page";
import { requirePage } from "../lib/page-copy";
import { routes } from "../lib/routes";

type Data = Queries.ShopCartPageQuery;

export default function ShopCartPage({ data }: PageProps<Data>) {
  return <CopyPage page={requirePage(data.pagesYaml, "shopCart")} />;
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "shopCart")} path={routes.shopCart} noindex />;

export const query = graphql`
  query ShopCartPage {
    pagesYaml(key: { eq: "shopCart" }) {
      ...PageCopy
    }
  }
`;
