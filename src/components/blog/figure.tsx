import { css } from "@emotion/react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { createContext, useContext } from "react";
import { color, fontSize, radius, space } from "../../styles/theme";

export interface ArticleFigure {
  id: string;
  image: IGatsbyImageData | undefined;
  alt: string;
  caption: string | null;
}

/** The figures declared in a post's frontmatter, for <Figure id="..." /> in its body. */
export const FiguresContext = createContext<readonly ArticleFigure[]>([]);

/** An image from the post's `figures` list with its caption. The build checks every id exists. */
export function Figure({ id }: { id: string }) {
  const figure = useContext(FiguresContext).find((f) => f.id === id);
  if (!figure?.image) return null;
  return (
    <figure css={figureStyles}>
      <GatsbyImage image={figure.image} alt={figure.alt} css={imageStyles} />
      {figure.caption ? <figcaption>{figure.caption}</figcaption> : null}
    </figure>
  );
}

const figureStyles = css`
  margin: ${space.xl} 0;
  figcaption {
    margin-top: ${space.xs};
    font-size: ${fontSize.sm};
    color: ${color("muted")};
  }
`;

const imageStyles = css`
  border-radius: ${radius.md};
`;
