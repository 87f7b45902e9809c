import { css } from "@emotion/react";
import { useEffect, useRef, useState } from "react";
import { fill } from "../../../shared/lib/posts";
import { failureMessage } from "../session";
import { useAuth } from "../auth-provider";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { FormStatus, type StatusTone } from "../../../shared/forms/form-status";
import { secondaryButton } from "../../../shared/ui/button-link";

export interface ConfirmEmailNoticeProps {
  email: string;
  words: {
    confirmHeading: string;
    confirmBody: string;
    resend: string;
    resendBusy: string;
    resendSent: string;
    resendFailed: string;
  };
}

/**
 * The dashboard's notice while the account's address is unconfirmed (PRODUCT §6): what to do, and a button that
 * mails the link again. One request at a time (the button says so and is `aria-disabled` meanwhile, keeping focus);
 * the server's answer, its wait sentence within 10 minutes of the last link included, shows in a polite status.
 */
export function ConfirmEmailNotice({ email, words }: ConfirmEmailNoticeProps) {
  const { getApi } = useAuth();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ tone: StatusTone; message: string } | null>(null);
  const sending = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const resend = async (): Promise<void> => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const result = await (await getApi()).resendEmailConfirmation();
    sending.current = false;
    if (!mounted.current) return;
    setBusy(false);
    setAnswer(
      result.ok
        ? { tone: "success", message: result.msg || words.resendSent }
        : { tone: "error", message: failureMessage(result, { rejected: words.resendFailed, requestError: words.resendFailed }) },
    );
  };

  return (
    <section aria-labelledby="confirm-email-heading" css={noticeStyles}>
      <h3 id="confirm-email-heading">{words.confirmHeading}</h3>
      <p>{fill(words.confirmBody, { email })}</p>
      <button type="button" css={secondaryButton} aria-disabled={busy || undefined} onClick={() => void resend()}>
        {busy ? words.resendBusy : words.resend}
      </button>
      <FormStatus message={answer?.message ?? null} tone={answer?.tone ?? "success"} />
    </section>
  );
}

const noticeStyles = css`
  margin-top: ${space.lg};
  padding: ${space.md};
  border: 1px solid ${color("border")};
  border-inline-start: 4px solid ${color("primary")};
  border-radius: ${radius.sm};
  background: ${color("surfaceRaised")};
  h3 {
    font-size: ${fontSize.lg};
    margin: 0 0 ${space.xs};
  }
  p {
    margin: 0 0 ${space.sm};
  }
  button[aria-disabled="true"] {
    cursor: progress;
  }
`;
