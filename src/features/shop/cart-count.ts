/**
 * The one part of the cart every page carries (PRODUCT §7): the number of items for the header's cart button, read
 * from `cartList` after hydration and followed across tabs (the storage event). The cart itself (cart-store.ts)
 * loads with the shop's pages and the cart panel, and tells this count when it changes the cart in this tab.
 */
import { useStore } from "../../shared/hooks/use-store";
import { countStoredCart } from "./stored-cart-count";
import { STORAGE_KEYS } from "../../shared/lib/constants";
import { readString } from "../../shared/lib/storage";
import { createStore } from "../../shared/lib/store";

const count = createStore<number, number>((_, next) => next, 0);
let following = false;

export const refreshCartCount = (): void => count.dispatch(countStoredCart(readString(STORAGE_KEYS.cartList)));

/** Reads the count and follows other tabs, once per tab (the root provider calls it after hydration). */
export function followCartCount(): void {
  refreshCartCount();
  if (following) return;
  following = true;
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEYS.cartList || event.key === null) refreshCartCount();
  });
}

export const useCartCount = (): number => useStore(count);
