import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useSite } from "../hooks/use-site";
import { breadcrumbListLd, serializeJsonLd } from "../lib/json-ld";
import { routes } from "../lib/routes";
import { color, fontSize, headerBorder, headerHeight, space } from "../../styles/theme";

export interface Crumb {
  label: string;
  to?: string;
}

export interface BreadcrumbsProps {
  /** The crumbs after Home; the last one is the current page. */
  trail: readonly Crumb[];
  /** Distance in px from the top of the page to the trail, when a page asks for an exact one (under the header). */
  offsetTop?: number;
}

/**
 * Breadcrumb trail starting at Home, named by the site's breadcrumb label; the last crumb is the current page. The
 * same trail is given to search engines as a schema.org BreadcrumbList (when every crumb before the last has an
 * address), in a JSON-LD script inside the trail: Google reads JSON-LD anywhere in the page.
 */
export function Breadcrumbs({ trail, offsetTop }: BreadcrumbsProps) {
  const { site, siteUrl } = useSite();
  const crumbs: readonly Crumb[] = [{ label: site.labels.home, to: routes.home }, ...trail];
  const jsonLd = breadcrumbListLd(
    crumbs.map((crumb, i) => ({ name: crumb.label, path: i < crumbs.length - 1 ? crumb.to : undefined })),
    siteUrl,
  );
  return (
    <nav aria-label={site.labels.breadcrumb} css={[navStyles, offsetTop !== undefined && offsetStyles(offsetTop)]}>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} /> : null}
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`}>
            {crumb.to && i < crumbs.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The header is in the flow above the trail, so the padding is what remains of the offset below it. */
const offsetStyles = (offsetTop: number) => css`
  padding-top: calc(${offsetTop}px - ${headerHeight} - ${headerBorder});
`;

const navStyles = css`
  padding-top: ${space.lg};
  font-size: ${fontSize.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: "/";
    margin-right: ${space.xs};
    color: ${color("muted")};
  }
  span {
    color: ${color("muted")};
  }
`;
