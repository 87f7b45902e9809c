/**
 * The one wrapRootElement for gatsby-browser and gatsby-ssr: client-state providers only, no visible UI.
 * Once hydrated it also follows the stored cart's count for the header (cart-count.ts) and the theme (the visitor's
 * choice and the system setting, src/features/theme/state.ts): readers follow those module stores, so neither needs
 * a provider; the cart's rules load with the shop (src/features/shop/). Consent and analytics
 * are not here: they load after hydration, from the layout's
 * ConsentHost (src/features/consent/components/consent-host.tsx), so no page's first load carries them (PRODUCT §7).
 */
import { useEffect, type ReactNode } from "react";
import { AuthProvider } from "../features/account";
import { followCartCount } from "../features/shop";
import { followTheme } from "../features/theme";

export function RootProvider({ children }: { children: ReactNode }) {
  useEffect(followCartCount, []);
  useEffect(followTheme, []);
  return <AuthProvider>{children}</AuthProvider>;
}

export const wrapRootElement = ({ element }: { element: ReactNode }) => <RootProvider>{element}</RootProvider>;
