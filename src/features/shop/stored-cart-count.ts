/**
 * The number the header's cart button shows: the sum of the stored lines' quantities, read from the raw `cartList`
 * value. Kept apart from cart.ts because every page carries it (the JS budget, PRODUCT §7); a value that is not a
 * list, or a line without a numeric quantity, counts as nothing.
 */
export function countStoredCart(raw: string | null): number {
  try {
    const lines: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((sum, line: { quantity?: unknown } | null) => sum + (typeof line?.quantity === "number" ? line.quantity : 0), 0);
  } catch {
    return 0;
  }
}
