/** What the shop fetches on demand: its chunk's name is what e2e/budget.spec.ts checks. */
import { loadOnce } from "../../shared/on-demand/load-once";

/** The panel and the cart's rules: fetched on the first opening (or the first product added), never with the page. */
export const loadPanel = loadOnce(() => import(/* webpackChunkName: "cart-panel" */ "./components/cart-panel").then((module) => module.CartPanel));
