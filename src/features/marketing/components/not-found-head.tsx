import { useFallbacks } from "../../../shared/hooks/use-fallbacks";
import { fallbackScript } from "../../../shared/lib/fallback";
import { CopyHead } from "./copy-head";
import type { PageCopy } from "./copy-page";

/**
 * Head of the 404 page, with the fallback script that runs before the page paints. The script is in the built HTML
 * only (allowed there by its hash, server/src/lib/page-policy.ts): after a navigation inside the site the app takes
 * the visitor to the fallback itself, and a script Gatsby's head handler added to another page's head would be an
 * inline script that page's policy refuses.
 */
export function NotFoundHead({ page, path }: { page: PageCopy; path: string }) {
  const fallbacks = useFallbacks();
  return (
    <CopyHead page={page} path={path} noindex>
      {typeof window === "undefined" && <script dangerouslySetInnerHTML={{ __html: fallbackScript(fallbacks) }} />}
    </CopyHead>
  );
}
