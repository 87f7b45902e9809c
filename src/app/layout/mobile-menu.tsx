import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { closeOverlay, openOverlay, useOverlay } from "../../shared/overlays/state";
import { useLeadDialogs } from "../../features/leads";
import { openSearch } from "../../features/search";
import { iconButton } from "../../shared/ui/button-link";
import { MenuIcon } from "../../shared/ui/icons";
import type { MenuGroup } from "./menu-groups";
import { MobileMenuPanel } from "./mobile-menu-panel";

/** The calls to action the desktop header shows a signed-out visitor: the demo dialog and the sign-up link. */
export interface MobileMenuActions {
  demo: string;
  waitlist: { label: string; to: string };
}

export interface MobileMenuProps {
  groups: readonly MenuGroup[];
  /** Shown above the links while signed out; null while signed in. */
  actions: MobileMenuActions | null;
  labels: { openMenu: string; closeMenu: string; menuSearch: string; menuSearchEmpty: string; soon: string; soonName: string; search: string };
}

/**
 * The Menu button for widths up to 1,199 px (breakpoint.menu) and its panel (mobile-menu-panel.tsx). The panel's
 * code comes with the header: a phone's main navigation needs no fetch, and opens offline once the page has loaded.
 * Its markup is rendered from the first press on.
 */
export function MobileMenu({ groups, actions, labels }: MobileMenuProps) {
  const { open } = useOverlay("menu");
  const leadDialogs = useLeadDialogs();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const show = (): void => {
    setOpened(true);
    openOverlay("menu");
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        css={iconButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
      >
        <MenuIcon />
        <span className="visually-hidden">{labels.openMenu}</span>
      </button>
      {opened ? (
        <MobileMenuPanel
          groups={groups}
          actions={actions}
          labels={labels}
          open={open}
          onClose={() => closeOverlay("menu")}
          // The site search takes over from the menu, and gives focus back to the Menu button when it closes.
          onSearch={(query) => openSearch(query, button.current)}
          // The demo dialog replaces the menu: the menu closes first (flushSync: its <dialog> is closed before the
          // next line), so the Menu button can take focus, and the demo dialog gives focus back to it.
          onDemo={() => {
            flushSync(() => closeOverlay("menu"));
            button.current?.focus();
            leadDialogs.open("demo");
          }}
        />
      ) : null}
    </>
  );
}
