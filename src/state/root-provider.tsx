/**
 * The one wrapRootElement for gatsby-browser and gatsby-ssr: client-state providers only, no visible UI.
 * Cart joins here with its issue. Consent and analytics are not here: they load after hydration, from the layout's
 * ConsentHost (src/components/consent/consent-host.tsx), so no page's first load carries them (PRODUCT §7).
 */
import type { ReactNode } from "react";
import { AuthProvider } from "./auth/auth-provider";
import { ThemeProvider } from "./theme/theme-provider";

export function RootProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>{children}</AuthProvider>
    </ThemeProvider>
  );
}

export const wrapRootElement = ({ element }: { element: ReactNode }) => <RootProvider>{element}</RootProvider>;
