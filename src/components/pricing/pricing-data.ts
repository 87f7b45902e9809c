import { graphql, useStaticQuery } from "gatsby";

/** data/pricing.yaml, as the pricing page's blocks need it (one query for all of them). */
export function usePricing() {
  const { pricingYaml } = useStaticQuery<Queries.PricingQuery>(graphql`
    query Pricing {
      pricingYaml {
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
          priceTextYearly
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
    }
  `);
  if (!pricingYaml) throw new Error("data/pricing.yaml is missing.");
  const byId = new Map(pricingYaml.plans.map((plan) => [plan.id, plan]));
  const pick = (ids: readonly string[] | null | undefined): Plan[] => (ids ?? []).flatMap((id) => byId.get(id) ?? []);
  return { ...pricingYaml, pick };
}

export type Pricing = ReturnType<typeof usePricing>;
export type Plan = NonNullable<Queries.PricingQuery["pricingYaml"]>["plans"][number];
