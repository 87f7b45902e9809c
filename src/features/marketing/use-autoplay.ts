import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "./carousel";
import { CAROUSEL_AUTOPLAY_MS } from "../../shared/lib/constants";

export interface Autoplay {
  /** Whether the Pause/Play button shows: after hydration, and never under prefers-reduced-motion. */
  canPlay: boolean;
  /** What the button says: Pause while playing, Play when paused. */
  playing: boolean;
  toggle: () => void;
}

/**
 * A carousel's autoplay (WCAG 2.2.2): once hydrated, and unless the visitor asked for reduced motion, `advance` runs
 * every CAROUSEL_AUTOPLAY_MS until the visitor pauses it with the button; it holds while the pointer or focus is on
 * `holder` (the slides), so nothing slides away while someone looks at it or moves through it. The timer is this
 * hook's own: a slider library's autoplay keeps a state of its own that the button cannot be sure to restart.
 */
export function useAutoplay(enabled: boolean, holder: () => HTMLElement | null, advance: () => void): Autoplay {
  const [canPlay, setCanPlay] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const latest = useRef({ holder, advance });
  latest.current = { holder, advance };

  useEffect(() => {
    const allowed = enabled && !prefersReducedMotion();
    setCanPlay(allowed);
    setPlaying(allowed);
  }, [enabled]);

  useEffect(() => {
    const element = latest.current.holder();
    if (!element) return undefined;
    // After the event, so that focus has moved and :hover is up to date.
    const update = (): void => setHeld(element.matches(":hover") || element.contains(document.activeElement));
    const later = (): void => void requestAnimationFrame(update);
    const events = ["mouseenter", "mouseleave", "focusin", "focusout"] as const;
    for (const name of events) element.addEventListener(name, later);
    return () => {
      for (const name of events) element.removeEventListener(name, later);
    };
  }, []);

  const running = playing && !held;
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => latest.current.advance(), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  return { canPlay, playing, toggle: () => setPlaying((now) => !now) };
}
