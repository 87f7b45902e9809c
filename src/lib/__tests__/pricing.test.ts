/**
 * Pricing rules against the real plans of data/pricing.yaml: what a visitor pays monthly and yearly, with and
 * without the SL Training add-on, and what the comparison table shows.
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
  totalCost,
  yearlyOf,
  type Billing,
  type PricingData,
} from "../pricing";

const file = path.resolve(__dirname, "../../../data/pricing.yaml");
const load = (): PricingData => YAML.parse(fs.readFileSync(file, "utf8")) as PricingData;
const plan = (data: PricingData, id: string) => {
  const found = data.plans.find((p) => p.id === id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};

describe("plan prices", () => {
  const data = load();

  it("charges the yearly price of SPEC.md §9 for every plan with a list price", () => {
    const yearly = Object.fromEntries(data.plans.map((p) => [p.id, planPrice(p, "yearly")]));
    expect(yearly).toEqual({
      "basic-free-trial": 0,
      basic: 216,
      "business-free-trial": 0,
      startups: 500,
      business: 470,
      "small-team": 2285,
      "medium-team": 8379,
      "large-team": 18934,
      enterprise: null,
    });
  });

  it("shows the monthly list price monthly", () => {
    expect(planPrice(plan(data, "small-team"), "monthly")).toBe(238);
    expect(planPrice(plan(data, "enterprise"), "monthly")).toBeNull();
  });

  it("rounds the yearly price to whole dollars", () => {
    expect(yearlyOf(931, 0.25)).toBe(8379);
    expect(yearlyOf(2254, 0.3)).toBe(18934);
  });
});

describe("SL Training add-on", () => {
  const data = load();
  const discounts = data.groupDiscounts;

  it("costs slPrice a month", () => {
    expect(data.addOn.plans.map((id) => addOnPrice(plan(data, id), "monthly", discounts))).toEqual([0, 15, 40, 80, 174, 307]);
  });

  it("takes the plan group's discount off the yearly add-on", () => {
    // startups: single 0 %, small 5 %, medium 10 %, large 15 %, enterprise 0 %.
    expect(data.addOn.plans.map((id) => addOnPrice(plan(data, id), "yearly", discounts))).toEqual([
      0,
      180,
      Math.round(40 * 12 * 0.95),
      Math.round(80 * 12 * 0.9),
      Math.round(174 * 12 * 0.85),
      307 * 12,
    ]);
  });

  it("adds to the total only when switched on", () => {
    const small = plan(data, "small-team");
    expect(totalCost(small, "monthly", false, discounts)).toBe(238);
    expect(totalCost(small, "monthly", true, discounts)).toBe(278);
    expect(totalCost(small, "yearly", true, discounts)).toBe(2285 + 456);
  });

  it("gives Enterprise no computed total: its price is agreed with our team", () => {
    const enterprise = plan(data, "enterprise");
    expect(totalCost(enterprise, "monthly", false, discounts)).toBeNull();
    expect(totalCost(enterprise, "monthly", true, discounts)).toBeNull();
  });

  it("has no add-on price on a plan that cannot add it", () => {
    expect(addOnPrice(plan(data, "basic"), "monthly", discounts)).toBeNull();
  });
});

describe("comparison table", () => {
  const data = load();
  const columnPlans = data.comparison.columns.map((c) => plan(data, c.plan));
  const money = (n: number): string => `$${n}`;

  it("derives the ASL Training row from each column's plan", () => {
    const row = data.comparison.groups.flatMap((g) => g.rows).find((r) => r.derived === "slTraining");
    expect(row && rowValues(row, columnPlans, money)).toEqual(["$0", "$15", "$40", "$80", "$174", "$307"]);
  });

  it("has ten groups of rows with one value for each of the six columns", () => {
    expect(data.comparison.columns.map((c) => c.label)).toEqual(["Free Trial", "Startups", "Small Team", "Medium Team", "Large Team", "Enterprise"]);
    expect(data.comparison.groups).toHaveLength(10);
    for (const row of data.comparison.groups.flatMap((g) => g.rows)) expect(rowValues(row, columnPlans, money)).toHaveLength(6);
  });

  it("offers role assignment, the admin dashboard and SSO only on paid plans", () => {
    const rows = data.comparison.groups.flatMap((g) => g.rows);
    for (const name of ["Role assignment", "Admin dashboard", "Single sign-on (SSO)"]) {
      expect(rows.find((r) => r.name === name)?.values).toEqual(["No", "Yes", "Yes", "Yes", "Yes", "Yes"]);
    }
  });
});

describe("checkPricing", () => {
  it("accepts the real data", () => {
    expect(checkPricing(load())).toEqual([]);
  });

  it("names a plan whose yearly price breaks the rule", () => {
    const data = load();
    const broken = { ...data, plans: data.plans.map((p) => (p.id === "basic" ? { ...p, yearlyPrice: 240 } : p)) };
    expect(checkPricing(broken)).toEqual(["plan basic: yearlyPrice is 240, expected 216 (round(20 × 12 × (1 − 0.1)))"]);
  });

  it("names a comparison row that misses a column, and an unknown plan", () => {
    const data = load();
    const [first, ...rest] = data.comparison.groups;
    const broken: PricingData = {
      ...data,
      addOn: { plans: [...data.addOn.plans, "huge-team"] },
      comparison: {
        ...data.comparison,
        groups: [{ ...first, rows: [{ name: "Core gestures", values: ["Yes", "Yes"] }] }, ...rest],
      },
    };
    const problems = checkPricing(broken);
    expect(problems).toContain('comparison group "Gesture Recognition": row "Core gestures": has 2 values, expected 6 (one per column)');
    expect(problems.some((p) => p.startsWith('addOn.plans: unknown plan "huge-team"'))).toBe(true);
  });
});

describe("every plan, both periods, with and without SL Training", () => {
  const data = load();
  // plan, monthly, yearly, SL monthly, SL yearly, total monthly with SL, total yearly with SL (null: no figure)
  const table: [string, number | null, number | null, number | null, number | null, number | null, number | null][] = [
    ["basic-free-trial", 0, 0, null, null, 0, 0],
    ["basic", 20, 216, null, null, 20, 216],
    ["business-free-trial", 0, 0, 0, 0, 0, 0],
    ["startups", 49, 500, 15, 180, 64, 680],
    ["business", 49, 470, 40, 480, 89, 950],
    ["small-team", 238, 2285, 40, 456, 278, 2741],
    ["medium-team", 931, 8379, 80, 864, 1011, 9243],
    ["large-team", 2254, 18934, 174, 1775, 2428, 20709],
    ["enterprise", null, null, 307, 3684, null, null],
  ];

  it("covers all nine plans", () => {
    expect(table.map((row) => row[0]).sort()).toEqual(data.plans.map((p) => p.id).sort());
  });

  it.each(table)("%s: $%s a month, $%s a year; SL Training $%s / $%s; totals with it $%s / $%s", (id, monthly, yearly, slMonthly, slYearly, totalMonthly, totalYearly) => {
    const p = plan(data, id);
    const d = data.groupDiscounts;
    const periods: [Billing, number | null, number | null, number | null][] = [
      ["monthly", monthly, slMonthly, totalMonthly],
      ["yearly", yearly, slYearly, totalYearly],
    ];
    for (const [billing, price, sl, total] of periods) {
      expect(planPrice(p, billing)).toBe(price);
      expect(addOnPrice(p, billing, d)).toBe(sl);
      expect(totalCost(p, billing, false, d)).toBe(price);
      expect(totalCost(p, billing, true, d)).toBe(total);
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
