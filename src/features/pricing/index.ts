/** What pages, templates, the layout and other features may import from pricing. */
export { AddOnBlock, ComparisonBlock, PlansBlock } from "./components/pricing-blocks";
export { pricingCatalogue } from "./pricing-data";
export { initialPricingState, pricingReducer } from "./rules";
