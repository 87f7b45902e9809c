import { useEffect, useState, type RefObject } from "react";
import { sameEdges, scrollEdges, type ScrollEdges } from "../lib/scroll-box";

const NONE: ScrollEdges = { left: false, right: false };

/**
 * Which sides of a sideways-scrolling box hide content, kept up to date as it scrolls or changes size. Nothing is
 * hidden until the first reading, which waits for a frame (no layout forced during hydration).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    let frame = 0;
    const read = (): void => {
      frame = 0;
      const next = scrollEdges(box);
      setEdges((current) => (sameEdges(current, next) ? current : next));
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
  return edges;
}
