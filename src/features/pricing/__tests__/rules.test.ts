/**
 * Pricing rules (SPEC.md §9, PRODUCT.md §5) on a small fixture, so a price change in data/pricing.yaml does not fail
 * tests of unchanged code; then one check that the real data follows the rules.
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import {
  addOnPrice,
  checkPricing,
  initialPricingState,
  planPrice,
  pricingReducer,
  rowValues,
  startingPrice,
  totalCost,
  yearlyOf,
  type Billing,
  type PricingData,
} from "../rules";

const fixture: PricingData = {
  groupDiscounts: [
    { group: "free", discount: 0 },
    { group: "single", discount: 0 },
    { group: "small", discount: 0.05 },
    { group: "enterprise", discount: 0 },
  ],
  plans: [
    { id: "trial", group: "free", price: 0, discount: 0, yearlyPrice: 0, slPrice: 0 },
    { id: "basic", group: "single", price: 20, discount: 0.1, yearlyPrice: 216 },
    { id: "startups", group: "single", price: 49, discount: 0.15, yearlyPrice: 500, slPrice: 15 },
    { id: "business", group: "single", price: 49, discount: 0.2, yearlyPrice: 470, slPrice: 40, subPlans: ["startups", "team"], priceFrom: true },
    { id: "team", group: "small", price: 238, discount: 0.2, yearlyPrice: 2285, slPrice: 40 },
    { id: "enterprise", group: "enterprise", price: null, discount: 0, slPrice: 307 },
  ],
  cards: ["trial", "basic", "business", "enterprise"],
  addOn: { plans: ["trial", "startups", "team", "enterprise"] },
  comparison: {
    columns: [
      { label: "Free Trial", plan: "trial" },
      { label: "Team", plan: "team" },
      { label: "Enterprise", plan: "enterprise" },
    ],
    groups: [
      { name: "Security", rows: [{ name: "Single sign-on (SSO)", values: ["No", "Yes", "Yes"] }] },
      { name: "ASL Training", rows: [{ name: "ASL Training", derived: "slTraining" }] },
    ],
  },
};
const plan = (data: PricingData, id: string) => {
  const found = data.plans.find((p) => p.id === id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};
const discounts = fixture.groupDiscounts;

describe("plan prices", () => {
  it("charges round(monthly × 12 × (1 − the plan's discount)) a year, and nothing computed for a plan without a list price", () => {
    expect(planPrice(plan(fixture, "basic"), "yearly")).toBe(216);
    expect(planPrice(plan(fixture, "team"), "yearly")).toBe(2285);
    expect(planPrice(plan(fixture, "enterprise"), "yearly")).toBeNull();
  });

  it("shows the monthly list price monthly", () => {
    expect(planPrice(plan(fixture, "team"), "monthly")).toBe(238);
    expect(planPrice(plan(fixture, "enterprise"), "monthly")).toBeNull();
  });
});

describe('an "Up" price (PRODUCT §5)', () => {
  const business = () => plan(fixture, "business");

  it("is the cheapest sub-plan's price in the billing period shown, not the plan's own", () => {
    expect(startingPrice(business(), fixture.plans, "monthly")).toBe(49);
    // The plan's own yearly figure would be 470, below every size a visitor can choose; Startups costs 500.
    expect(startingPrice(business(), fixture.plans, "yearly")).toBe(500);
  });

  it("follows the sub-plans when their prices change", () => {
    const plans = fixture.plans.map((p) => (p.id === "team" ? { ...p, price: 30, yearlyPrice: 288 } : p));
    expect(startingPrice(business(), plans, "monthly")).toBe(30);
    expect(startingPrice(business(), plans, "yearly")).toBe(yearlyOf(30, 0.2));
  });

  it("is null for a plan without sub-plans that have a price", () => {
    expect(startingPrice(plan(fixture, "basic"), fixture.plans, "yearly")).toBeNull();
    expect(startingPrice({ ...business(), subPlans: ["enterprise"] }, fixture.plans, "monthly")).toBeNull();
  });

  it("is refused by checkPricing when typed, or when nothing to derive it from", () => {
    const typed = { ...fixture, plans: fixture.plans.map((p) => (p.id === "business" ? { ...p, priceText: "$470 Up" } : p)) };
    expect(checkPricing(typed)).toEqual(['plan business: priceFrom derives its "Up" price from its subPlans; remove priceText "$470 Up"']);
    const empty = { ...fixture, plans: fixture.plans.map((p) => (p.id === "business" ? { ...p, subPlans: [] } : p)) };
    expect(checkPricing(empty)).toEqual(["plan business: priceFrom needs subPlans with a price"]);
  });
});

describe("SL Training add-on", () => {
  it("costs slPrice a month, and takes the plan group's discount off the yearly add-on", () => {
    expect(fixture.addOn.plans.map((id) => addOnPrice(plan(fixture, id), "monthly", discounts))).toEqual([0, 15, 40, 307]);
    expect(fixture.addOn.plans.map((id) => addOnPrice(plan(fixture, id), "yearly", discounts))).toEqual([0, 180, Math.round(40 * 12 * 0.95), 307 * 12]);
  });

  it("adds to the total only when switched on", () => {
    const team = plan(fixture, "team");
    expect(totalCost(team, "monthly", false, discounts)).toBe(238);
    expect(totalCost(team, "monthly", true, discounts)).toBe(278);
    expect(totalCost(team, "yearly", true, discounts)).toBe(2285 + 456);
  });

  it("gives Enterprise no computed total: its price is agreed with our team", () => {
    const enterprise = plan(fixture, "enterprise");
    expect(totalCost(enterprise, "monthly", false, discounts)).toBeNull();
    expect(totalCost(enterprise, "monthly", true, discounts)).toBeNull();
  });

  it("has no add-on price on a plan that cannot add it", () => {
    expect(addOnPrice(plan(fixture, "basic"), "monthly", discounts)).toBeNull();
  });
});

describe("every plan, both periods, with and without SL Training", () => {
  // plan, monthly, yearly, SL monthly, SL yearly, total monthly with SL, total yearly with SL (null: no figure)
  const table: [string, number | null, number | null, number | null, number | null, number | null, number | null][] = [
    ["trial", 0, 0, 0, 0, 0, 0],
    ["basic", 20, 216, null, null, 20, 216],
    ["startups", 49, 500, 15, 180, 64, 680],
    ["business", 49, 470, 40, 480, 89, 950],
    ["team", 238, 2285, 40, 456, 278, 2741],
    ["enterprise", null, null, 307, 3684, null, null],
  ];

  it.each(table)("%s: $%s a month, $%s a year; SL Training $%s / $%s; totals with it $%s / $%s", (id, monthly, yearly, slMonthly, slYearly, totalMonthly, totalYearly) => {
    const p = plan(fixture, id);
    const periods: [Billing, number | null, number | null, number | null][] = [
      ["monthly", monthly, slMonthly, totalMonthly],
      ["yearly", yearly, slYearly, totalYearly],
    ];
    for (const [billing, price, sl, total] of periods) {
      expect(planPrice(p, billing)).toBe(price);
      expect(addOnPrice(p, billing, discounts)).toBe(sl);
      expect(totalCost(p, billing, false, discounts)).toBe(price);
      expect(totalCost(p, billing, true, discounts)).toBe(total);
    }
  });
});

describe("comparison table", () => {
  it("derives the ASL Training row from each column's plan, and copies the other rows", () => {
    const columnPlans = fixture.comparison.columns.map((c) => plan(fixture, c.plan));
    const [security, asl] = fixture.comparison.groups.map((g) => g.rows[0]);
    expect(rowValues(asl, columnPlans, (n) => `$${n}`)).toEqual(["$0", "$40", "$307"]);
    expect(rowValues(security, columnPlans, (n) => `$${n}`)).toEqual(["No", "Yes", "Yes"]);
  });
});

describe("checkPricing", () => {
  it("accepts data that follows the rules", () => {
    expect(checkPricing(fixture)).toEqual([]);
  });

  it("names a plan whose yearly price breaks the rule", () => {
    const broken = { ...fixture, plans: fixture.plans.map((p) => (p.id === "basic" ? { ...p, yearlyPrice: 240 } : p)) };
    expect(checkPricing(broken)).toEqual(["plan basic: yearlyPrice is 240, expected 216 (round(20 × 12 × (1 − 0.1)))"]);
  });

  it("names a comparison row that misses a column, and an unknown plan", () => {
    const [first, ...rest] = fixture.comparison.groups;
    const broken: PricingData = {
      ...fixture,
      addOn: { plans: [...fixture.addOn.plans, "huge-team"] },
      comparison: { ...fixture.comparison, groups: [{ ...first, rows: [{ name: "Core gestures", values: ["Yes", "Yes"] }] }, ...rest] },
    };
    const problems = checkPricing(broken);
    expect(problems).toContain('comparison group "Security": row "Core gestures": has 2 values, expected 3 (one per column)');
    expect(problems.some((p) => p.startsWith('addOn.plans: unknown plan "huge-team"'))).toBe(true);
  });
});

describe("the real data/pricing.yaml", () => {
  const data = YAML.parse(fs.readFileSync(path.resolve(__dirname, "../../../../data/pricing.yaml"), "utf8")) as PricingData;

  it("passes checkPricing", () => {
    expect(checkPricing(data)).toEqual([]);
  });

  it("shows the Business Plan from the price of its cheapest team size in either period", () => {
    const business = data.plans.find((p) => p.id === "business");
    if (!business) throw new Error("no business plan");
    const sizes = (business.subPlans ?? []).map((id) => plan(data, id));
    for (const billing of ["monthly", "yearly"] as const) {
      const cheapest = Math.min(...sizes.map((p) => planPrice(p, billing) ?? Infinity));
      expect(startingPrice(business, data.plans, billing)).toBe(cheapest);
    }
  });

  it("offers role assignment, the admin dashboard and SSO only on paid plans (SPEC §9)", () => {
    const rows = data.comparison.groups.flatMap((g) => g.rows);
    const free = data.comparison.columns.map((c) => data.plans.find((p) => p.id === c.plan)?.price === 0);
    for (const name of ["Role assignment", "Admin dashboard", "Single sign-on (SSO)"]) {
      expect(rows.find((r) => r.name === name)?.values).toEqual(free.map((isFree) => (isFree ? "No" : "Yes")));
    }
  });
});

describe("rounding", () => {
  it("rounds halves up and absorbs floating-point noise", () => {
    expect(yearlyOf(0.125, 0)).toBe(2); // 1.5
    expect(yearlyOf(238, 0.2)).toBe(2285); // 2284.8000000000002
    expect(yearlyOf(49, 0.15)).toBe(500); // 499.79999999999995
    expect(yearlyOf(174, 0.15)).toBe(1775); // 1774.8
    expect(yearlyOf(19.99, 0.15)).toBe(204); // 203.898
  });
});

describe("pricing page state", () => {
  it("starts monthly, collapsed, without the comparison or an add-on", () => {
    expect(initialPricingState).toEqual({ billing: "monthly", expanded: false, comparison: false, addOn: null });
  });

  it("keeps at most one SL Training switch on", () => {
    const one = pricingReducer(initialPricingState, { type: "toggleAddOn", plan: "startups" });
    expect(one.addOn).toBe("startups");
    const other = pricingReducer(one, { type: "toggleAddOn", plan: "small-team" });
    expect(other.addOn).toBe("small-team");
    expect(pricingReducer(other, { type: "toggleAddOn", plan: "small-team" }).addOn).toBeNull();
  });

  it("switches billing, the team sizes and the comparison independently", () => {
    let state = pricingReducer(initialPricingState, { type: "billing", billing: "yearly" });
    state = pricingReducer(state, { type: "expand" });
    state = pricingReducer(state, { type: "showComparison" });
    expect(state).toEqual({ billing: "yearly", expanded: true, comparison: true, addOn: null });
    state = pricingReducer(pricingReducer(state, { type: "collapse" }), { type: "hideComparison" });
    expect(state).toEqual({ billing: "yearly", expanded: false, comparison: false, addOn: null });
  });
});
