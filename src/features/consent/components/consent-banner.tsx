import { css } from "@emotion/react";
import { useEffect, useRef, useState } from "react";
import { ALL_CHOICES, globalPrivacyControl, NECESSARY_ONLY } from "../consent-choices";
import { openSettings } from "../state";
import { color, fontSize, layer, mq, shadow, space } from "../../../styles/theme";
import { primaryButton, secondaryButton } from "../../../shared/ui/button-link";
import CONSENT_TEXT from "../../../generated/words/consent.json";
import { saveChoice } from "../save-choice";

const { words } = CONSENT_TEXT;

/**
 * The consent banner (SPEC §4): a non-modal region fixed to the bottom edge, so the page under it neither moves
 * nor stops working. It takes no focus; it is announced through a status message and reached by Tab (it comes
 * right after the skip link). Under Global Privacy Control it says why Statistics and Marketing start off.
 * Its title is drawn like a heading but is not one: coming before the header, a heading would be the page's first,
 * ahead of its h1 (issue 43); the region's label names it for assistive technology.
 */
export function ConsentBanner() {
  const gpc = globalPrivacyControl(typeof navigator === "undefined" ? undefined : navigator);
  const [announcement, setAnnouncement] = useState("");
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // A status region announces changes, not its first content: fill it once it is in the page.
    const timer = window.setTimeout(() => setAnnouncement(`${words.bannerLabel}: ${words.bannerTitle}`), 150);
    return () => window.clearTimeout(timer);
  }, []);
  useKeepFocusAbove(ref);

  return (
    <section ref={ref} aria-label={words.bannerLabel} css={bannerStyles}>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      <div css={textStyles}>
        <p css={titleStyles}>{words.bannerTitle}</p>
        <p>{words.bannerText}</p>
        {gpc ? <p>{words.gpcNote}</p> : null}
      </div>
      <div css={actionStyles}>
        <button type="button" css={primaryButton} onClick={() => saveChoice(ALL_CHOICES)}>
          {words.accept}
        </button>
        <button type="button" css={secondaryButton} onClick={() => saveChoice(NECESSARY_ONLY)}>
          {words.necessaryOnly}
        </button>
        <button type="button" css={secondaryButton} aria-haspopup="dialog" onClick={openSettings}>
          {words.manage}
        </button>
      </div>
    </section>
  );
}

/** The custom property the global styles' `scroll-padding-bottom` reads (src/styles/global-styles.tsx). */
const HEIGHT_PROPERTY = "--consent-banner-height";

/**
 * WCAG 2.2's 2.4.11 (focus not obscured): while the banner covers the bottom of the window, the page scrolls a
 * focused element into view above it, not under it. Its height changes with the width and the text size.
 */
function useKeepFocusAbove(ref: { current: HTMLElement | null }): void {
  useEffect(() => {
    const banner = ref.current;
    // jsdom has no ResizeObserver; every browser the site supports has.
    if (!banner || typeof ResizeObserver === "undefined") return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(HEIGHT_PROPERTY, `${banner.getBoundingClientRect().height}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [ref]);
}

const bannerStyles = css`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${layer.menu};
  max-height: 60vh;
  overflow-y: auto;
  display: grid;
  gap: ${space.md};
  padding: ${space.md};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  border-top: 1px solid ${color("border")};
  box-shadow: ${shadow.panel};
  font-size: ${fontSize.sm};
  ${mq.lg} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: ${space.md} ${space.xl};
  }
`;

const textStyles = css`
  p {
    margin: 0 0 ${space.xxs};
  }
`;

const titleStyles = css`
  font-size: ${fontSize.base};
  font-weight: bold;
  line-height: 1.2;
`;

const actionStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  button {
    flex: 1 1 auto;
  }
`;
