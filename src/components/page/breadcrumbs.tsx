import { css } from "@emotion/react";
import { Link } from "gatsby";
import { color, fontSize, headerBorder, headerHeight, space } from "../../styles/theme";

export interface Crumb {
  label: string;
  to?: string;
}

export interface BreadcrumbsProps {
  label: string;
  trail: readonly Crumb[];
  /** Distance in px from the top of the page to the trail, when a page asks for an exact one (under the header). */
  offsetTop?: number;
}

/** Breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ label, trail, offsetTop }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} css={[navStyles, offsetTop !== undefined && offsetStyles(offsetTop)]}>
      <ol>
        {trail.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`}>
            {crumb.to && i < trail.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
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
