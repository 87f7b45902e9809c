/**
 * The words of the cart panel, the shop pages and the search dialog: the keys of the `shop` and `search` blocks of
 * data/site.yaml. The content model requires each one; src/node/words.ts writes them to src/generated/words/shop.json
 * and search.json, which only the parts that show them import (the cart panel and the search dialog load on demand),
 * so no other page carries them. The header's two button names come with the site's query (useSite).
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
