import { css } from "@emotion/react";
import { fill } from "../../../shared/lib/posts";
import { color, fontSize, space } from "../../../styles/theme";

export interface PaginationProps {
  label: string;
  pageOf: string;
  page: number;
  pages: number;
}

/** Page position of a list. Every list fits on one page today (SPEC §9), so there is nothing to link to. */
export function Pagination({ label, pageOf, page, pages }: PaginationProps) {
  return (
    <nav aria-label={label} css={navStyles}>
      <p aria-current="page">{fill(pageOf, { page, pages })}</p>
    </nav>
  );
}

const navStyles = css`
  padding: ${space.xl} 0;
  text-align: center;
  font-size: ${fontSize.sm};
  color: ${color("muted")};
`;
