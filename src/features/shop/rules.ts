/**
 * The shop's cart and wishlist rules (SPEC §3 Cart item, §4 Cart states), pure: the stored shapes under `cartList`
 * and `wishlist`, adding (a product already in the cart changes nothing), removing, quantities held to
 * CART_QUANTITY, the subtotal and the wishlist toggle. The count the header shows is in cart-count.ts, so every
 * page carries only that.
 */
import { CART_QUANTITY } from "../../lib/api-contract";

/** A cart line as SPEC §3 stores it under `cartList`. */
export interface CartItem {
  id: string;
  name: string;
  image: string;
  alt: string;
  discount: number;
  oldPrice: number;
  price: number;
  rating: number;
  quantity: number;
}

/** The product fields a line copies (everything but the quantity). */
export type CartProduct = Omit<CartItem, "quantity">;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Holds a quantity to 1–10 as a whole number. */
export const clampQuantity = (quantity: number): number =>
  Math.min(CART_QUANTITY.max, Math.max(CART_QUANTITY.min, Math.round(Number.isFinite(quantity) ? quantity : CART_QUANTITY.min)));

/** One stored line, or null when it has no id, no price or no quantity. Ids may have been stored as numbers. */
function parseLine(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === "number" ? String(value.id) : text(value.id);
  if (!id || !isNumber(value.price) || !isNumber(value.quantity)) return null;
  return {
    id,
    name: text(value.name),
    image: text(value.image),
    alt: text(value.alt),
    discount: isNumber(value.discount) ? value.discount : 0,
    oldPrice: isNumber(value.oldPrice) ? value.oldPrice : value.price,
    price: value.price,
    rating: isNumber(value.rating) ? value.rating : 0,
    quantity: clampQuantity(value.quantity),
  };
}

/** `cartList` as stored: a list of lines; null when it is not a list. Lines that make no sense are dropped. */
export function validateCart(data: unknown): CartItem[] | null {
  if (!Array.isArray(data)) return null;
  const lines: CartItem[] = [];
  for (const value of data) {
    const line = parseLine(value);
    if (line && !lines.some((other) => other.id === line.id)) lines.push(line);
  }
  return lines;
}

/** `wishlist` as stored: a list of product ids; null when it is not a list. */
export function validateWishlist(data: unknown): string[] | null {
  if (!Array.isArray(data)) return null;
  const ids = data.map((id) => (typeof id === "number" ? String(id) : text(id))).filter(Boolean);
  return [...new Set(ids)];
}

export const inCart = (items: readonly CartItem[], id: string): boolean => items.some((item) => item.id === id);

/** Adds a product with quantity 1; a product already in the cart leaves it as it is (the same list). */
export const addToCart = (items: CartItem[], product: CartProduct): CartItem[] =>
  inCart(items, product.id) ? items : [...items, { ...product, quantity: 1 }];

export const removeFromCart = (items: CartItem[], id: string): CartItem[] =>
  inCart(items, id) ? items.filter((item) => item.id !== id) : items;

/** Sets a line's quantity, held to 1–10. */
export function setQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  const next = clampQuantity(quantity);
  const line = items.find((item) => item.id === id);
  if (!line || line.quantity === next) return items;
  return items.map((item) => (item.id === id ? { ...item, quantity: next } : item));
}

/** The sum of quantity × price, in whole cents so 3 × 0.1 is 0.3. */
export const subtotal = (items: readonly CartItem[]): number =>
  items.reduce((cents, item) => cents + Math.round(item.price * 100) * item.quantity, 0) / 100;

/** Adds the id when absent, removes it when present. */
export const toggleWish = (ids: string[], id: string): string[] => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);

/** The sample product (PRODUCT §3: ids in URLs are the spec's), where an empty cart sends the visitor. */
export const SAMPLE_PRODUCT_ID = "1";
