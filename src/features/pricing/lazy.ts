/** What the pricing page fetches on demand: its chunk's name is what e2e/budget.spec.ts checks. */

/** The table's code is fetched on the first press, not with the page (PRODUCT.md §7). */
export const loadTable = () =>
  import(/* webpackChunkName: "comparison-table" */ "./components/comparison-table").then((module) => module.ComparisonTable);
