/**
 * Geometry behind the browser suite's layout invariants (e2e/layout-invariants.spec.ts): which visible controls
 * overlap, and which menu entries lie outside their panel. Pure, so the rules are unit-tested apart from a browser.
 */

/** A box in CSS pixels, as getBoundingClientRect gives it. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A control as the page reports it. */
export interface Control {
  /** What a person would call it: its role or tag and its accessible name. */
  name: string;
  rect: Rect;
  /**
   * What it is drawn on: the page, or a layer that floats over it (a fixed or sticky bar, a dialog). Controls on
   * different layers may cover each other by design (a sticky header over the page, a banner over the footer).
   */
  layer: string;
  /**
   * Where it sits in the document ("0.3.1"): a control inside another (a link in a scroll region) is not a clash,
   * nor are two boxes of one control (a link wrapped over two lines has a box per line).
   */
  path: string;
}

/** Overlaps up to this many pixels each way are borders and rounding, not one control covering another. */
export const TOLERANCE_PX = 1;

/** The part two boxes share, or null when they share less than `tolerance` pixels in either direction. */
export function intersection(a: Rect, b: Rect, tolerance = TOLERANCE_PX): Rect | null {
  const shared = {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
  return shared.right - shared.left > tolerance && shared.bottom - shared.top > tolerance ? shared : null;
}

const isWithin = (inner: string, outer: string): boolean => inner.startsWith(`${outer}.`);

/** Each pair of controls on the same layer that cover each other, as "A ⟷ B", once; none nested in the other. */
export function overlappingPairs(controls: readonly Control[], tolerance = TOLERANCE_PX): string[] {
  const pairs: string[] = [];
  controls.forEach((a, i) => {
    for (const b of controls.slice(i + 1)) {
      if (a.layer !== b.layer || a.path === b.path || isWithin(a.path, b.path) || isWithin(b.path, a.path)) continue;
      if (intersection(a.rect, b.rect, tolerance)) pairs.push(`${a.name} ⟷ ${b.name}`);
    }
  });
  return [...new Set(pairs)];
}

/**
 * The entries that stick out of their panel, each as "name (n px past the right edge)". `scrollHeight` is how far
 * the panel runs down when it scrolls (a tall menu): entries below its visible bottom are inside it all the same.
 */
export function entriesOutside(
  panel: Rect & { scrollHeight?: number },
  entries: readonly { name: string; rect: Rect }[],
  tolerance = TOLERANCE_PX,
): string[] {
  const bottom = Math.max(panel.bottom, panel.top + (panel.scrollHeight ?? 0));
  return entries.flatMap(({ name, rect }) => {
    const past = [
      ["left", panel.left - rect.left],
      ["right", rect.right - panel.right],
      ["top", panel.top - rect.top],
      ["bottom", rect.bottom - bottom],
    ] as const;
    return past.filter(([, by]) => by > tolerance).map(([edge, by]) => `${name} (${Math.round(by)} px past the ${edge} edge)`);
  });
}
