import { Suspense, type ReactNode } from "react";

/**
 * Hydrates its children in a task of their own, after the page around them, instead of in the one long task that
 * hydrates everything else: React 18 hydrates each Suspense boundary separately and gives the browser back the main
 * thread between them, and first hydrates a boundary the visitor interacts with. Nothing inside suspends, so the
 * server's HTML is always whole and the empty fallback never shows. Wrap what sits below the fold: page sections,
 * the article body, the footer.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
