/**
 * The one wrapRootElement for gatsby-browser and gatsby-ssr: client-state providers only, no visible UI.
 * Cart, consent and analytics join here with their issues, in the order STYLE.md §6 gives (consent and auth
 * outside analytics).
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
