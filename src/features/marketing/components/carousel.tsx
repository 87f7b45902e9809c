import { css } from "@emotion/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import Slider, { type Settings } from "react-slick";
import "./slick.css";
import { useAutoplay } from "../use-autoplay";
import { prefersReducedMotion, stepFor, type PerViewStep } from "../carousel";
import { color, radius, space } from "../../../styles/theme";
import { PauseIcon, PlayIcon } from "../../../shared/ui/icons";

export interface CarouselProps {
  /** Names the carousel region. */
  label: string;
  labels: { pause: string; play: string; previous: string; next: string };
  /** Slides per view by width: `[{ minWidth: 0, show: 2 }, { minWidth: 640, show: 4 }]`; keep the array stable. */
  perView: readonly PerViewStep[];
  autoplay?: boolean;
  children: ReactNode[];
}

/**
 * react-slick made accessible: slides slick hides (off-screen and cloned) are `inert`, so Tab never lands in them
 * and screen readers skip them; autoplay (3 s, useAutoplay) holds while the pointer or focus is on the slides or
 * their arrows, never runs under prefers-reduced-motion, and a visible button pauses and resumes it (WCAG 2.2.2).
 */
export function Carousel({ label, labels, perView, autoplay = false, children }: CarouselProps) {
  const region = useRef<HTMLDivElement>(null);
  const slider = useRef<Slider>(null);
  const { canPlay, playing, toggle } = useAutoplay(
    autoplay,
    () => region.current?.querySelector<HTMLElement>(".slick-slider") ?? null,
    () => slider.current?.slickNext(),
  );

  // Keep hidden slides inert whenever slick changes which ones are hidden.
  useEffect(() => {
    const root = region.current;
    if (!root) return undefined;
    const sync = (): void => {
      root.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
        slide.inert = slide.getAttribute("aria-hidden") === "true";
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ["aria-hidden"], childList: true });
    return () => observer.disconnect();
  }, []);

  // react-slick's `responsive` only reacts to later resizes, not to the width a page opens at, so the carousel
  // follows the viewport itself. The first render (server and hydration) uses the narrowest step: phones first.
  const [step, setStep] = useState(() => stepFor(0, perView));
  useEffect(() => {
    const update = (): void => setStep(stepFor(window.innerWidth, perView));
    update();
    const queries = perView.map((s) => window.matchMedia(`(min-width: ${s.minWidth}px)`));
    for (const query of queries) query.addEventListener("change", update);
    return () => {
      for (const query of queries) query.removeEventListener("change", update);
    };
  }, [perView]);
  const gap = css`
    .slick-slide {
      padding: 0 ${(step.gap ?? 16) / 2}px;
    }
  `;
  const settings: Settings = {
    arrows: true,
    dots: false,
    infinite: true,
    speed: prefersReducedMotion() ? 0 : 450,
    // Every press of Previous or Next counts, also one that comes while the last slide still moves: by default
    // slick drops presses until 10 ms after a move ends, which under load lost a Previous right after a Next.
    waitForAnimate: false,
    // Autoplay is useAutoplay's, not slick's (see there).
    autoplay: false,
    slidesToShow: Math.min(step.show, children.length),
    slidesToScroll: 1,
    prevArrow: <ArrowButton label={labels.previous} direction="previous" />,
    nextArrow: <ArrowButton label={labels.next} direction="next" />,
  };

  return (
    <div ref={region} role="region" aria-roledescription="carousel" aria-label={label} css={[regionStyles, gap]}>
      <Slider ref={slider} {...settings}>
        {children}
      </Slider>
      {canPlay ? (
        <button type="button" css={pauseStyles} onClick={toggle}>
          {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
          {playing ? labels.pause : labels.play}
        </button>
      ) : null}
    </div>
  );
}

interface ArrowButtonProps {
  label: string;
  direction: "previous" | "next";
  /** Supplied by react-slick. */
  onClick?: () => void;
  className?: string;
}

/** A named arrow button; slick passes its click handler and state class. */
function ArrowButton({ label, direction, onClick, className }: ArrowButtonProps) {
  return (
    <button type="button" onClick={onClick} css={[arrowStyles, direction === "previous" ? prevStyles : nextStyles]} className={className}>
      <span aria-hidden="true">{direction === "previous" ? "‹" : "›"}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** The arrows and the pause button sit in a row under the slides, so they never cover a slide. */
const regionStyles = css`
  position: relative;
  margin-top: ${space.lg};
  .slick-slider {
    padding-bottom: calc(44px + ${space.md});
  }
  .slick-slide > div {
    height: 100%;
  }
  .slick-track {
    display: flex;
  }
  .slick-slide {
    height: auto;
  }
`;

const arrowStyles = css`
  position: absolute;
  bottom: 0;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${color("border")};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  z-index: 1;
`;

const prevStyles = css`
  left: 0;
`;

const nextStyles = css`
  left: calc(44px + ${space.xs});
`;

const pauseStyles = css`
  position: absolute;
  right: 0;
  bottom: 0;
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: ${space.xxs} ${space.md};
  border: 1px solid ${color("border")};
  border-radius: ${radius.pill};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
