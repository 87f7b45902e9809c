import { useCallback, useMemo } from "react";
import { useRenderedAt } from "../../../shared/hooks/use-rendered-at";
import { api as defaultApi, type ApiClient } from "../../../shared/lib/api";
import {
  leadFieldRules,
  spamSignals,
  toFormResult,
  type LeadFormWords,
  type LeadOutcome,
  type LeadTextValues,
  type SubmitWords,
} from "../../../shared/lib/lead-forms";
import { Form, SubmitButton, TextAreaField, useAnsweredOutcome, useFormFields } from "../../../shared/forms";
import { HoneypotField } from "../../../shared/forms/honeypot-field";
import { LeadFields } from "./lead-fields";

interface DemoValues extends LeadTextValues {
  website: string;
}

export interface DemoFormProps {
  words: LeadFormWords;
  submitWords: SubmitWords;
  /** The form's accessible name (the dialog's heading). */
  label: string;
  /** Told how each submit the server answered ended ("success", "failed" or "error"). */
  onOutcome?: (outcome: LeadOutcome) => void;
  /** The visitor pressed "Send another" after a success (the dialog then stays open). */
  onStartOver?: () => void;
  /** Default: the site's client. */
  client?: Pick<ApiClient, "scheduleDemo">;
}

/**
 * The demo request (SPEC §3, §5): first and last name, e-mail, phone, company and message, all required; the
 * subject is always "Demo Request" (the API client adds it). The button reads "Scheduling..." while it waits; the
 * server's sentence shows green or red under the fields, and what was typed stays after a refusal; a success takes the
 * fields' place, with "Send another" to start over.
 */
export function DemoForm({ words, submitWords, label, onOutcome, onStartOver, client = defaultApi }: DemoFormProps) {
  const form = useFormFields<DemoValues>();
  const renderedAt = useRenderedAt();
  const rules = useMemo(() => leadFieldRules<DemoValues>(words), [words]);

  const send = useCallback(
    async ({ website, ...values }: DemoValues) =>
      toFormResult(
        await client.scheduleDemo({
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          phone_number: values.phone_number.trim(),
          company_name: values.company_name.trim(),
          message: values.message.trim(),
          ...spamSignals(website, renderedAt(), Date.now()),
        }),
      ),
    [client, renderedAt],
  );

  const report = useAnsweredOutcome(onOutcome);
  const replace = useMemo(() => ({ again: words.sendAnother, onAgain: onStartOver }), [words.sendAnother, onStartOver]);

  return (
    <Form
      form={form}
      onSubmit={send}
      words={{ success: words.success, failed: words.failed }}
      replaceOnSuccess={replace}
      onOutcome={report}
      aria-label={label}
    >
      <LeadFields form={form} rules={rules} words={words} />
      <TextAreaField label={words.message} required error={form.formState.errors.message?.message} {...form.register("message", rules.message)} />
      <HoneypotField field={form.register("website")} label={words.honeypot} />
      <SubmitButton label={submitWords.submit} busyLabel={submitWords.busy} />
    </Form>
  );
}
