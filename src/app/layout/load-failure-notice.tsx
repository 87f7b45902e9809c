import { css } from "@emotion/react";
import { useEffect } from "react";
import { clearLoadFailure, useLoadFailure } from "../../shared/on-demand/load-failure";
import { breakpoint, color, headerHeight, layer, radius, shadow, space } from "../../styles/theme";
import { secondaryButton } from "../../shared/ui/button-link";
import type { LoadFailedWords } from "../../shared/lib/overlay-words";

/**
 * The message's words from data/site.yaml (labels), inlined by the build (src/node/overlay-words.ts): every page has
 * this component, and its JSON has no room for words shown only when something fails (PRODUCT §7).
 */
const WORDS = process.env.GESTURA_LOAD_FAILED_WORDS as unknown as LoadFailedWords;

/**
 * Says so when a part of the page fetched on demand could not be fetched (src/shared/on-demand/load-failure.ts): an alert at
 * the top of the window below the header, over the page (nothing moves; the cookie banner and the floating buttons
 * stay free at the bottom), until the visitor closes it, a later try succeeds or the visitor leaves the page. It
 * comes right after the header in the page's order, so Tab reaches its Close button soon after the header's buttons.
 */
export function LoadFailureNotice() {
  const failed = useLoadFailure();
  // The message is about a button of this page: the next page starts without it.
  useEffect(() => clearLoadFailure, []);
  if (!failed) return null;
  return (
    <div role="alert" css={noticeStyles}>
      <p>{WORDS.loadFailed}</p>
      <button type="button" css={secondaryButton} onClick={clearLoadFailure}>
        {WORDS.loadFailedClose}
      </button>
    </div>
  );
}

const noticeStyles = css`
  position: fixed;
  /* Under the header's logo: on the content column's left edge, however wide the window. */
  left: max(${space.md}, calc((100% - ${breakpoint.max}px) / 2 + ${space.md}));
  right: ${space.md};
  top: calc(${headerHeight} + ${space.sm});
  z-index: ${layer.dialog};
  max-width: 28rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${color("danger")};
  border-radius: ${radius.md};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  box-shadow: ${shadow.panel};
  p {
    margin: 0;
    flex: 1 1 14rem;
  }
`;
