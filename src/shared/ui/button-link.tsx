import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { color, radius, space } from "../../styles/theme";
import { SmartLink } from "./smart-link";

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: "primary" | "secondary";
  /** The analytics click target, as `track(…)` from lib/analytics-targets.ts makes it (`data-track`). */
  tracking?: Record<string, string>;
}

/** A link styled as a button, for calls to action. */
export function ButtonLink({ to, children, variant = "primary", tracking }: ButtonLinkProps) {
  return (
    <SmartLink to={to} css={variant === "primary" ? primaryButton : secondaryButton} tracking={tracking}>
      {children}
    </SmartLink>
  );
}

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: ${space.xs} ${space.lg};
  border-radius: ${radius.pill};
  font-weight: 600;
  text-decoration: none;
  border: 2px solid ${color("primary")};
  cursor: pointer;
`;

export const primaryButton = css`
  ${buttonBase};
  background: ${color("primary")};
  color: ${color("onPrimary")};
  &:hover {
    background: ${color("primaryHover")};
    border-color: ${color("primaryHover")};
  }
`;

export const secondaryButton = css`
  ${buttonBase};
  background: transparent;
  color: ${color("text")};
  &:hover {
    background: ${color("surface")};
  }
`;

/** A 44 px round target holding one icon. */
const roundIcon = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${radius.pill};
  border: 1px solid ${color("border")};
  color: ${color("text")};
`;

/** A row of round icon links (social profiles, share links). */
export const iconLinkRow = css`
  display: flex;
  gap: ${space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    ${roundIcon};
  }
`;

/** A round icon button (menu, close, theme, back to top). */
export const iconButton = css`
  ${roundIcon};
  background: ${color("surfaceRaised")};
  cursor: pointer;
  &:hover {
    background: ${color("surface")};
  }
`;
