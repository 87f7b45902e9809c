/**
 * Scroll reveal (SPEC §9): sections below the fold fade and rise into place as they scroll into view. Only
 * sections that are below the viewport when the page has loaded are hidden, and only by script, so nothing a
 * visitor can already see, and nothing at all without JavaScript or under prefers-reduced-motion, is ever hidden.
 */

/** Length of the reveal transition. */
export const REVEAL_MS = 450;
/** How far below its place a section starts. */
export const REVEAL_OFFSET_PX = 48;

/** Hide an element until it is scrolled to only when its top is below the bottom of the viewport. */
export const startsHidden = (top: number, viewportHeight: number): boolean => top >= viewportHeight;
