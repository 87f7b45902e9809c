import { useEffect, useState, type RefObject } from "react";
import { NO_CUE, sameCue, scrollCue, type ScrollCue } from "../lib/scroll-cue";

/**
 * Which sides of a sideways-scrolling box hide content, kept up to date as it scrolls or changes size (the box
 * narrows with the window; its content widens as fonts arrive). Nothing is hidden until the first reading, which
 * waits for a frame, so no layout is forced during hydration.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): ScrollCue {
  const [cue, setCue] = useState<ScrollCue>(NO_CUE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    let frame = 0;
    const read = (): void => {
      frame = 0;
      const next = scrollCue(box);
      setCue((current) => (sameCue(current, next) ? current : next));
    };
    const schedule = (): void => {
      if (!frame) frame = window.requestAnimationFrame(read);
    };
    schedule();
    box.addEventListener("scroll", schedule, { passive: true });
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(schedule);
    resize?.observe(box);
    if (box.firstElementChild) resize?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener("scroll", schedule);
      resize?.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref]);
  return cue;
}
