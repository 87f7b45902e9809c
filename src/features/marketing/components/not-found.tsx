import { navigate } from "gatsby";
import { useEffect } from "react";
import { useFallbacks } from "../../../shared/hooks/use-fallbacks";
import { fallbackTarget } from "../../../shared/lib/routes";
import { CopyPage, type PageCopy } from "./copy-page";

/**
 * "404 Page not found" with "Go back home". Mounted for any unknown address; when the address belongs to a
 * family with a fallback (an unknown article, job or product id), it replaces itself with the first item.
 */
export function NotFound({ page, pathname }: { page: PageCopy; pathname: string }) {
  const fallbacks = useFallbacks();
  useEffect(() => {
    const target = fallbackTarget(pathname, fallbacks);
    if (target) void navigate(`${target}${window.location.search}${window.location.hash}`, { replace: true });
  }, [pathname, fallbacks]);
  return <CopyPage page={page} />;
}
