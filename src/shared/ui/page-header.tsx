import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { color, fontSize, mq, radius, space } from "../../styles/theme";
import { textAndPicture } from "../../styles/blocks";
import type { PagePicture } from "./page-picture";
import { Picture } from "./picture";

export interface PageHeaderProps {
  eyebrow?: string | null;
  heading: ReactNode;
  intro?: string | null;
  children?: ReactNode;
  /** A picture beside the heading from 1024 px, under it on smaller screens. */
  image?: PagePicture;
}

/** The top of a page: optional eyebrow label, the page's only h1, an intro line, optional actions and picture. */
export function PageHeader({ eyebrow, heading, intro, children, image }: PageHeaderProps) {
  return (
    <header css={[headerStyles, image && withImageStyles]}>
      <div css={textStyles}>
        {eyebrow ? <p css={eyebrowStyles}>{eyebrow}</p> : null}
        <h1 css={headingStyles}>{heading}</h1>
        {intro ? <p css={introStyles}>{intro}</p> : null}
        {children}
      </div>
      {image ? <Picture image={image.image} alt={image.alt} css={imageStyles} loading="eager" /> : null}
    </header>
  );
}

const headerStyles = css`
  padding: ${space.xxl} 0 ${space.xl};
`;

const withImageStyles = textAndPicture(mq.lg, space.xl, 1.1);

const textStyles = css`
  max-width: 46rem;
`;

const imageStyles = css`
  border-radius: ${radius.lg};
`;

const eyebrowStyles = css`
  margin: 0 0 ${space.xs};
  font-size: ${fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color("primary")};
`;

const headingStyles = css`
  font-size: ${fontSize.display};
  letter-spacing: -0.02em;
`;

const introStyles = css`
  font-size: ${fontSize.lg};
  color: ${color("muted")};
`;
