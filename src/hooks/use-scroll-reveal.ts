import { useEffect } from "react";
import { startsHidden } from "../lib/reveal";

/**
 * Marks every `[data-reveal]` element below the viewport as pending (hidden, see global styles) and reveals each
 * one as it scrolls into view. Runs after hydration, so the server markup never hides anything.
 */
export function useScrollReveal(): void {
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return undefined;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return undefined;
    const pending = [...document.querySelectorAll<HTMLElement>("[data-reveal]")].filter((el) =>
      startsHidden(el.getBoundingClientRect().top, window.innerHeight),
    );
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const el = entry.target as HTMLElement;
        el.classList.add("reveal-in");
        el.classList.remove("reveal-pending");
        observer.unobserve(el);
      }
    });
    for (const el of pending) {
      el.classList.add("reveal-pending");
      observer.observe(el);
    }
    return () => {
      observer.disconnect();
      for (const el of pending) el.classList.remove("reveal-pending");
    };
  }, []);
}
