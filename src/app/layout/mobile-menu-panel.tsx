import { css } from "@emotion/react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { filterMenuGroups } from "./menu";
import { track } from "../../shared/lib/analytics-targets";
import { color, fontSize, mq, space } from "../../styles/theme";
import { primaryButton, secondaryButton } from "../../shared/ui/button-link";
import { Dialog } from "../../shared/ui/dialog";
import { MenuGroups } from "./menu-groups";
import { SmartLink } from "../../shared/ui/smart-link";
import type { MobileMenuProps } from "./mobile-menu";

/**
 * The mobile menu's panel, as a modal <dialog>: the browser traps focus and closes it on Escape; a click on the
 * backdrop or on a link closes it too, and focus returns to the Menu button. Its search field filters the menu's
 * own links as you type; Enter or its Search button opens the site search with the typed words instead of
 * submitting the page (SPEC §2, PRODUCT §6). Loaded on the first press of the Menu button.
 */
export function MobileMenuPanel({
  groups,
  actions,
  labels,
  open,
  onClose,
  onSearch,
  onDemo,
}: MobileMenuProps & { open: boolean; onClose: () => void; onSearch: (query: string) => void; onDemo: () => void }) {
  const [query, setQuery] = useState("");
  const hide = (): void => {
    onClose();
    setQuery("");
  };
  const searchId = useId();
  const visible = useMemo(() => filterMenuGroups(groups, query), [groups, query]);

  /** The page is never submitted (SPEC §2): the typed words go to the site search, which replaces the menu. */
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    onSearch(query.trim());
    setQuery("");
  };

  return (
    <Dialog open={open} onClose={hide} title={labels.openMenu} closeLabel={labels.closeMenu} placement="side" closeOnRouteChange css={dialogStyles}>
      <div css={panelStyles}>
        <form role="search" onSubmit={onSubmit} css={searchStyles}>
          <label htmlFor={searchId}>{labels.menuSearch}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            // A search field would swallow Escape to clear itself; in this panel Escape always closes the menu.
            onKeyDown={(e) => {
              if (e.key === "Escape") {
                e.preventDefault();
                hide();
              }
            }}
            autoComplete="off"
          />
          <button type="submit">{labels.search}</button>
        </form>
        {actions ? (
          <div css={actionsStyles}>
            <button type="button" aria-haspopup="dialog" css={primaryButton} onClick={onDemo} {...track("header-demobutton")}>
              {actions.demo}
            </button>
            <SmartLink to={actions.waitlist.to} css={secondaryButton} onClick={hide}>
              {actions.waitlist.label}
            </SmartLink>
          </div>
        ) : null}
        {visible.length > 0 ? (
          <MenuGroups groups={visible} soonLabel={labels.soon} soonName={labels.soonName} onNavigate={hide} />
        ) : (
          <p role="status">{labels.menuSearchEmpty}</p>
        )}
      </div>
    </Dialog>
  );
}

const dialogStyles = css`
  ${mq.desktopNav} {
    display: none;
  }
`;

const panelStyles = css`
  padding: ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
`;

/** The two calls to action, side by side when they fit, each a full-width row when they do not. */
const actionsStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  & > * {
    flex: 1 1 12rem;
    font: inherit;
    font-weight: 600;
  }
`;

const searchStyles = css`
  display: grid;
  /* minmax(0, …): the field gives way on the narrowest phones instead of pushing the Search button out. */
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.xxs} ${space.xs};
  label {
    grid-column: 1 / -1;
  }
  button {
    min-height: 44px;
    padding: 0 ${space.md};
    border: 1px solid ${color("primary")};
    border-radius: 8px;
    background: ${color("primary")};
    color: ${color("onPrimary")};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  label {
    font-size: ${fontSize.sm};
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${space.sm};
    border: 1px solid ${color("muted")};
    border-radius: 8px;
    background: ${color("bg")};
  }
`;
