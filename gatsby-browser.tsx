/** Browser runtime: the same root providers as the server render, and hydration that yields to the browser. */
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { inOwnTask } from "./src/shared/lib/own-task";
export { wrapRootElement } from "./src/app/root-provider";

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

/**
 * While the site runs, only Gatsby restores the scroll position on back and forward: its scroll handler does, once
 * the page it goes back to has rendered. With the browser's own restoration left on as well, both scrolled the same
 * traversal, and in Chromium rendering could then stop for good (no frame, no paint; about one back in a hundred in
 * the browser tests' click-throughs). Leaving the page hands restoration back to the browser, so a reload or a
 * return from another site lands where the visitor was before any script has run.
 *
 * The promise it answers resolves in a task of its own: Gatsby waits for it before it sets up its router and asks
 * for the page's data, so that work no longer lengthens the task that evaluated the site's scripts, the longest of
 * a page's start.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const { history } = window;
  history.scrollRestoration = "manual";
  window.addEventListener("pagehide", () => (history.scrollRestoration = "auto"));
  window.addEventListener("pageshow", () => (history.scrollRestoration = "manual"));
  return new Promise<void>((resolve) => void inOwnTask(resolve));
};
