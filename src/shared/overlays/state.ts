/**
 * The header's overlays (the menu panel, the cart panel, the search dialog) share one rule: one open at a time.
 * Which one is open lives here, outside React, so opening one closes the other in the same render wherever it sits;
 * each closes on Escape, a backdrop click and a route change through Dialog. `returnTo` is where focus goes when
 * the open one closes, when its opener is gone (the menu's search field, closed with the menu).
 */
import { useStore } from "../hooks/use-store";
import { createStore } from "../lib/store";

export type OverlayName = "menu" | "cart" | "search";

interface OverlayState {
  open: OverlayName | null;
  returnTo: HTMLElement | null;
}

const overlays = createStore<OverlayState, OverlayState>((_, next) => next, { open: null, returnTo: null });

export const openOverlay = (name: OverlayName, returnTo: HTMLElement | null = null): void => overlays.dispatch({ open: name, returnTo });

export const closeOverlay = (name: OverlayName): void => {
  if (overlays.getState().open === name) overlays.dispatch({ open: null, returnTo: null });
};

/** Whether `name` is open, and where its focus goes back to when that is not its opener. */
export function useOverlay(name: OverlayName): { open: boolean; returnTo: HTMLElement | null } {
  const state = useStore(overlays);
  return { open: state.open === name, returnTo: state.open === name ? state.returnTo : null };
}
