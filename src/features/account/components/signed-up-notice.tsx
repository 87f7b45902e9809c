import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useEffect, useState } from "react";
import { routes } from "../../../shared/lib/routes";
import { readSignedUpNotice, type SignedUpNotice as Notice } from "../session";
import { color, radius, space } from "../../../styles/theme";
import { primaryButton, secondaryButton } from "../../../shared/ui/button-link";

export const SIGNED_UP_WORDS = ["signedUpSignIn", "signedUpDismiss"] as const;

export interface SignedUpNoticeProps {
  /** Gatsby's `location.state`: sign-up puts `{ signedUp: { email, msg } }` there. */
  state: unknown;
  words: Record<(typeof SIGNED_UP_WORDS)[number], string>;
}

/**
 * What a visitor who just created an account sees on arriving at /blog-classic (SPEC §4's destination): the server's
 * sentence, as text, a "Sign in" link that fills in their e-mail, and a way to dismiss it. The polite live region is
 * in the page from the start and filled after mount, so a screen reader announces it. It shows on that one arrival
 * only: the notice is taken out of history state at once, so a reload or a return through history shows nothing.
 */
export function SignedUpNotice({ state, words }: SignedUpNoticeProps) {
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    const arrived = readSignedUpNotice(state);
    if (!arrived) return;
    setNotice(arrived);
    const { signedUp: _shown, ...rest } = (window.history.state ?? {}) as Record<string, unknown>;
    window.history.replaceState(rest, "");
  }, [state]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {notice ? (
        <div css={boxStyles}>
          <p>{notice.msg}</p>
          <div css={actionsStyles}>
            <Link to={routes.signIn} state={{ email: notice.email }} css={primaryButton}>
              {words.signedUpSignIn}
            </Link>
            <button
              type="button"
              css={secondaryButton}
              onClick={() => {
                setNotice(null);
                document.getElementById("main")?.focus();
              }}
            >
              {words.signedUpDismiss}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

const boxStyles = css`
  margin: ${space.lg} 0 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  border-inline-start: 4px solid;
  background: ${color("successBg")};
  color: ${color("success")};
  p {
    margin: 0 0 ${space.md};
    font-weight: 600;
  }
`;

const actionsStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;
