import { useCallback } from "react";
import { useRenderedAt } from "../../../shared/hooks/use-rendered-at";
import { api as defaultApi, type ApiClient } from "../../../shared/lib/api";
import { spamSignals, toFormResult, type LeadFormWords, type LeadOutcome, type SubmitWords } from "../../../shared/lib/lead-forms";
import { EmailField, Form, SubmitButton, useAnsweredOutcome, useFormFields } from "../../../shared/forms";
import { track } from "../../../shared/lib/analytics-targets";
import { HoneypotField } from "../../../shared/forms/honeypot-field";

interface NewsletterValues {
  email: string;
  website: string;
}

export interface NewsletterFormProps {
  words: LeadFormWords;
  submitWords: SubmitWords;
  /** The form's accessible name. */
  label: string;
  onOutcome?: (outcome: LeadOutcome) => void;
  client?: Pick<ApiClient, "subscribeNewsletter">;
}

/**
 * The newsletter sign-up (SPEC §4, §5): e-mail, required, with no format check of ours (the server answers in red
 * when it refuses one). "Subscribing..." while it waits; the outcome shows green or red and the form stays.
 */
export function NewsletterForm({ words, submitWords, label, onOutcome, client = defaultApi }: NewsletterFormProps) {
  const form = useFormFields<NewsletterValues>();
  const renderedAt = useRenderedAt();

  const send = useCallback(
    async ({ email, website }: NewsletterValues) =>
      toFormResult(await client.subscribeNewsletter({ email: email.trim(), ...spamSignals(website, renderedAt(), Date.now()) })),
    [client, renderedAt],
  );

  const report = useAnsweredOutcome(onOutcome);

  return (
    <Form form={form} onSubmit={send} words={{ success: words.success, failed: words.failed }} onOutcome={report} aria-label={label}>
      <EmailField
        label={words.email}
        required
        error={form.formState.errors.email?.message}
        {...form.register("email", { required: words.emailRequired })}
      />
      <HoneypotField field={form.register("website")} label={words.honeypot} />
      <SubmitButton label={submitWords.submit} busyLabel={submitWords.busy} tracking={track("newsletterbutton")} />
    </Form>
  );
}
