import { addToCart, removeFromCart, setQuantity, toggleWish, type CartItem, type CartProduct } from "./rules";

export interface CartState {
  items: CartItem[];
  wishlist: string[];
  /** False until storage was read after hydration (the server's HTML shows no cart). */
  restored: boolean;
}

export type CartAction =
  | { type: "restore"; items: CartItem[]; wishlist: string[] }
  | { type: "add"; product: CartProduct }
  | { type: "remove"; id: string }
  | { type: "quantity"; id: string; quantity: number }
  | { type: "wish"; id: string }
  | { type: "clear" };

export const EMPTY_CART: CartState = { items: [], wishlist: [], restored: false };

/** The cart's state changes, each from src/features/shop/rules.ts; an action that changes nothing answers the same state. */
export function cartReducer(state: CartState, action: CartAction): CartState {
  const items = (next: CartItem[]): CartState => (next === state.items ? state : { ...state, items: next });
  switch (action.type) {
    case "restore":
      return { items: action.items, wishlist: action.wishlist, restored: true };
    case "add":
      return items(addToCart(state.items, action.product));
    case "remove":
      return items(removeFromCart(state.items, action.id));
    case "quantity":
      return items(setQuantity(state.items, action.id, action.quantity));
    case "wish":
      return { ...state, wishlist: toggleWish(state.wishlist, action.id) };
    case "clear":
      return state.items.length === 0 ? state : { ...state, items: [] };
  }
}
