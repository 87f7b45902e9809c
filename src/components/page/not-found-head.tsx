import { useFallbacks } from "../../hooks/use-fallbacks";
import { fallbackScript } from "../../lib/fallback";
import { CopyHead } from "./copy-head";
import type { PageCopy } from "./copy-page";

/** Head of the 404 page, with the fallback script that runs before the page paints. */
export function NotFoundHead({ page, path }: { page: PageCopy; path: string }) {
  const fallbacks = useFallbacks();
  return (
    <CopyHead page={page} path={path} noindex>
      <script dangerouslySetInnerHTML={{ __html: fallbackScript(fallbacks) }} />
    </CopyHead>
  );
}
