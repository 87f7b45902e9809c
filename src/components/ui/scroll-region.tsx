import { css } from "@emotion/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { scrollCue, type ScrollCue } from "../../lib/scroll-cue";
import { color } from "../../styles/theme";

export interface ScrollRegionProps {
  /** The region's name for screen readers (a table's caption). */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A box for content wider than a phone (a data table): it scrolls sideways inside itself instead of widening the
 * page. A shadow at an edge shows there is more that way. While it holds more than it shows, it is a tab stop, so
 * the arrow keys scroll it; a named region, so a screen reader says what it is.
 */
export function ScrollRegion({ label, children, className }: ScrollRegionProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [cue, setCue] = useState<ScrollCue>({ start: false, end: false });

  useEffect(() => {
    const node = scroller.current;
    if (!node) return undefined;
    const update = (): void => {
      const next = scrollCue(node);
      setCue((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    update();
    node.addEventListener("scroll", update, { passive: true });
    // The box narrows with the window; the content widens as fonts arrive.
    const observer = new ResizeObserver(update);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => {
      node.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);

  const overflows = cue.start || cue.end;
  return (
    <div css={frameStyles} className={className} data-more-start={cue.start} data-more-end={cue.end}>
      {/* Focusable only while there is something to scroll: the arrow keys then move it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={scroller} css={scrollStyles} role="region" aria-label={label} tabIndex={overflows ? 0 : undefined}>
        {children}
      </div>
    </div>
  );
}

const edgeShadow = (side: "left" | "right") => css`
  content: "";
  position: absolute;
  top: 0;
  bottom: 0;
  ${side}: 0;
  width: 1.5rem;
  pointer-events: none;
  z-index: 2;
  opacity: 0;
  background: linear-gradient(to ${side === "left" ? "right" : "left"}, color-mix(in srgb, ${color("text")} 28%, transparent), transparent);
`;

const frameStyles = css`
  position: relative;
  &::before {
    ${edgeShadow("left")};
  }
  &::after {
    ${edgeShadow("right")};
  }
  &[data-more-start="true"]::before,
  &[data-more-end="true"]::after {
    opacity: 1;
  }
`;

const scrollStyles = css`
  /* Positioned, so that what is positioned inside (visually hidden names) scrolls and clips with the content. */
  position: relative;
  overflow-x: auto;
`;
