import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CartContents } from "../features/shop/components/cart-contents";
import { Layout } from "../app/layout/layout";
import { CopyHead } from "../features/marketing/components/copy-head";
import { PageHeader } from "../shared/ui/page-header";
import { requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.ShopCartPageQuery;

/** /shop-cart: the cart's lines with quantity steppers, the subtotal and Checkout; an empty cart says so. */
export default function ShopCartPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "shopCart");
  return (
    <Layout>
      <PageHeader heading={page.heading} />
      <CartContents empty={page.intro ?? ""} emptyLink={page.links?.[0] ?? null} />
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "shopCart")} path={routes.shopCart} noindex />;

export const query = graphql`
  query ShopCartPage {
    pagesYaml(key: { eq: "shopCart" }) {
      ...PageCopy
    }
  }
`;
