import { css } from "@emotion/react";
import { Link } from "gatsby";
import { routes } from "../../shared/lib/routes";
import { breakpoint, color, fontSize } from "../../styles/theme";

export interface LogoProps {
  name: string;
  label: string;
}

/** The Gestura mark and wordmark, linking home. */
export function Logo({ name, label }: LogoProps) {
  return (
    <Link to={routes.home} css={logoStyles} aria-label={label}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path
          d="M11 22v-8.5a1.5 1.5 0 0 1 3 0V19m0-7.5V9.5a1.5 1.5 0 0 1 3 0V19m0-8a1.5 1.5 0 0 1 3 0v8m0-5.5a1.5 1.5 0 0 1 3 0V20a6 6 0 0 1-6 6h-1.2a6 6 0 0 1-4.6-2.2L8 20.8a1.5 1.5 0 0 1 2.2-2L11 19.6"
          fill="none"
          stroke="var(--color-bg)"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{name}</span>
    </Link>
  );
}

const logoStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  color: ${color("primary")};
  font-size: ${fontSize.xl};
  font-weight: 800;
  letter-spacing: -0.02em;
  text-decoration: none;
  svg {
    /* The mark keeps its size in a crowded phone header. */
    flex-shrink: 0;
  }
  span {
    color: ${color("text")};
  }
  /* On a small phone the header holds the mark alone (the link is named by its label), so sign-in, the cart, the
     theme and the menu fit down to 320 px without scrolling sideways (WCAG 1.4.10). */
  @media (max-width: ${breakpoint.xs - 1}px) {
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;
