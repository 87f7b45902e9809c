/**
 * The one wrapRootElement for gatsby-browser and gatsby-ssr: client-state providers only, no visible UI.
 * The cart's provider only follows the header's count; the cart's rules load with the shop (src/state/cart/). Consent and analytics are not here: they load after hydration, from the layout's
 * ConsentHost (src/components/consent/consent-host.tsx), so no page's first load carries them (PRODUCT §7).
 */
import type { ReactNode } from "react";
import { AuthProvider } from "./auth/auth-provider";
import { CartProvider } from "./cart/cart-provider";
import { ThemeProvider } from "./theme/theme-provider";

export function RootProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>
        <CartProvider>{children}</CartProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}

export const wrapRootElement = ({ element }: { element: ReactNode }) => <RootProvider>{element}</RootProvider>;
