import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { color, radius, space } from "../../styles/theme";
import { SmartLink } from "./smart-link";

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: "primary" | "secondary";
}

/** A link styled as a button, for calls to action. */
export function ButtonLink({ to, children, variant = "primary" }: ButtonLinkProps) {
  return (
    <SmartLink to={to} css={variant === "primary" ? primaryButton : secondaryButton}>
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

/** A square icon button (menu, close, theme, back to top). */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${radius.pill};
  border: 1px solid ${color("border")};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  cursor: pointer;
  &:hover {
    background: ${color("surface")};
  }
`;
