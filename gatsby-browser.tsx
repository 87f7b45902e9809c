/** Browser runtime: the same root providers as the server render, and hydration that yields to the browser. */
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
export { wrapRootElement } from "./src/state/root-provider";

/**
 * Hydrates the server's HTML as a transition, as Next.js does: React then hydrates in slices of a few milliseconds
 * and gives the main thread back between them, instead of in one long task that a phone cannot interrupt. A press
 * before hydration ends still works: React hydrates at once what the press needs.
 */
function hydrateInSlices(element: ReactNode, container: Element): void {
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, element));
  else createRoot(container).render(element);
}

// Gatsby's type is React 17's render(); Gatsby only calls the function and ignores what it returns.
export const replaceHydrateFunction = (() => hydrateInSlices) as unknown as GatsbyBrowser["replaceHydrateFunction"];
