/** What a box that scrolls sideways hides: content to its left and to its right (a scroll cue shows each). */
export interface ScrollEdges {
  /** Content is hidden to the left (the box is scrolled). */
  left: boolean;
  /** Content is hidden to the right. */
  right: boolean;
}

/** Reads the edges from a box's measures; a pixel of rounding (zoom, fractional widths) is not content. */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollEdges {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= 1) return { left: false, right: false };
  return { left: scrollLeft > 1, right: scrollLeft < hidden - 1 };
}

export const sameEdges = (a: ScrollEdges, b: ScrollEdges): boolean => a.left === b.left && a.right === b.right;
