import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CopyHead } from "../components/page/copy-head";
import { CopyPage } from "../components/page/copy-page";
import { requirePage } from "../lib/page-copy";
import { routes } from "../lib/routes";

type Data = Queries.ShopCheckoutPageQuery;

export default function ShopCheckoutPage({ data }: PageProps<Data>) {
  return <CopyPage page={requirePage(data.pagesYaml, "shopCheckout")} />;
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "shopCheckout")} path={routes.shopCheckout} noindex />;

export const query = graphql`
  query ShopCheckoutPage {
    pagesYaml(key: { eq: "shopCheckout" }) {
      ...PageCopy
    }
  }
`;
