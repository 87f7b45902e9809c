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
