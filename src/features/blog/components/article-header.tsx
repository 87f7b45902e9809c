import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { PostMeta, type PostMetaProps } from "./post-meta";
import { Picture } from "../../../shared/ui/picture";

export interface ArticleHeaderProps {
  meta: PostMetaProps;
  title: string;
  desc: string;
  cover: IGatsbyImageData | undefined;
  coverAlt: string;
}

/** The top of an article: meta row, the page's h1, the lead paragraph and the cover picture. */
export function ArticleHeader({ meta, title, desc, cover, coverAlt }: ArticleHeaderProps) {
  return (
    <>
      <header css={headerStyles}>
        <PostMeta {...meta} />
        <h1 css={titleStyles}>{title}</h1>
        <p css={leadStyles}>{desc}</p>
      </header>
      {cover ? <Picture image={cover} alt={coverAlt} css={coverStyles} loading="eager" /> : null}
    </>
  );
}

const headerStyles = css`
  padding: ${space.xl} 0 ${space.lg};
`;

const titleStyles = css`
  font-size: ${fontSize.display};
  letter-spacing: -0.02em;
  margin: ${space.sm} 0;
`;

const leadStyles = css`
  font-size: ${fontSize.lg};
  color: ${color("muted")};
`;

const coverStyles = css`
  border-radius: ${radius.md};
  aspect-ratio: 3 / 2;
`;
