import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { color, radius, space } from "../../styles/theme";

export interface ScrollTableProps {
  /** The table's caption, also the name of the region around it. */
  caption: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: string;
  children: ReactNode;
}

/**
 * A data table that stays readable on a phone: it scrolls sideways inside a region reachable by keyboard (so arrow
 * keys scroll it), and its first column, the row names, stays in view.
 */
export function ScrollTable({ caption, minWidth, children }: ScrollTableProps) {
  return (
    // A region that scrolls sideways must be reachable by keyboard so it can be scrolled with the arrow keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div css={scrollStyles} role="region" aria-label={caption} tabIndex={0}>
      <table css={tableStyles} style={{ minWidth }}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

const scrollStyles = css`
  /* Positioned, so that what is positioned inside (the buttons' visually hidden names) scrolls and clips with the
     table instead of widening the page. */
  position: relative;
  margin-top: ${space.lg};
  overflow-x: auto;
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
`;

const tableStyles = css`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${space.sm} ${space.md};
    border-bottom: 1px solid ${color("border")};
    text-align: left;
    vertical-align: middle;
  }
  thead th,
  thead td {
    background: ${color("surface")};
  }
  th[scope="row"],
  thead > tr > :first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 8.5rem;
  }
  th[scope="row"] {
    background: ${color("surfaceRaised")};
  }
`;
