import { css } from "@emotion/react";
import { useId, useRef, type ReactNode } from "react";
import { useScrollEdges } from "../../hooks/use-scroll-edges";
import { color, fontSize, radius, space } from "../../styles/theme";

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
 * While part of it is out of view a line says the table scrolls and a shadow marks each side that hides columns.
 * Nothing in it is about prices: the cookie policy's table can use the same box.
 */
export function ScrollTable({ caption, minWidth, scrollHint, stickyHeader = false, children }: ScrollTableProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const edges = useScrollEdges(boxRef);
  const scrolls = edges.left || edges.right;
  return (
    <div css={frameStyles}>
      {/* Always laid out, so that the line appearing after the first reading moves nothing. */}
      <p id={hintId} css={hintStyles} data-shown={scrolls}>
        {scrollHint}
      </p>
      <div css={shadowFrameStyles} data-more-left={edges.left} data-more-right={edges.right}>
        <div
          ref={boxRef}
          css={[scrollStyles, stickyHeader && stickyBoxStyles]}
          role="region"
          aria-label={caption}
          aria-describedby={scrolls ? hintId : undefined}
          // A region that scrolls must be reachable by keyboard so it can be scrolled with the arrow keys.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table css={[tableStyles, stickyHeader && stickyHeadStyles]} style={{ minWidth }}>
            <caption className="visually-hidden">{caption}</caption>
            {children}
          </table>
        </div>
      </div>
    </div>
  );
}

const frameStyles = css`
  /* As a grid or flex item it would otherwise be as wide as the table, and the page would scroll instead. */
  min-width: 0;
  margin-top: ${space.lg};
`;

const hintStyles = css`
  margin: 0 0 ${space.xs};
  color: ${color("muted")};
  font-size: ${fontSize.sm};
  &[data-shown="false"] {
    visibility: hidden;
  }
`;

/** A shadow on each side that hides columns, over the box, so the cells' own backgrounds cannot cover it. */
const shadowFrameStyles = css`
  position: relative;
  &::before,
  &::after {
    content: "";
    position: absolute;
    top: 1px;
    bottom: 1px;
    z-index: 4;
    width: 1.5rem;
    pointer-events: none;
    opacity: 0;
    transition: opacity 150ms ease-out;
  }
  &::before {
    left: 1px;
    background: linear-gradient(to right, rgba(0, 0, 0, 0.22), transparent);
  }
  &::after {
    right: 1px;
    background: linear-gradient(to left, rgba(0, 0, 0, 0.22), transparent);
  }
  &[data-more-left="true"]::before,
  &[data-more-right="true"]::after {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before,
    &::after {
      transition: none;
    }
  }
`;

const scrollStyles = css`
  /* Positioned, so that what is positioned inside (the buttons' visually hidden names) scrolls and clips with the
     table instead of widening the page. */
  position: relative;
  overflow-x: auto;
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
