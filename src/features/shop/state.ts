/**
 * The cart and the wishlist (SPEC §3, §4) for the shop's pages and the cart panel: one store per tab, outside
 * React, so the product page, the cart page and the panel show the same lines. It reads `cartList` and `wishlist`
 * on first use after hydration, writes them after each change the visitor makes, follows other tabs (the storage
 * event) and keeps the header's count (cart-count.ts) in step. Not on every page: only modules that sell load it.
 */
import { useEffect, useMemo } from "react";
import { useStore } from "../../shared/hooks/use-store";
import { validateCart, validateWishlist, type CartItem, type CartProduct } from "./rules";
import { STORAGE_KEYS } from "../../shared/lib/constants";
import { jsonCodec } from "../../shared/lib/storage-codecs";
import { readString, removeKey, writeString } from "../../shared/lib/storage";
import { createStore } from "../../shared/lib/store";
import { refreshCartCount } from "./cart-count";
import { cartReducer, EMPTY_CART, type CartAction, type CartState } from "./cart-reducer";

const cartCodec = jsonCodec<CartItem[]>(STORAGE_KEYS.cartList, validateCart, [], (items) => items.length === 0);
const wishlistCodec = jsonCodec<string[]>(STORAGE_KEYS.wishlist, validateWishlist, [], (ids) => ids.length === 0);

const store = createStore<CartState, CartAction>(cartReducer, EMPTY_CART);
let started = false;

function restore(): void {
  store.dispatch({
    type: "restore",
    items: cartCodec.parse(readString(STORAGE_KEYS.cartList)),
    wishlist: wishlistCodec.parse(readString(STORAGE_KEYS.wishlist)),
  });
}

function start(): void {
  if (started) return;
  started = true;
  restore();
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.cartList || event.key === STORAGE_KEYS.wishlist) restore();
  });
}

function write(key: string, raw: string | null): void {
  if (raw === null) removeKey(key);
  else writeString(key, raw);
}

/** Applies the visitor's change and stores what it changed. */
function change(action: CartAction): void {
  start();
  const before = store.getState();
  store.dispatch(action);
  const after = store.getState();
  if (after.items !== before.items) {
    write(STORAGE_KEYS.cartList, cartCodec.serialize(after.items));
    refreshCartCount();
  }
  if (after.wishlist !== before.wishlist) write(STORAGE_KEYS.wishlist, wishlistCodec.serialize(after.wishlist));
}

export interface CartActions {
  /** Adds a product with quantity 1; answers false (and changes nothing) when it is already in the cart. */
  add: (product: CartProduct) => boolean;
  remove: (id: string) => void;
  setQuantity: (id: string, quantity: number) => void;
  toggleWish: (id: string) => void;
  clear: () => void;
}

export const cartActions: CartActions = {
  add(product) {
    start();
    const before = store.getState().items;
    change({ type: "add", product });
    return store.getState().items !== before;
  },
  remove: (id) => change({ type: "remove", id }),
  setQuantity: (id, quantity) => change({ type: "quantity", id, quantity }),
  toggleWish: (id) => change({ type: "wish", id }),
  clear: () => change({ type: "clear" }),
};

/** The cart's state and its actions; the state is the empty, unrestored cart until hydration is over. */
export function useCart(): CartState & CartActions {
  useEffect(start, []);
  const state = useStore(store);
  return useMemo(() => ({ ...state, ...cartActions }), [state]);
}
