/**
 * The words of the cart panel, the shop pages and the search dialog: the `shop` and `search` blocks of
 * data/site.yaml. The build inlines them (src/node/overlay-words.ts, gatsby-node's onCreateWebpackConfig) into the
 * modules that show them, which load on demand or only on the shop's pages, so no other page carries them; only the
 * header's two button names reach every page (inlined in its JavaScript, which has room, where the page's JSON has
 * none: PRODUCT §7).
 */

/** Every word of the shop; the content model requires each one. `{name}`, `{quantity}`, `{price}`, `{reference}` are filled in. */
export const SHOP_WORD_KEYS = [
  "cartButton",
  "panelTitle",
  "closePanel",
  "line",
  "remove",
  "removeName",
  "subtotal",
  "viewCart",
  "checkout",
  "empty",
  "seeProduct",
  "addToCart",
  "alreadyInCart",
  "wishlist",
  "quantity",
  "decrease",
  "increase",
  "product",
  "price",
  "total",
  "summary",
  "details",
  "name",
  "email",
  "company",
  "country",
  "nameRequired",
  "countryRequired",
  "reserve",
  "reserving",
  "reservationNote",
  "reserved",
  "reservedTitle",
] as const;

export type ShopWords = Record<(typeof SHOP_WORD_KEYS)[number], string>;

/** Every word of the search dialog; `{count}` and `{query}` are filled in. */
export const SEARCH_WORD_KEYS = [
  "button",
  "title",
  "close",
  "input",
  "hint",
  "articles",
  "pages",
  "jobs",
  "results",
  "oneResult",
  "none",
  "browseBlog",
  "loadFailed",
] as const;

export type SearchWords = Record<(typeof SEARCH_WORD_KEYS)[number], string>;

/** The two words every page's header needs: its cart and search buttons' names. */
export interface HeaderWords {
  cart: string;
  search: string;
}

/** The message shown when a part fetched on demand could not be fetched (LoadFailureNotice): the `labels` of site.yaml. */
export interface LoadFailedWords {
  loadFailed: string;
  loadFailedClose: string;
}
