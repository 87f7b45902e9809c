import { css } from "@emotion/react";
import { useEffect, useRef } from "react";
import type { MailLinkStep } from "../mail-links";
import { color, space } from "../../../styles/theme";
import { FormStatus } from "../../../shared/forms/form-status";

export interface MailLinkStatusProps {
  state: MailLinkStep;
  words: {
    /** While the page reads the link (before hydration) and while the call is under way. */
    checking: string;
    /** The address holds no token. */
    missing: string;
  };
  /** The visitor pressed to send: when the pressed control is gone with the answer, focus moves to the answer. */
  pressed: boolean;
}

/**
 * How a mailed link's page stands (src/features/account/mail-links.ts): a quiet line while it checks, then the outcome in the
 * forms' status region (green when the server accepted, red otherwise; the server's sentence as text). After a
 * press whose button went away with the answer, focus moves to the answer so it is not lost to the page's start.
 */
export function MailLinkStatus({ state, words, pressed }: MailLinkStatusProps) {
  const outcome = useRef<HTMLDivElement>(null);
  const message =
    state.step === "done" || state.step === "refused" || state.step === "failed" ? state.msg : state.step === "missing" ? words.missing : null;
  const checking = state.step === "reading" || state.step === "sending";

  useEffect(() => {
    if (!pressed || message === null) return;
    const active = document.activeElement;
    if (!active || active === document.body) outcome.current?.focus();
  }, [pressed, message]);

  return (
    <div ref={outcome} tabIndex={-1} css={outcomeStyles}>
      {checking ? <p css={checkingStyles}>{words.checking}</p> : null}
      <FormStatus message={message} tone={state.step === "done" ? "success" : "error"} />
    </div>
  );
}

const outcomeStyles = css`
  > div > p {
    margin-top: 0;
  }
`;

const checkingStyles = css`
  margin: 0;
  color: ${color("muted")};
  padding: ${space.sm} 0;
`;
