import { navigate } from "gatsby";
import { useEffect } from "react";
import { useFallbacks } from "../../hooks/use-fallbacks";
import { fallbackScript } from "../../lib/fallback";
import { fallbackTarget } from "../../lib/routes";
import { CopyHead, CopyPage } from "./copy-page";

/**
 * "404 Page not found" with "Go back home". Mounted for any unknown address; when the address belongs to a
 * family with a fallback (an unknown article, job or product id), it replaces itself with the first item.
 */
export function NotFound({ pathname }: { pathname: string }) {
  const fallbacks = useFallbacks();
  useEffect(() => {
    const target = fallbackTarget(pathname, fallbacks);
    if (target) void navigate(`${target}${window.location.search}${window.location.hash}`, { replace: true });
  }, [pathname, fallbacks]);
  return <CopyPage pageKey="notFound" />;
}

/** Head of the 404 page, with the fallback script that runs before the page paints. */
export function NotFoundHead({ path }: { path: string }) {
  const fallbacks = useFallbacks();
  return (
    <CopyHead pageKey="notFound" path={path} noindex>
      <script dangerouslySetInnerHTML={{ __html: fallbackScript(fallbacks) }} />
    </CopyHead>
  );
}
