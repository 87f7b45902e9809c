/** What the pricing page fetches on demand: its chunk's name is what e2e/budget.spec.ts checks. */
import { loadOnce } from "../../shared/on-demand/load-once";

/** The table's code is fetched on the first press, not with the page (PRODUCT.md §7). */
export const loadTable = loadOnce(() =>
  import(/* webpackChunkName: "comparison-table" */ "./components/comparison-table").then((module) => module.ComparisonTable),
);
