import { css, type SerializedStyles } from "@emotion/react";
import { useId, useRef, type ReactNode } from "react";
import { useScrollCue } from "../hooks/use-scroll-cue";
import { color, fontSize, space } from "../../styles/theme";

export interface ScrollRegionProps {
  /** The region's name for screen readers (a table's caption). */
  label: string;
  /** Shown above the box, and read as its description, while part of its content is out of view ("Scroll sideways…"). */
  hint?: string;
  /** Styles of the box that scrolls (a border, a height limit that makes it scroll both ways). */
  boxStyles?: SerializedStyles | false;
  children: ReactNode;
}

/**
 * A box for content wider than a phone (a data table): it scrolls sideways inside itself instead of widening the
 * page. A shadow at an edge shows there is more that way, and the hint, when given, says so in words. It is a tab
 * stop, so the arrow keys scroll it (whether it overflows is known only a frame after it is drawn, and a screen
 * reader or axe may look sooner); a named region, so a screen reader says what it is. The cookie policy's table and
 * the pricing tables use it.
 */
export function ScrollRegion({ label, hint, boxStyles, children }: ScrollRegionProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const cue = useScrollCue(scroller);
  const overflows = cue.start || cue.end;
  return (
    <div css={outerStyles}>
      {hint ? (
        // Always laid out, so that the line appearing after the first reading moves nothing.
        <p id={hintId} css={hintStyles} data-shown={overflows}>
          {hint}
        </p>
      ) : null}
      <div css={frameStyles} data-more-start={cue.start} data-more-end={cue.end}>
        <div
          ref={scroller}
          css={[scrollStyles, boxStyles]}
          role="region"
          aria-label={label}
          aria-describedby={hint && overflows ? hintId : undefined}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          {children}
        </div>
      </div>
    </div>
  );
}

const outerStyles = css`
  /* As a grid or flex item it would otherwise be as wide as its content, and the page would scroll instead. */
  min-width: 0;
`;

const hintStyles = css`
  margin: 0 0 ${space.xs};
  color: ${color("muted")};
  font-size: ${fontSize.sm};
  &[data-shown="false"] {
    visibility: hidden;
  }
`;

const edgeShadow = (side: "left" | "right") => css`
  content: "";
  position: absolute;
  top: 1px;
  bottom: 1px;
  ${side}: 1px;
  width: 1.5rem;
  pointer-events: none;
  /* Above the sticky cells of a table inside, whose own backgrounds would cover it. */
  z-index: 4;
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
