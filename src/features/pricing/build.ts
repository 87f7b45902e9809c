/**
 * Prices as the pages show them at first paint, written by the build rather than in the browser (review 3 Q2): the
 * pricing page's amounts for both billing periods, with and without the SL Training add-on, and a product's price
 * and old price. Queried as `PricingYaml.planPrices` and `ProductsYaml.priceText` / `oldPriceText`, resolved from the
 * node itself (gatsby-node's createResolvers). What changes on a press in the browser picks one of these texts; only
 * the cart, which loads on a press, formats amounts itself (src/shared/lib/money.ts).
 */
import { formatDollars, formatMoney } from "../../shared/lib/money";
import { addOnPrice, planPrice, startingPrice, totalCost, type Billing, type PricingData } from "./rules";

/** One plan's amounts in one billing period, written out; null where the plan has none. */
export interface PriceTexts {
  /** The list price: "$49.00". */
  price: string | null;
  /** A starting price from the plan's sub-plans, whole dollars ("$500"), for a plan marked priceFrom. */
  from: string | null;
  /** The SL Training add-on. */
  addOn: string | null;
  /** The plan with the add-on switched on (null for a plan without the add-on). */
  withAddOn: string | null;
}

export interface PlanPriceTexts {
  plan: string;
  monthly: PriceTexts;
  yearly: PriceTexts;
}

const money = (amount: number | null): string | null => (amount === null ? null : formatMoney(amount));

/** Every plan's texts, in both billing periods (the rules are src/features/pricing/rules.ts's). */
export function planPriceTexts(data: Pick<PricingData, "plans" | "groupDiscounts">): PlanPriceTexts[] {
  const texts = (plan: PricingData["plans"][number], billing: Billing): PriceTexts => {
    const from = plan.priceFrom ? startingPrice(plan, data.plans, billing) : null;
    const addOn = addOnPrice(plan, billing, data.groupDiscounts);
    return {
      price: money(planPrice(plan, billing)),
      from: from === null ? null : formatDollars(from),
      addOn: money(addOn),
      withAddOn: addOn === null ? null : money(totalCost(plan, billing, true, data.groupDiscounts)),
    };
  };
  return data.plans.map((plan) => ({ plan: plan.id, monthly: texts(plan, "monthly"), yearly: texts(plan, "yearly") }));
}

/** The types of the computed fields (added to the schema by schema.ts). */
export const priceTypeDefs = `type PriceTexts {
  price: String
  from: String
  addOn: String
  withAddOn: String
}

type PlanPriceTexts {
  plan: String!
  monthly: PriceTexts!
  yearly: PriceTexts!
}`;

/** For gatsby-node's createResolvers. */
export const priceResolvers = {
  PricingYaml: { planPrices: { type: "[PlanPriceTexts!]!", resolve: planPriceTexts } },
  ProductsYaml: {
    priceText: { type: "String!", resolve: (product: { price: number }) => formatMoney(product.price) },
    oldPriceText: { type: "String!", resolve: (product: { oldPrice: number }) => formatMoney(product.oldPrice) },
  },
};
