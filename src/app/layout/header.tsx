import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useMemo } from "react";
import { useScrollState } from "../../shared/hooks/use-scroll-state";
import type { SiteData } from "../../shared/hooks/use-site";
import { useAuth } from "../../features/account";
import { breakpoint, color, headerBorder, headerHeight, layer, mq, space } from "../../styles/theme";
import { CartButton } from "../../features/shop";
import { LeadDialogButton } from "../../features/leads";
import { SearchButton } from "../../features/search";
import { AccountControls } from "./account-controls";
import { Logo } from "./logo";
import type { MenuGroup } from "./menu-groups";
import { MobileMenu } from "./mobile-menu";
import { SolutionsMenu, navItemStyles } from "./solutions-menu";
import { ThemeToggle } from "../../features/theme";
import { track } from "../../shared/lib/analytics-targets";
import { routes } from "../../shared/lib/routes";

export interface HeaderProps {
  site: SiteData["site"];
  nav: SiteData["nav"];
}

/**
 * Site header: logo, main navigation (a Solutions disclosure on wide screens, a menu panel up to 1,199 px),
 * the account controls (Log in, or Waitlist Dashboard and Logout) and the dark-mode toggle. It slides away while
 * scrolling down and returns, sticky, when scrolling up. While anything inside it has focus it stays in view.
 */
export function Header({ site, nav }: HeaderProps) {
  const { hidden, pinned } = useScrollState();
  const { labels } = site;

  return (
    <header css={headerStyles} data-hidden={hidden} data-pinned={pinned}>
      <div css={innerStyles}>
        <Logo name={site.name} label={labels.homeLink} />
        <nav aria-label={labels.primaryNav} css={desktopNavStyles}>
          <ul>
            {nav.header.map((item) => (
              <li key={item.label}>
                {item.menu === "solutions" ? (
                  <SolutionsMenu label={item.label} groups={nav.solutions} soonLabel={labels.soon} soonName={labels.soonName} />
                ) : (
                  <Link to={item.to ?? "/"} css={navItemStyles}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div css={actionsStyles}>
          <AccountControls
            login={nav.login}
            dashboard={nav.dashboard}
            team={nav.team}
            logoutLabel={labels.logout}
            signedOutExtra={
              <LeadDialogButton dialog="demo" css={demoStyles} {...track("header-demobutton")}>
                {nav.demo.label}
              </LeadDialogButton>
            }
          />
          <SearchButton label={site.search.button} />
          <CartButton label={site.shop.cartButton} />
          <ThemeToggle label={labels.darkMode} />
          <div css={mobileOnlyStyles}>
            <HeaderMenu site={site} nav={nav} />
          </div>
        </div>
      </div>
    </header>
  );
}

/**
 * The Menu button, whose panel lists Log in or the dashboard. It alone follows the session, so the session becoming
 * known after hydration renders this button again, not the whole header.
 */
function HeaderMenu({ site, nav }: HeaderProps) {
  const { labels } = site;
  const { signedIn, user } = useAuth();
  const account = signedIn ? nav.dashboard : nav.login;
  const team = signedIn && user?.team === true ? nav.team : null;
  // What the desktop header offers a signed-out visitor beside Log in; signed in, the dashboard link above is all.
  const actions = signedIn ? null : { demo: nav.demo.label, waitlist: nav.waitlist };

  const groups = useMemo<MenuGroup[]>(
    () => [
      {
        heading: labels.menuPages,
        items: [
          ...nav.header.filter((item) => item.to).map((item) => ({ label: item.label, to: item.to as string, soon: null })),
          { label: account.label, to: account.to, soon: null },
          ...(team ? [{ label: team.label, to: routes.console, soon: null }] : []),
        ],
      },
      ...nav.solutions,
    ],
    [nav, labels.menuPages, account, team],
  );

  return (
    <MobileMenu
      groups={groups}
      actions={actions}
      labels={{
        openMenu: labels.openMenu,
        closeMenu: labels.closeMenu,
        menuSearch: labels.menuSearch,
        menuSearchEmpty: labels.menuSearchEmpty,
        search: site.search.button,
        soon: labels.soon,
        soonName: labels.soonName,
      }}
    />
  );
}

const headerStyles = css`
  position: sticky;
  top: 0;
  z-index: ${layer.header};
  background: ${color("bg")};
  border-bottom: ${headerBorder} solid ${color("border")};
  transition: transform 250ms ease;
  &[data-hidden="true"] {
    transform: translateY(-100%);
  }
  &[data-hidden="true"]:focus-within {
    transform: none;
  }
  &[data-pinned="true"] {
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
  }
`;

const innerStyles = css`
  max-width: ${breakpoint.max}px;
  margin: 0 auto;
  height: ${headerHeight};
  padding: 0 ${space.md};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
`;

/** The top-level list only: the Solutions panel inside it lays out its own lists (menu-groups.tsx). */
const desktopNavStyles = css`
  & > ul {
    display: flex;
    align-items: center;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ${mq.mobileNav} {
    display: none;
  }
`;

const actionsStyles = css`
  display: flex;
  align-items: center;
  gap: ${space.xxs};
  ${mq.sm} {
    gap: ${space.xs};
  }
`;

/** A button styled like the links beside it; from 640 px (the footer has it on narrower screens). */
const demoStyles = css`
  ${navItemStyles};
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  display: none;
  ${mq.sm} {
    display: inline-flex;
  }
`;

const mobileOnlyStyles = css`
  ${mq.desktopNav} {
    display: none;
  }
`;
