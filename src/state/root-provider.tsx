/**
 * The one wrapRootElement for gatsby-browser and gatsby-ssr: client-state providers only, no visible UI.
 * Auth, cart, consent and analytics join here with their issues, in the order STYLE.md §6 gives.
 */
import type { ReactNode } from "react";
import { ThemeProvider } from "./theme/theme-provider";

export function RootProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider>{children}</ThemeProvider>;
}

export const wrapRootElement = ({ element }: { element: ReactNode }) => <RootProvider>{element}</RootProvider>;
