import { css } from "@emotion/react";
import { afterLoad } from "../../../shared/on-demand/load-failure";
import { useOnDemand } from "../../../shared/on-demand/use-on-demand";
import { closeOverlay, openOverlay, useOverlay } from "../../../shared/overlays/state";
import { breakpoint } from "../../../styles/theme";
import { iconButton } from "../../../shared/ui/button-link";
import { SearchIcon } from "../../../shared/ui/icons";

import { loadDialog } from "../lazy";

/**
 * The open dialog's words: those an opener hands over, then those the visitor types. A new page mounts the header
 * again, and with it an open dialog, which goes on from them (picking a result and searching again at once, the new
 * page could otherwise arrive after the first letters and take them away).
 */
let words = "";

/**
 * Opens the search dialog with `query` typed in (the mobile menu's field hands its words over), fetching it first;
 * `returnTo` takes focus when it closes, for an opener that closes with it. Offline, nothing opens and the failure
 * is reported (src/shared/on-demand/load-failure.ts).
 */
export function openSearch(query = "", returnTo: HTMLElement | null = null): void {
  words = query;
  void afterLoad(loadDialog(), "The search", () => openOverlay("search", returnTo));
}

/** The header's search button and the dialog it opens. On a phone the menu's search field opens it instead. */
export function SearchButton({ label }: { label: string }) {
  const { open, returnTo } = useOverlay("search");
  const { part: Search, prefetch } = useOnDemand(loadDialog, { what: "The search" });
  return (
    <>
      <button type="button" css={[iconButton, buttonStyles]} aria-haspopup="dialog" onPointerDown={prefetch} onClick={() => openSearch()}>
        <SearchIcon />
        <span className="visually-hidden">{label}</span>
      </button>
      {Search ? (
        <Search open={open} query={words} onQuery={(typed) => (words = typed)} returnTo={returnTo} onClose={() => closeOverlay("search")} />
      ) : null}
    </>
  );
}

/** Below 640 px the header has no room for it beside the cart, the theme and the menu (whose field searches). */
const buttonStyles = css`
  @media (max-width: ${breakpoint.sm - 1}px) {
    display: none;
  }
`;
