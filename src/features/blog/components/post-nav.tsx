import { css } from "@emotion/react";
import { Link } from "gatsby";
import { blogDetailsPath } from "../../../shared/lib/routes";
import { color, fontSize, radius, space } from "../../../styles/theme";

export interface NeighbourPost {
  id: string;
  title: string;
}

export interface PostNavProps {
  label: string;
  previous: NeighbourPost | null;
  next: NeighbourPost | null;
  words: { previous: string; next: string };
}

/** Links to the older and the newer article (always in the standard layout). */
export function PostNav({ label, previous, next, words }: PostNavProps) {
  return (
    <nav aria-label={label} css={navStyles}>
      {previous ? (
        <Link to={blogDetailsPath(previous.id)} rel="prev">
          <span css={labelStyles}>{words.previous}</span>
          <span>{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={blogDetailsPath(next.id)} rel="next" css={nextStyles}>
          <span css={labelStyles}>{words.next}</span>
          <span>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}

const navStyles = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.md};
  margin: ${space.xl} 0;
  a {
    display: flex;
    flex-direction: column;
    gap: ${space.xxs};
    padding: ${space.md};
    border: 1px solid ${color("border")};
    border-radius: ${radius.md};
    text-decoration: none;
    color: ${color("text")};
  }
  a:hover span:last-of-type {
    text-decoration: underline;
  }
`;

const nextStyles = css`
  text-align: right;
  grid-column: 2;
`;

const labelStyles = css`
  font-size: ${fontSize.sm};
  font-weight: 700;
  color: ${color("primary")};
`;
