import { css } from "@emotion/react";
import { Link } from "gatsby";
import { fill } from "../../../shared/lib/posts";
import { blogAuthorPath, blogCategoryPath } from "../../../shared/lib/routes";
import { color, fontSize, radius, space } from "../../../styles/theme";

export interface PostMetaProps {
  category: string;
  author: { id: string; name: string } | null;
  /** YYYY-MM-DD */
  date: string;
  /** The same day as the page shows it, formatted by the build: "April 27, 2025". */
  dateText: string;
  /** 0 for a post without a body yet (no reading time shown). */
  readingMinutes: number;
  words: { by: string; readingTime: string };
}

/** The row above a post's title, in lists and on the article: category badge, author, date, reading time. */
export function PostMeta({ category, author, date, dateText, readingMinutes, words }: PostMetaProps) {
  return (
    <p css={metaStyles}>
      <Link to={blogCategoryPath(category)} css={badgeStyles}>
        {category}
      </Link>
      {author ? (
        <span>
          {words.by} <Link to={blogAuthorPath(author.id)}>{author.name}</Link>
        </span>
      ) : null}
      <time dateTime={date}>{dateText}</time>
      {readingMinutes > 0 ? <span>{fill(words.readingTime, { minutes: readingMinutes })}</span> : null}
    </p>
  );
}

const metaStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  font-size: ${fontSize.sm};
  color: ${color("muted")};
`;

const badgeStyles = css`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: ${radius.pill};
  background: ${color("tagBg")};
  color: ${color("tagText")};
  font-weight: 700;
  text-decoration: none;
`;
