/**
 * The one wrapRootElement for gatsby-browser and gatsby-ssr: client-state providers only, no visible UI.
 * Cart joins here with its issue; consent and auth sit outside analytics, which reads both (STYLE.md §6).
 */
import type { ReactNode } from "react";
import { AnalyticsProvider } from "./analytics/analytics-provider";
import { AuthProvider } from "./auth/auth-provider";
import { ConsentProvider } from "./consent/consent-provider";
import { ThemeProvider } from "./theme/theme-provider";

export function RootProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ConsentProvider>
        <AuthProvider>
          <AnalyticsProvider>{children}</AnalyticsProvider>
        </AuthProvider>
      </ConsentProvider>
    </ThemeProvider>
  );
}

export const wrapRootElement = ({ element }: { element: ReactNode }) => <RootProvider>{element}</RootProvider>;
