import { Link } from "gatsby";
import { useMailLink } from "../../account/use-mail-link";
import type { ApiClient } from "../../../shared/lib/api";
import { routes } from "../../../shared/lib/routes";
import { LeadDialogButton } from "./lead-dialogs";
import { secondaryButton } from "../../../shared/ui/button-link";
import { MailLinkStatus } from "../../account/components/mail-link-status";
import { nextStepsStyles } from "../../account/components/mail-link-styles";

export const NEWSLETTER_CONFIRM_WORDS = ["checking", "missing", "done", "refused", "failed", "retry", "subscribe", "blog"] as const;

export type NewsletterConfirmWords = Record<(typeof NEWSLETTER_CONFIRM_WORDS)[number], string>;

const confirm = (api: ApiClient, token: string) => api.confirmNewsletter({ token });

/**
 * /newsletter-confirm/#token=… (double opt-in, PRODUCT §6): confirms on load; a spent, expired or unknown link, or
 * an address without one, offers the newsletter dialog to subscribe again; a failed call offers another try.
 */
export function NewsletterConfirmView({ words }: { words: NewsletterConfirmWords }) {
  const { state, send, pressed } = useMailLink({ call: confirm, auto: true, words });
  const again = state.step === "refused" || state.step === "missing";
  return (
    <>
      <MailLinkStatus state={state} words={words} pressed={pressed} />
      {state.step === "done" || again || state.step === "failed" ? (
        <p css={nextStepsStyles}>
          {state.step === "failed" ? (
            <button type="button" css={secondaryButton} onClick={send}>
              {words.retry}
            </button>
          ) : null}
          {again ? (
            <LeadDialogButton dialog="newsletter" css={secondaryButton}>
              {words.subscribe}
            </LeadDialogButton>
          ) : null}
          <Link to={routes.blog}>{words.blog}</Link>
        </p>
      ) : null}
    </>
  );
}
