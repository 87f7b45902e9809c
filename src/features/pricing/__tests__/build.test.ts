/** The prices the build writes for the pricing and product pages, as a visitor reads them. */
import type { PricingData } from "../rules";
import { planPriceTexts, priceResolvers } from "../build";

const data: Pick<PricingData, "plans" | "groupDiscounts"> = {
  groupDiscounts: [
    { group: "single", discount: 0 },
    { group: "small", discount: 0.05 },
  ],
  plans: [
    { id: "startups", group: "single", price: 49, discount: 0.15, yearlyPrice: 500, slPrice: 15 },
    { id: "business", group: "single", price: 49, discount: 0.2, yearlyPrice: 470, subPlans: ["startups", "team"], priceFrom: true },
    { id: "team", group: "small", price: 238, discount: 0.2, yearlyPrice: 2285, slPrice: 40 },
    { id: "enterprise", group: "small", price: null, discount: 0, slPrice: 307 },
  ],
};

const texts = (id: string) => planPriceTexts(data).find((t) => t.plan === id);

describe("prices written by the build", () => {
  it("writes a plan's price, its add-on and its total with the add-on, in both periods", () => {
    expect(texts("team")).toEqual({
      plan: "team",
      monthly: { price: "$238.00", from: null, addOn: "$40.00", withAddOn: "$278.00" },
      yearly: { price: "$2,285.00", from: null, addOn: "$456.00", withAddOn: "$2,741.00" },
    });
  });

  it("writes a starting price in whole dollars from the cheapest sub-plan of the period", () => {
    expect(texts("business")?.monthly.from).toBe("$49");
    expect(texts("business")?.yearly.from).toBe("$500");
    expect(texts("startups")?.monthly.from).toBeNull();
  });

  it("writes no amount where a plan has none (Enterprise's price is agreed with our team)", () => {
    expect(texts("enterprise")?.monthly).toEqual({ price: null, from: null, addOn: "$307.00", withAddOn: null });
  });

  it("writes a product's price and old price with cents", () => {
    expect(priceResolvers.ProductsYaml.priceText.resolve({ price: 1499.99 })).toBe("$1,499.99");
    expect(priceResolvers.ProductsYaml.oldPriceText.resolve({ oldPrice: 20 })).toBe("$20.00");
  });
});
