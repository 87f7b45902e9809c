/**
 * The one wrapRootElement for gatsby-browser and gatsby-ssr: client-state providers only, no visible UI.
 * Once hydrated it also follows the stored cart's count for the header (cart-count.ts): readers follow that module
 * store, so no cart provider is needed; the cart's rules load with the shop (src/state/cart/). Consent and analytics
 * are not here: they load after hydration, from the layout's
 * ConsentHost (src/features/consent/components/consent-host.tsx), so no page's first load carries them (PRODUCT §7).
 */
import { useEffect, type ReactNode } from "react";
import { AuthProvider } from "../features/account/auth-provider";
import { followCartCount } from "../features/shop/cart-count";
import { ThemeProvider } from "../features/theme/theme-provider";

export function RootProvider({ children }: { children: ReactNode }) {
  useEffect(followCartCount, []);
  return (
    <ThemeProvider>
      <AuthProvider>{children}</AuthProvider>
    </ThemeProvider>
  );
}

export const wrapRootElement = ({ element }: { element: ReactNode }) => <RootProvider>{element}</RootProvider>;
