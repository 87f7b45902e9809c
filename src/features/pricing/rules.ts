/**
 * Pricing rules (SPEC.md §9, PRODUCT.md §5) over the plans of data/pricing.yaml. Pure functions: the build's
 * content check and the pricing page use the same ones, so the data and what a visitor sees cannot disagree.
 */

export type Billing = "monthly" | "yearly";

export interface PlanPrice {
  id: string;
  group: string;
  /** Monthly list price; absent for a plan without one (Enterprise). */
  price?: number | null;
  discount: number;
  yearlyPrice?: number | null;
  slPrice?: number | null;
}

export interface GroupDiscount {
  group: string;
  discount: number;
}

export interface ComparisonRow {
  name: string;
  values?: readonly string[] | null;
  derived?: string | null;
}

/** Yearly price of a monthly amount with a discount: round(monthly × 12 × (1 − discount)). */
export const yearlyOf = (monthly: number, discount: number): number => Math.round(monthly * 12 * (1 - discount));

/** The plan's price for the billing period, or null when the plan has no list price. */
export function planPrice(plan: PlanPrice, billing: Billing): number | null {
  if (plan.price === undefined || plan.price === null) return null;
  return billing === "monthly" ? plan.price : yearlyOf(plan.price, plan.discount);
}

/**
 * The starting price of a plan shown as "from" ("$49 Up", PRODUCT §5): the cheapest of its sub-plans' prices in the
 * billing period, so it is always a price a visitor can choose. Derived, never typed. Null when none of its sub-plans
 * has a list price.
 */
export function startingPrice(
  plan: PlanPrice & { subPlans?: readonly string[] | null },
  plans: readonly PlanPrice[],
  billing: Billing,
): number | null {
  const prices = (plan.subPlans ?? []).flatMap((id) => {
    const sub = plans.find((p) => p.id === id);
    const amount = sub ? planPrice(sub, billing) : null;
    return amount === null ? [] : [amount];
  });
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** The add-on's yearly discount for a plan's group (0 when the group has none). */
export function groupDiscountOf(group: string, discounts: readonly GroupDiscount[]): number {
  return discounts.find((d) => d.group === group)?.discount ?? 0;
}

/** SL Training add-on price for the billing period: slPrice monthly, round(slPrice × 12 × (1 − group discount)) yearly. */
export function addOnPrice(plan: PlanPrice, billing: Billing, discounts: readonly GroupDiscount[]): number | null {
  if (plan.slPrice === undefined || plan.slPrice === null) return null;
  return billing === "monthly" ? plan.slPrice : yearlyOf(plan.slPrice, groupDiscountOf(plan.group, discounts));
}

/**
 * Total Cost = plan price + the add-on when its switch is on, in the billing period. Null for a plan without a list
 * price (Enterprise): its total is agreed with our team, so the page shows the plan's text price instead.
 */
export function totalCost(plan: PlanPrice, billing: Billing, withAddOn: boolean, discounts: readonly GroupDiscount[]): number | null {
  const base = planPrice(plan, billing);
  if (base === null) return null;
  return base + (withAddOn ? (addOnPrice(plan, billing, discounts) ?? 0) : 0);
}

/** What a visitor has chosen on the pricing page (SPEC §4 "Pricing states"). */
export interface PricingState {
  billing: Billing;
  /** The Business Plan's second row of team sizes is open. */
  expanded: boolean;
  /** 'Compare Business Features' is shown. */
  comparison: boolean;
  /** The one plan whose SL Training switch is on, if any. */
  addOn: string | null;
}

export type PricingAction =
  | { type: "billing"; billing: Billing }
  | { type: "expand" }
  | { type: "collapse" }
  | { type: "showComparison" }
  | { type: "hideComparison" }
  | { type: "toggleAddOn"; plan: string };

export const initialPricingState: PricingState = { billing: "monthly", expanded: false, comparison: false, addOn: null };

/** The pricing page's state changes; turning one plan's SL Training on turns any other off. */
export function pricingReducer(state: PricingState, action: PricingAction): PricingState {
  switch (action.type) {
    case "billing":
      return { ...state, billing: action.billing };
    case "expand":
      return { ...state, expanded: true };
    case "collapse":
      return { ...state, expanded: false };
    case "showComparison":
      return { ...state, comparison: true };
    case "hideComparison":
      return { ...state, comparison: false };
    case "toggleAddOn":
      return { ...state, addOn: state.addOn === action.plan ? null : action.plan };
  }
}

/** The values of a comparison row: its own, or derived from the plans of the columns. */
export function rowValues(row: ComparisonRow, columnPlans: readonly Pick<PlanPrice, "slPrice">[], format: (amount: number) => string): string[] {
  if (row.derived === "slTraining") {
    return columnPlans.map((plan) => (plan.slPrice === undefined || plan.slPrice === null ? "" : format(plan.slPrice)));
  }
  return [...(row.values ?? [])];
}

export interface PricingData {
  groupDiscounts: readonly GroupDiscount[];
  plans: readonly (PlanPrice & { subPlans?: readonly string[] | null; priceFrom?: boolean | null; priceText?: string | null })[];
  cards: readonly string[];
  addOn: { plans: readonly string[] };
  comparison: {
    columns: readonly { label: string; plan: string }[];
    groups: readonly { name: string; rows: readonly ComparisonRow[] }[];
  };
}

export const DERIVED_ROWS = ["slTraining"] as const;

/**
 * Consistency of the pricing data beyond field types: yearly prices follow the rule, an "Up" price (priceFrom) comes
 * from sub-plans with a price and is not typed, every plan id named in sub-plans, the add-on table and the comparison columns exists, each comparison row has one value per column.
 * Messages name the entry ("plan small-team: ...") without the file.
 */
export function checkPricing(data: PricingData): string[] {
  const problems: string[] = [];
  const ids = new Set(data.plans.map((p) => p.id));
  const groups = new Set(data.groupDiscounts.map((g) => g.group));
  const unknownPlan = (where: string, id: string): string => `${where}: unknown plan "${id}" (plans are: ${[...ids].join(", ")})`;
  for (const plan of data.plans) {
    if (!groups.has(plan.group)) problems.push(`plan ${plan.id}: group "${plan.group}" has no entry under groupDiscounts`);
    if (plan.price !== undefined && plan.price !== null) {
      const expected = yearlyOf(plan.price, plan.discount);
      if (plan.yearlyPrice !== expected)
        problems.push(
          `plan ${plan.id}: yearlyPrice is ${String(plan.yearlyPrice ?? "missing")}, expected ${expected} (round(${plan.price} × 12 × (1 − ${plan.discount})))`,
        );
    }
    for (const sub of plan.subPlans ?? []) if (!ids.has(sub)) problems.push(unknownPlan(`plan ${plan.id}: subPlans`, sub));
    if (plan.priceFrom) {
      if (plan.priceText) problems.push(`plan ${plan.id}: priceFrom derives its "Up" price from its subPlans; remove priceText "${plan.priceText}"`);
      else if (startingPrice(plan, data.plans, "monthly") === null) problems.push(`plan ${plan.id}: priceFrom needs subPlans with a price`);
    }
  }
  for (const id of data.cards) if (!ids.has(id)) problems.push(unknownPlan("cards", id));
  for (const id of data.addOn.plans) {
    if (!ids.has(id)) problems.push(unknownPlan("addOn.plans", id));
    else if (data.plans.find((p) => p.id === id)?.slPrice == null) problems.push(`addOn.plans: plan "${id}" has no slPrice`);
  }
  for (const column of data.comparison.columns)
    if (!ids.has(column.plan)) problems.push(unknownPlan(`comparison column "${column.label}"`, column.plan));
  const width = data.comparison.columns.length;
  for (const group of data.comparison.groups) {
    for (const row of group.rows) {
      const where = `comparison group "${group.name}": row "${row.name}"`;
      if (row.derived) {
        if (!(DERIVED_ROWS as readonly string[]).includes(row.derived))
          problems.push(`${where}: derived is "${row.derived}", expected one of: ${DERIVED_ROWS.join(", ")}`);
        if (row.values) problems.push(`${where}: has both values and derived; keep one`);
      } else if (!row.values || row.values.length !== width) {
        problems.push(`${where}: has ${row.values?.length ?? 0} values, expected ${width} (one per column)`);
      }
    }
  }
  return problems;
}
