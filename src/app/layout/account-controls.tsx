import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useAuth } from "../../features/account/auth-provider";
import { SessionSwap } from "../../features/account/components/session-swap";
import { breakpoint } from "../../styles/theme";
import { navItemStyles } from "./solutions-menu";
import { track } from "../../shared/lib/analytics-targets";

export interface AccountControlsProps {
  login: { label: string; to: string };
  dashboard: { label: string; to: string };
  logoutLabel: string;
  /** Shown beside Log in while signed out (the header's demo control). */
  signedOutExtra?: ReactNode;
}

/**
 * The header's account controls (SPEC §2): Log in while signed out; Waitlist Dashboard and Logout while signed in,
 * swapped without a layout shift (SessionSwap). On a phone the header has no room for both: the dashboard link is
 * then the mobile menu's (header.tsx puts it there), and Logout stays in the header.
 */
export function AccountControls({ login, dashboard, logoutLabel, signedOutExtra }: AccountControlsProps) {
  const { signOut } = useAuth();
  return (
    <SessionSwap
      css={swapStyles}
      signedOut={
        <div css={setStyles}>
          {signedOutExtra}
          <Link to={login.to} css={strongItemStyles}>
            {login.label}
          </Link>
        </div>
      }
      signedIn={
        <div css={setStyles}>
          <Link to={dashboard.to} css={[strongItemStyles, wideOnlyStyles]}>
            {dashboard.label}
          </Link>
          <button type="button" css={[navItemStyles, buttonStyles]} onClick={() => void signOut()} {...track("logoutbutton")}>
            {logoutLabel}
          </button>
        </div>
      }
    />
  );
}

const swapStyles = css`
  justify-items: end;
  align-items: center;
`;

const setStyles = css`
  display: flex;
  align-items: center;
`;

const strongItemStyles = css`
  ${navItemStyles};
  font-weight: 600;
  white-space: nowrap;
`;

const buttonStyles = css`
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
  white-space: nowrap;
`;

const wideOnlyStyles = css`
  @media (max-width: ${breakpoint.sm - 1}px) {
    display: none;
  }
`;
