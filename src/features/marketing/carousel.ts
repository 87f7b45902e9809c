/** Slides per view of a carousel, by screen width. */
export interface PerViewStep {
  /** From this viewport width (px) up… */
  minWidth: number;
  /** …this many slides show at once… */
  show: number;
  /** …with this much space between them (px). */
  gap?: number;
}

/** The step that applies at a viewport width: the widest one whose minWidth it reaches (the narrowest otherwise). */
export function stepFor(width: number, steps: readonly PerViewStep[]): PerViewStep {
  const ascending = [...steps].sort((a, b) => a.minWidth - b.minWidth);
  return ascending.filter((s) => width >= s.minWidth).pop() ?? ascending[0];
}

/** The words of a carousel's controls (data/site.yaml labels). */
export interface CarouselLabels {
  pause: string;
  play: string;
  previous: string;
  next: string;
}

/**
 * The first slide in view after one step forward (`by` 1) or back (-1) through `slides` slides showing `perView` at
 * a time: forward from the last full view goes back to the first, back from the first goes to the last full view.
 */
export function stepSlide(current: number, by: 1 | -1, slides: number, perView: number): number {
  const last = Math.max(0, slides - Math.max(1, perView));
  const here = Math.min(Math.max(0, current), last);
  if (by > 0) return here >= last ? 0 : here + 1;
  return here <= 0 ? last : here - 1;
}

/** Whether the visitor asked for reduced motion (false while rendering on the server): no autoplay, no sliding. */
export const prefersReducedMotion = (): boolean => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
