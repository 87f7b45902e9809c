import type { SearchWords, ShopWords } from "../../shared/lib/overlay-words";

/**
 * The shop's and the search's words, inlined by the build (see overlay-words.ts). Importing this module is what
 * brings them into a chunk, so only the cart panel, the shop's pages and the search dialog import it.
 */
export const SHOP_WORDS = process.env.GESTURA_SHOP_WORDS as unknown as ShopWords;
export const SEARCH_WORDS = process.env.GESTURA_SEARCH_WORDS as unknown as SearchWords;
