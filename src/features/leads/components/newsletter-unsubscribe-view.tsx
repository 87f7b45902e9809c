import { Link } from "gatsby";
import { useMailLink } from "../../account/use-mail-link";
import type { ApiClient } from "../../../shared/lib/api";
import { routes } from "../../../shared/lib/routes";
import { primaryButton } from "../../../shared/ui/button-link";
import { MailLinkStatus } from "../../account/components/mail-link-status";
import { nextStepsStyles } from "../../account/components/mail-link-styles";

export const NEWSLETTER_UNSUBSCRIBE_WORDS = ["checking", "missing", "submit", "busy", "done", "refused", "failed", "home"] as const;

export type NewsletterUnsubscribeWords = Record<(typeof NEWSLETTER_UNSUBSCRIBE_WORDS)[number], string>;

const unsubscribe = (api: ApiClient, token: string) => api.unsubscribeNewsletter({ token });

/**
 * /newsletter-unsubscribe/#token=…: the mail's unsubscribe link. Nothing happens on load (mail scanners open links);
 * the visitor presses Unsubscribe. While the call runs the button says so and ignores presses (`aria-disabled`, so
 * focus stays on it); once answered it goes away and focus moves to the answer. A failed call keeps the button.
 */
export function NewsletterUnsubscribeView({ words }: { words: NewsletterUnsubscribeWords }) {
  const { state, send, pressed } = useMailLink({ call: unsubscribe, auto: false, words });
  const canPress = state.step === "ready" || state.step === "failed" || (state.step === "sending" && pressed);
  const busy = state.step === "sending";
  return (
    <>
      <MailLinkStatus state={busy ? { step: "ready" } : state} words={words} pressed={pressed} />
      {canPress ? (
        <p css={nextStepsStyles}>
          <button type="button" css={primaryButton} aria-disabled={busy || undefined} onClick={busy ? undefined : send}>
            {busy ? words.busy : words.submit}
          </button>
        </p>
      ) : null}
      {state.step === "done" || state.step === "refused" || state.step === "missing" ? (
        <p css={nextStepsStyles}>
          <Link to={routes.home}>{words.home}</Link>
        </p>
      ) : null}
    </>
  );
}
