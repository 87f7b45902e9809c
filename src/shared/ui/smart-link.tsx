import { Link } from "gatsby";
import type { ReactNode } from "react";
import { isExternal } from "../lib/routes";

export interface SmartLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Extra words for screen readers on external links, e.g. "(opens an external site)". */
  externalHint?: string;
  onClick?: () => void;
  /** The analytics click target, as `track(…)` from lib/analytics-targets.ts makes it (`data-track`). */
  tracking?: Record<string, string>;
}

/** A Gatsby Link for our own pages, a plain anchor for other sites, e-mail and in-page targets. */
export function SmartLink({ to, children, className, externalHint, onClick, tracking }: SmartLinkProps) {
  if (to.startsWith("#") || to.startsWith("mailto:") || to.startsWith("tel:")) {
    return (
      <a href={to} className={className} onClick={onClick} {...tracking}>
        {children}
      </a>
    );
  }
  if (isExternal(to)) {
    return (
      <a href={to} className={className} onClick={onClick} rel="noopener noreferrer" target="_blank" {...tracking}>
        {children}
        {externalHint ? <span className="visually-hidden"> {externalHint}</span> : null}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick} {...tracking}>
      {children}
    </Link>
  );
}
