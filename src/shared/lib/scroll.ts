/** Header visibility from scroll positions (SPEC §2: hidden while scrolling down, shown when scrolling up after 80 px). */
import { HEADER_SCROLL_OFFSET } from "./constants";

export interface HeaderScrollState {
  /** Slid out of view. */
  hidden: boolean;
  /** Stuck to the top of the viewport after scrolling back up. */
  pinned: boolean;
}

export function nextHeaderState(previousY: number, y: number, current: HeaderScrollState): HeaderScrollState {
  if (y <= HEADER_SCROLL_OFFSET) return { hidden: false, pinned: false };
  if (y > previousY) return { hidden: true, pinned: false };
  if (y < previousY) return { hidden: false, pinned: true };
  return current;
}
