import { css } from "@emotion/react";
import { color, space } from "../../../styles/theme";

/** The row of next steps under a mailed link's outcome (a retry, a dialog, a link onward). */
export const nextStepsStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.lg};
  margin: ${space.md} 0 0;
  a {
    color: ${color("link")};
    font-weight: 600;
  }
`;
