/** What the search fetches on demand: its chunk's name is what e2e/budget.spec.ts checks. */
import { loadOnce } from "../../shared/on-demand/load-once";

/** The dialog and the index: fetched together on the first opening, never with the page (PRODUCT §7). */
export const loadDialog = loadOnce(() =>
  import(/* webpackChunkName: "search-dialog" */ "./components/search-dialog").then((module) => module.loadSearchDialog()),
);
