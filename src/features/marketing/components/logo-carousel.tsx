import { css } from "@emotion/react";
import { useRef } from "react";
import { useAutoplay } from "../use-autoplay";
import { prefersReducedMotion, stepSlide } from "../carousel";
import { color, radius, space } from "../../../styles/theme";
import { LogoTile, type LogoEntry } from "./logos";
import { PauseIcon, PlayIcon } from "../../../shared/ui/icons";
import type { CarouselProps } from "./carousel";

export interface LogoCarouselProps {
  /** One list of data/logos.yaml (the home page's `logosYaml.aligned`, or `partnerLogos()` of a page's PartnerLogos fragment). */
  logos: readonly LogoEntry[];
  label: string;
  labels: CarouselProps["labels"];
  autoplay?: boolean;
}

/** 2 logos per view on a phone, 4 from 640 px, 6 with 80 px between them from 768 px. */
export const LOGO_STEPS = [
  { minWidth: 0, show: 2, gap: 16 },
  { minWidth: 640, show: 4, gap: 24 },
  { minWidth: 768, show: 6, gap: 80 },
] as const;

/**
 * Wordmarks of data/logos.yaml as a strip that scrolls sideways and snaps to whole logos. CSS decides how many
 * show (so the server's HTML is already right); no slider library. Previous and Next move one logo and wrap
 * around; autoplay moves one every 3 s, holds while the pointer or focus is on the strip, never runs under
 * prefers-reduced-motion, and a visible button pauses and resumes it (WCAG 2.2.2). Touch users swipe.
 */
export function LogoCarousel({ logos, label, labels, autoplay = true }: LogoCarouselProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const { canPlay, playing, toggle } = useAutoplay(
    autoplay,
    () => scroller.current,
    () => move(scroller.current, 1),
  );

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} css={regionStyles}>
      {/* A strip that scrolls sideways must be reachable by keyboard so the arrow keys scroll it (the logos are
          pictures, not controls). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={scroller} css={scrollerStyles} tabIndex={0}>
        <ul css={trackStyles}>
          {logos.map((logo) => (
            <li key={logo.id}>
              <LogoTile logo={logo} compact />
            </li>
          ))}
        </ul>
      </div>
      <div css={controlsStyles}>
        <ArrowButton label={labels.previous} direction="previous" onClick={() => move(scroller.current, -1)} />
        <ArrowButton label={labels.next} direction="next" onClick={() => move(scroller.current, 1)} />
        {canPlay ? (
          <button type="button" css={pauseStyles} onClick={toggle}>
            {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
            {playing ? labels.pause : labels.play}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Scrolls the strip one logo forward or back, wrapping at either end. */
function move(strip: HTMLDivElement | null, by: 1 | -1): void {
  const list = strip?.firstElementChild;
  const first = list?.firstElementChild;
  if (!strip || !list || !(first instanceof HTMLElement)) return;
  const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
  const stride = first.offsetWidth + gap;
  const perView = Math.round((strip.clientWidth + gap) / stride);
  const target = stepSlide(Math.round(strip.scrollLeft / stride), by, list.children.length, perView);
  strip.scrollTo({ left: target * stride, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

function ArrowButton({ label, direction, onClick }: { label: string; direction: "previous" | "next"; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} css={arrowStyles}>
      <span aria-hidden="true">{direction === "previous" ? "‹" : "›"}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

const perViewRules = LOGO_STEPS.map(
  ({ minWidth, show, gap }) => `@media (min-width: ${minWidth}px) {
    column-gap: ${gap}px;
    grid-auto-columns: calc((100% - ${(show - 1) * gap}px) / ${show});
  }`,
).join("\n");

const regionStyles = css`
  margin-top: ${space.lg};
`;

const scrollerStyles = css`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    scroll-behavior: smooth;
  }
`;

const trackStyles = css`
  display: grid;
  grid-auto-flow: column;
  margin: 0;
  padding: 0;
  list-style: none;
  ${perViewRules};
  > li {
    scroll-snap-align: start;
  }
`;

/** The arrows and the pause button sit in a row under the logos, so they never cover one. */
const controlsStyles = css`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  margin-top: ${space.md};
`;

const arrowStyles = css`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${color("border")};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
`;

const pauseStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  margin-left: auto;
  padding: ${space.xxs} ${space.md};
  border: 1px solid ${color("border")};
  border-radius: ${radius.pill};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
