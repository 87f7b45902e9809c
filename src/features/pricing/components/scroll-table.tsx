import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { color, radius, space } from "../../../styles/theme";
import { ScrollRegion } from "../../../shared/ui/scroll-region";

export interface ScrollTableProps {
  /** The table's caption, also the name of the region around it. */
  caption: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: string;
  /** Shown, and read as the region's description, while part of the table is out of view ("Scroll sideways…"). */
  scrollHint: string;
  /**
   * A long table: the box gets a height limit and scrolls both ways, with its heading row kept in view as it does
   * (a heading row can only stick inside the box that scrolls it).
   */
  stickyHeader?: boolean;
  children: ReactNode;
}

/**
 * A data table that stays readable on a phone: it scrolls inside a labelled region reachable by keyboard (so arrow
 * keys scroll it), its first column, the row names, stays in view, and so does its heading row with `stickyHeader`.
 * While part of it is out of view a line says the table scrolls and a shadow marks each side that hides columns
 * (the shared ScrollRegion).
 */
export function ScrollTable({ caption, minWidth, scrollHint, stickyHeader = false, children }: ScrollTableProps) {
  return (
    <div css={frameStyles}>
      <ScrollRegion label={caption} hint={scrollHint} boxStyles={css([borderedStyles, stickyHeader && stickyBoxStyles])}>
        <table css={[tableStyles, stickyHeader && stickyHeadStyles]} style={{ minWidth }}>
          <caption className="visually-hidden">{caption}</caption>
          {children}
        </table>
      </ScrollRegion>
    </div>
  );
}

const frameStyles = css`
  /* As a grid or flex item it would otherwise be as wide as the table, and the page would scroll instead. */
  min-width: 0;
  margin-top: ${space.lg};
`;

const borderedStyles = css`
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
`;

const stickyBoxStyles = css`
  max-height: min(70vh, 40rem);
  overflow-y: auto;
  overscroll-behavior-inline: contain;
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

/** The heading row stays at the top of the box; the corner cell above the row names stays over both. */
const stickyHeadStyles = css`
  thead th,
  thead td {
    position: sticky;
    top: 0;
    z-index: 2;
    /* A collapsed border scrolls away with the rows: draw the line under the heading row with the cells. */
    box-shadow: inset 0 -1px 0 ${color("border")};
  }
  thead > tr > :first-child {
    z-index: 3;
  }
`;
