import { css } from "@emotion/react";
import { space } from "../../../styles/theme";
import type { PostSummary } from "./post-card";
import { PostGrid, type PostGridProps } from "./post-grid";

export interface RelatedPostsProps {
  heading: string;
  posts: readonly PostSummary[];
  words: PostGridProps["words"];
}

/** Other articles of the same category under an article; nothing when there are none. */
export function RelatedPosts({ heading, posts, words }: RelatedPostsProps) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" css={relatedStyles}>
      <h2 id="related-heading">{heading}</h2>
      <PostGrid posts={posts} words={words} headingLevel="h3" />
    </section>
  );
}

const relatedStyles = css`
  margin: ${space.xl} 0;
  h2 {
    margin-bottom: ${space.lg};
  }
`;
