import { Link } from "gatsby";
import { useEffect } from "react";
import { useMailLink } from "../use-mail-link";
import type { ApiClient } from "../../../shared/lib/api";
import { routes } from "../../../shared/lib/routes";
import { useAuth } from "../auth-provider";
import { secondaryButton } from "../../../shared/ui/button-link";
import { MailLinkStatus } from "./mail-link-status";
import { nextStepsStyles } from "./mail-link-styles";

export const VERIFY_EMAIL_WORDS = ["checking", "missing", "done", "refused", "failed", "retry", "dashboard"] as const;

export type VerifyEmailWords = Record<(typeof VERIFY_EMAIL_WORDS)[number], string>;

const confirm = (api: ApiClient, token: string) => api.confirmEmail({ token });

/**
 * /verify-email/#token=… (PRODUCT §6): confirms the account's address on load and leads to the dashboard, whose
 * notice then goes away (the session's `users/me` is asked again when this tab is signed in). A refused link leads
 * there too: the dashboard sends a new one (signed out, sign-in comes first and returns there).
 */
export function VerifyEmailView({ words }: { words: VerifyEmailWords }) {
  const { state, send, pressed } = useMailLink({ call: confirm, auto: true, words });
  const { refreshUser } = useAuth();
  const done = state.step === "done";
  useEffect(() => {
    if (done) refreshUser();
  }, [done, refreshUser]);
  const answered = state.step !== "reading" && state.step !== "sending";
  return (
    <>
      <MailLinkStatus state={state} words={words} pressed={pressed} />
      {answered ? (
        <p css={nextStepsStyles}>
          {state.step === "failed" ? (
            <button type="button" css={secondaryButton} onClick={send}>
              {words.retry}
            </button>
          ) : null}
          <Link to={routes.waitlist}>{words.dashboard}</Link>
        </p>
      ) : null}
    </>
  );
}
