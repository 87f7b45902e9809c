import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useMemo } from "react";
import { Checkout } from "../features/shop/components/checkout";
import { Layout } from "../app/layout/layout";
import { CopyHead } from "../features/marketing/components/copy-head";
import { PageHeader } from "../shared/ui/page-header";
import { LEAD_FORM_WORDS, type LeadOutcome } from "../shared/lib/lead-forms";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";
import { trackOutcome } from "../features/analytics/outcome";

type Data = Queries.ShopCheckoutPageQuery;

/** The form's outcomes go to the analytics (while Statistics is allowed). */
const onOutcome = (outcome: LeadOutcome): void => trackOutcome("reservation", outcome);

/** /shop-checkout: a free reservation of the cart's lines (PRODUCT §6), not a payment. */
export default function ShopCheckoutPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "shopCheckout");
  const leadForms = requirePage(data.leadForms, "leadForms");
  const words = useMemo(() => pickStrings(leadForms, LEAD_FORM_WORDS), [leadForms]);
  return (
    <Layout>
      <PageHeader heading={page.heading} />
      <Checkout words={words} empty={page.intro ?? ""} emptyLink={page.links?.[0] ?? null} onOutcome={onOutcome} />
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "shopCheckout")} path={routes.shopCheckout} noindex />;

export const query = graphql`
  query ShopCheckoutPage {
    pagesYaml(key: { eq: "shopCheckout" }) {
      ...PageCopy
    }
    leadForms: pagesYaml(key: { eq: "leadForms" }) {
      key
      strings {
        key
        text
      }
    }
  }
`;
