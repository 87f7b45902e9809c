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
    let previousY = window.scrollY;
    let frame = 0;
    const update = (): void => {
      frame = 0;
      const y = window.scrollY;
      setState((current) => {
        const header = nextHeaderState(previousY, y, current);
        const showFloating = y > FLOATING_CONTROLS_OFFSET;
        previousY = y;
        if (header.hidden === current.hidden && header.pinned === current.pinned && showFloating === current.showFloating) return current;
        return { ...header, showFloating };
      });
    };
    const onScroll = (): void => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
