import { css } from "@emotion/react";
import { useEffect, useState } from "react";
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
  useEffect(() => {
    // A status region announces changes, not its first content: fill it once it is in the page.
    const timer = window.setTimeout(() => setAnnouncement(`${words.bannerLabel}: ${words.bannerTitle}`), 150);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <section aria-label={words.bannerLabel} css={bannerStyles}>
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
