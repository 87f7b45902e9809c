import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { color, fontSize, space } from "../../styles/theme";

export interface PageHeaderProps {
  eyebrow?: string | null;
  heading: ReactNode;
  intro?: string | null;
  children?: ReactNode;
}

/** The top of a page: optional eyebrow label, the page's only h1, an intro line and optional actions. */
export function PageHeader({ eyebrow, heading, intro, children }: PageHeaderProps) {
  return (
    <header css={headerStyles}>
      {eyebrow ? <p css={eyebrowStyles}>{eyebrow}</p> : null}
      <h1 css={headingStyles}>{heading}</h1>
      {intro ? <p css={introStyles}>{intro}</p> : null}
      {children}
    </header>
  );
}

const headerStyles = css`
  padding: ${space.xxl} 0 ${space.xl};
  max-width: 46rem;
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
