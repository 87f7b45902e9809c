import { useEffect, useState } from "react";
import { FLOATING_CONTROLS_OFFSET } from "../lib/constants";
import { nextHeaderState, type HeaderScrollState } from "../lib/scroll";

export interface ScrollState extends HeaderScrollState {
  /** Past the offset where back-to-top and the floating dark-mode toggle appear. */
  showFloating: boolean;
}

/** Header visibility and floating-control visibility, updated at most once per animation frame. */
export function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>({ hidden: false, pinned: false, showFloating: false });

  useEffect(() => {
    /** Null until the first frame's reading. */
    let previousY: number | null = null;
    let frame = 0;
    const update = (): void => {
      frame = 0;
      const y = window.scrollY;
      setState((current) => {
        const header = nextHeaderState(previousY ?? y, y, current);
        const showFloating = y > FLOATING_CONTROLS_OFFSET;
        previousY = y;
        if (header.hidden === current.hidden && header.pinned === current.pinned && showFloating === current.showFloating) return current;
        return { ...header, showFloating };
      });
    };
    const onScroll = (): void => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // The first reading waits for the next frame too: reading scrollY right after hydration would make the browser
    // lay out the whole page inside this effect, in the same task as every other effect of the page.
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
