/** Styles the console's views share: panels, tables, rows of controls, badges. */
import { css } from "@emotion/react";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { buttonBase } from "../../../shared/ui/button-link";

export const panelStyles = css`
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  background: ${color("surfaceRaised")};
  padding: ${space.md};
  margin-block: ${space.md};
  h2 {
    font-size: ${fontSize.lg};
    margin: 0 0 ${space.sm};
  }
`;

export const tableStyles = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  caption {
    text-align: start;
    font-weight: 600;
    padding-block: ${space.xs};
  }
  th,
  td {
    text-align: start;
    padding: ${space.xs} ${space.sm};
    border-bottom: 1px solid ${color("border")};
    vertical-align: top;
  }
  th {
    white-space: nowrap;
    color: ${color("muted")};
  }
  [data-number] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const controlRowStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: end;
  margin-block: ${space.sm};
  & > * {
    flex: 1 1 12rem;
  }
  & > button {
    flex: 0 0 auto;
  }
`;

export const buttonStyles = css`
  ${buttonBase};
  background: ${color("primary")};
  color: ${color("onPrimary")};
  &:hover {
    background: ${color("primaryHover")};
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

export const quietButtonStyles = css`
  ${buttonBase};
  background: transparent;
  color: ${color("link")};
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

export const badgeStyles = css`
  display: inline-block;
  padding: 0 ${space.xs};
  border-radius: ${radius.pill};
  border: 1px solid ${color("border")};
  white-space: nowrap;
  &[data-tone="bad"] {
    color: ${color("danger")};
    background: ${color("dangerBg")};
    border-color: ${color("danger")};
  }
  &[data-tone="good"] {
    color: ${color("success")};
    background: ${color("successBg")};
    border-color: ${color("success")};
  }
`;

export const statusTextStyles = css`
  margin-block: ${space.xs};
  &[data-tone="bad"] {
    color: ${color("danger")};
  }
`;

/** Label and value side by side; a label wider than 40 % of the row wraps, so a phone keeps room for the value. */
export const factsStyles = css`
  display: grid;
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: ${space.xxs} ${space.md};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;
