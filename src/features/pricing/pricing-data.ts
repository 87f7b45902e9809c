import { graphql } from "gatsby";
import type { Billing } from "./rules";

/**
 * data/pricing.yaml, as the pricing page's blocks need it: the amounts as the build wrote them (`planPrices`), not
 * the numbers they come from. The page asks for it in its own query, as
 * `pricingYaml { ...PricingCatalogue }`, so that it comes with the page data rather than as a request of its own,
 * and hands it to its blocks (the comparison table, fetched on a press, included).
 */
export const pricingCatalogueFragment = graphql`
  fragment PricingCatalogue on PricingYaml {
    cards
    plans {
      id
      title
      description
      priceText
      slPrice
      priceDetails
      linkText
      linkSubtext
      link
      hardwareDiscount
      features
      limitations
      popular
      subPlans
      tone
    }
    addOn {
      plans
    }
    planPrices {
      plan
      monthly {
        ...PriceTexts
      }
      yearly {
        ...PriceTexts
      }
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

export const priceTextsFragment = graphql`
  fragment PriceTexts on PriceTexts {
    price
    from
    addOn
    withAddOn
  }
`;

const NO_PRICES: Queries.PriceTextsFragment = { price: null, from: null, addOn: null, withAddOn: null };

/**
 * The catalogue with `pick`, which answers the plans of a list of ids in its order (unknown ids left out), and
 * `prices`, a plan's amounts in a billing period as the build wrote them (src/features/pricing/build.ts).
 */
export function pricingCatalogue(pricingYaml: Queries.PricingCatalogueFragment | null | undefined) {
  if (!pricingYaml) throw new Error("data/pricing.yaml is missing.");
  const byId = new Map(pricingYaml.plans.map((plan) => [plan.id, plan]));
  const pick = (ids: readonly string[] | null | undefined): Plan[] => (ids ?? []).flatMap((id) => byId.get(id) ?? []);
  const texts = new Map(pricingYaml.planPrices.map((p) => [p.plan, p]));
  const prices = (plan: Plan, billing: Billing): Queries.PriceTextsFragment => texts.get(plan.id)?.[billing] ?? NO_PRICES;
  return { ...pricingYaml, pick, prices };
}

export type Pricing = ReturnType<typeof pricingCatalogue>;
export type Plan = Queries.PricingCatalogueFragment["plans"][number];
