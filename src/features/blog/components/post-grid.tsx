import { css } from "@emotion/react";
import { mq, space } from "../../../styles/theme";
import { PostCard, type PostCardProps, type PostSummary } from "./post-card";

export interface PostGridProps {
  posts: readonly PostSummary[];
  words: PostCardProps["words"] & { empty: string };
  columns?: 1 | 3;
  headingLevel?: "h2" | "h3";
}

/** Posts in a grid (three columns on wide screens) or one per row. */
export function PostGrid({ posts, words, columns = 3, headingLevel = "h2" }: PostGridProps) {
  if (posts.length === 0) return <p>{words.empty}</p>;
  return (
    <ul css={[listStyles, columns === 3 && threeStyles]}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} words={words} headingLevel={headingLevel} layout={columns === 1 ? "row" : "card"} />
        </li>
      ))}
    </ul>
  );
}

const listStyles = css`
  display: grid;
  gap: ${space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const threeStyles = css`
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
