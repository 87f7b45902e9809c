import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useAuth, SessionSwap } from "../../features/account";
import { breakpoint } from "../../styles/theme";
import { navItemStyles } from "./solutions-menu";
import { track } from "../../shared/lib/analytics-targets";
import { routes } from "../../shared/lib/routes";

export interface AccountControlsProps {
  login: { label: string; to: string };
  dashboard: { label: string; to: string };
  /** The team console's link, offered beside the dashboard to a team member (users/me says `team: true`). */
  team: { label: string };
  logoutLabel: string;
  /** Shown beside Log in while signed out (the header's demo control). */
  signedOutExtra?: ReactNode;
}

/**
 * The header's account controls (SPEC §2): Log in while signed out; Waitlist Dashboard and Logout while signed in,
 * with Team beside them for a team member (issue 44: it appears once users/me has said so),
 * swapped without a layout shift (SessionSwap). Below 768 px the header has no room for both: the dashboard link is
 * then the mobile menu's (header.tsx puts it there), and Logout stays in the header.
 */
export function AccountControls({ login, dashboard, team, logoutLabel, signedOutExtra }: AccountControlsProps) {
  const { signOut, user } = useAuth();
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
          {user?.team === true ? (
            <Link to={routes.console} css={[strongItemStyles, wideOnlyStyles]}>
              {team.label}
            </Link>
          ) : null}
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

/**
 * From 768 px. Both sets keep their room while either shows (SessionSwap), so this also sizes a signed-out
 * visitor's header: from 640 px it made that header 650 px wide.
 */
const wideOnlyStyles = css`
  @media (max-width: ${breakpoint.md - 1}px) {
    display: none;
  }
`;
