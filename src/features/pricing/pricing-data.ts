import { graphql } from "gatsby";

/**
 * data/pricing.yaml, as the pricing page's blocks need it. The page asks for it in its own query, as
 * `pricingYaml { ...PricingCatalogue }`, so that it comes with the page data rather than as a request of its own,
 * and hands it to its blocks (the comparison table, fetched on a press, included).
 */
export const pricingCatalogueFragment = graphql`
  fragment PricingCatalogue on PricingYaml {
    groupDiscounts {
      group
      discount
    }
    cards
    plans {
      id
      title
      group
      description
      price
      priceFrom
      priceText
      discount
      yearlyPrice
      slPrice
      priceDetails
      linkText
      linkSubtext
      link
      hardwareDiscount
      features
      limitations
      popular
      contact
      subPlans
      tone
    }
    addOn {
      plans
    }
    comparison {
      columns {
        label
        plan
      }
      groups {
        name
        rows {
          name
          values
          derived
        }
      }
    }
  }
`;

/** The catalogue with `pick`, which answers the plans of a list of ids in its order (unknown ids left out). */
export function pricingCatalogue(pricingYaml: Queries.PricingCatalogueFragment | null | undefined) {
  if (!pricingYaml) throw new Error("data/pricing.yaml is missing.");
  const byId = new Map(pricingYaml.plans.map((plan) => [plan.id, plan]));
  const pick = (ids: readonly string[] | null | undefined): Plan[] => (ids ?? []).flatMap((id) => byId.get(id) ?? []);
  return { ...pricingYaml, pick };
}

export type Pricing = ReturnType<typeof pricingCatalogue>;
export type Plan = Queries.PricingCatalogueFragment["plans"][number];
