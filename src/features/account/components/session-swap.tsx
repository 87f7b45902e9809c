import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { useAuth } from "../auth-provider";

export interface SessionSwapProps {
  signedOut: ReactNode;
  signedIn: ReactNode;
  className?: string;
}

/**
 * Shows one of two contents by session state without moving anything after hydration: both sit in one grid cell, so
 * the cell is as large as the larger from the first paint (the static HTML is the signed-out page), and the inactive
 * one is `visibility: hidden`, which also keeps it out of the tab order and away from screen readers.
 */
export function SessionSwap({ signedOut, signedIn, className }: SessionSwapProps) {
  const auth = useAuth();
  return (
    <div css={stackStyles} className={className}>
      <div css={layerStyles} data-active={!auth.signedIn}>
        {signedOut}
      </div>
      <div css={layerStyles} data-active={auth.signedIn}>
        {signedIn}
      </div>
    </div>
  );
}

const stackStyles = css`
  display: grid;
  & > * {
    grid-area: 1 / 1;
  }
`;

const layerStyles = css`
  &[data-active="false"] {
    visibility: hidden;
  }
`;
