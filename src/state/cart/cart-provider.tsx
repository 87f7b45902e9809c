import { useEffect, type ReactNode } from "react";
import { followCartCount } from "./cart-count";

/**
 * The cart's place in the root provider: once hydrated, it reads the stored cart's count for the header and follows
 * the other tabs' changes. It publishes nothing through context: readers follow module stores (useCartCount, and
 * useCart in cart-store.ts for the shop's pages and the panel), which never change identity, so a change renders
 * only the components that read it (see usePublished).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  useEffect(followCartCount, []);
  return <>{children}</>;
}
