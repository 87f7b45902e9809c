import { useEffect } from "react";
import { startsHidden } from "../lib/reveal";

/**
 * Marks every `[data-reveal]` element below the viewport as pending (hidden, see global styles) and reveals each
 * one as it scrolls into view. Runs after hydration, so the server markup never hides anything. Where each element
 * sits is read from the observer's first report, not by measuring during hydration (a forced layout of the whole
 * page in the same task): an element below the fold is out of sight anyway when it is marked a frame later.
 */
export function useScrollReveal(): void {
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return undefined;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return undefined;
    const placed = new Set<Element>();
    const pending = new Set<HTMLElement>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        if (!placed.has(el)) {
          // First report: hide it only when it starts below the viewport.
          placed.add(el);
          const viewport = entry.rootBounds?.height ?? window.innerHeight;
          if (entry.isIntersecting || !startsHidden(entry.boundingClientRect.top, viewport)) {
            observer.unobserve(el);
          } else {
            el.classList.add("reveal-pending");
            pending.add(el);
          }
        } else if (entry.isIntersecting) {
          el.classList.add("reveal-in");
          el.classList.remove("reveal-pending");
          pending.delete(el);
          observer.unobserve(el);
        }
      }
    });
    for (const el of document.querySelectorAll<HTMLElement>("[data-reveal]")) observer.observe(el);
    return () => {
      observer.disconnect();
      for (const el of pending) el.classList.remove("reveal-pending");
    };
  }, []);
}
