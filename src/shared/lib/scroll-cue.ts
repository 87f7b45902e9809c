/** What a sideways-scrolling box holds out of sight: more before its left edge, more past its right edge. */
export interface ScrollCue {
  start: boolean;
  end: boolean;
}

/** Nothing hidden: how a box reads before it is first measured. */
export const NO_CUE: ScrollCue = { start: false, end: false };

/** Below this many pixels a box counts as scrolled to its edge (sub-pixel widths never quite add up). */
const SLACK_PX = 1;

/**
 * Reads a scroll box's sideways position. `scrollLeft` is negative in a right-to-left box, so only its size counts.
 */
export function scrollCue({ scrollLeft, scrollWidth, clientWidth }: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollCue {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= SLACK_PX) return NO_CUE;
  const scrolled = Math.abs(scrollLeft);
  return { start: scrolled > SLACK_PX, end: scrolled < hidden - SLACK_PX };
}

export const sameCue = (a: ScrollCue, b: ScrollCue): boolean => a.start === b.start && a.end === b.end;
