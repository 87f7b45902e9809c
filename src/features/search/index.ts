/** What pages, templates, the layout and other features may import from search. */
export { openSearch, SearchButton } from "./components/search-button";
export { buildSearchIndex } from "./rules";
