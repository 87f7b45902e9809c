import type { AnchorHTMLAttributes } from "react";
import { useSite } from "../hooks/use-site";
import { withTrailingSlash } from "../lib/routes";
import { SmartLink } from "./smart-link";

/**
 * Links written in MDX: our own pages go through Gatsby's router (with the trailing slash our addresses use),
 * other sites open in a new tab with a hint for screen readers.
 */
export function MdxLink({ href = "", children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { site } = useSite();
  return (
    <SmartLink to={withTrailingSlash(href)} externalHint={site.labels.externalLink}>
      {children}
    </SmartLink>
  );
}
