import { css } from "@emotion/react";
import { MDXProvider } from "@mdx-js/react";
import type { ReactNode } from "react";
import { fontSize, space } from "../../../styles/theme";
import { MdxLink } from "../../../shared/ui/mdx-link";
import { Figure, FiguresContext, Lightbox, type ArticleFigure, type LightboxWords } from "./figure";

export interface ArticleBodyProps {
  figures: readonly ArticleFigure[];
  lightboxWords: LightboxWords;
  /** Shown instead of the body while a post has none yet. */
  comingSoon: string | null;
  /** The compiled MDX body, or null when the post has no body yet. */
  children: ReactNode;
}

const mdxComponents = { Figure, a: MdxLink };

/** The article's text with its figures (each opens the image viewer), or "coming soon" for a post without a body. */
export function ArticleBody({ figures, lightboxWords, comingSoon, children }: ArticleBodyProps) {
  return (
    <div css={bodyStyles}>
      {children ? (
        <FiguresContext.Provider value={{ figures, words: lightboxWords }}>
          <Lightbox words={lightboxWords}>
            <MDXProvider components={mdxComponents}>{children}</MDXProvider>
          </Lightbox>
        </FiguresContext.Provider>
      ) : (
        <p css={soonStyles}>{comingSoon}</p>
      )}
    </div>
  );
}

const bodyStyles = css`
  padding: ${space.xl} 0;
  font-size: 1.0625rem;
  line-height: 1.75;
  h2 {
    margin-top: ${space.xl};
  }
`;

const soonStyles = css`
  font-size: ${fontSize.lg};
  font-weight: 600;
`;
