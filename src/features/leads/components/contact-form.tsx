import { useCallback, useMemo, useState } from "react";
import { useRenderedAt } from "../../../shared/hooks/use-rendered-at";
import { api as defaultApi, type ApiClient } from "../../../shared/lib/api";
import { FIELD_LIMITS } from "../../../lib/api-contract";
import {
  contactSubject,
  fillWords,
  leadFieldRules,
  optionalText,
  spamSignals,
  toFormResult,
  type LeadFormWords,
  type LeadOutcome,
  type LeadTextValues,
  type SubmitWords,
} from "../../../shared/lib/lead-forms";
import {
  Form,
  type FormOutcome,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useAnsweredOutcome,
  useFormFields,
} from "../../../shared/forms";
import { track } from "../../../shared/lib/analytics-targets";
import { HoneypotField } from "../../../shared/forms/honeypot-field";
import { LeadFields } from "./lead-fields";

interface ContactValues extends LeadTextValues {
  subject: string;
  other_subject: string;
  website: string;
}

export interface ContactWords extends SubmitWords {
  formName: string;
  subject: string;
  subjectPlaceholder: string;
  otherChoice: string;
  otherSubject: string;
  otherSubjectRequired: string;
}

export interface ContactFormProps {
  words: LeadFormWords;
  contactWords: ContactWords;
  /** SPEC §5's eight subjects, from data/pages.yaml. */
  subjects: readonly string[];
  onOutcome?: (outcome: LeadOutcome) => void;
  client?: Pick<ApiClient, "submitContact">;
}

/**
 * The contact form (SPEC §4, §5): first and last name, e-mail and message required; phone and company optional;
 * a subject from the list, where "Other" reveals a field for the visitor's own subject, which is what is sent.
 * "Submitting..." while it waits; the outcome green or red; what was typed stays after a refusal; a success takes the
 * form's place, with "Send another" to start over.
 */
export function ContactForm({ words, contactWords, subjects, onOutcome, client = defaultApi }: ContactFormProps) {
  const form = useFormFields<ContactValues>();
  const renderedAt = useRenderedAt();
  const [choice, setChoice] = useState("");
  const optional = useMemo(() => ["phone_number", "company_name"] as const, []);
  const rules = useMemo(() => leadFieldRules<ContactValues>(words, optional), [words, optional]);
  const options = useMemo(() => subjects.map((s) => ({ value: s, label: s })), [subjects]);
  const subjectField = form.register("subject");

  const send = useCallback(
    async ({ website, ...values }: ContactValues) =>
      toFormResult(
        await client.submitContact({
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          phone_number: optionalText(values.phone_number),
          company_name: optionalText(values.company_name),
          subject: optionalText(contactSubject(values.subject, values.other_subject ?? "", contactWords.otherChoice)),
          message: values.message.trim(),
          ...spamSignals(website, renderedAt(), Date.now()),
        }),
      ),
    [client, renderedAt, contactWords.otherChoice],
  );

  const answered = useAnsweredOutcome(onOutcome);
  // A success empties the form, so the "Other" field goes with the chosen subject.
  const report = useCallback(
    (outcome: FormOutcome) => {
      if (outcome === "success") setChoice("");
      answered(outcome);
    },
    [answered],
  );
  const replace = useMemo(() => ({ again: words.sendAnother }), [words.sendAnother]);

  const { errors } = form.formState;
  return (
    <Form
      form={form}
      onSubmit={send}
      words={{ success: words.success, failed: words.failed }}
      replaceOnSuccess={replace}
      onOutcome={report}
      aria-label={contactWords.formName}
    >
      <LeadFields form={form} rules={rules} words={words} optional={optional} />
      <SelectField
        label={`${contactWords.subject} ${words.optional}`}
        placeholder={contactWords.subjectPlaceholder}
        options={options}
        {...subjectField}
        onChange={(event) => {
          subjectField.onChange(event);
          setChoice(event.target.value);
        }}
      />
      {choice === contactWords.otherChoice ? (
        <TextField
          label={contactWords.otherSubject}
          required
          error={errors.other_subject?.message}
          {...form.register("other_subject", {
            validate: (value, all) =>
              all.subject !== contactWords.otherChoice || (value ?? "").trim() !== ""
                ? (value ?? "").length <= FIELD_LIMITS.subject || fillWords(words.tooLong, { max: FIELD_LIMITS.subject })
                : contactWords.otherSubjectRequired,
          })}
        />
      ) : null}
      <TextAreaField label={words.message} required error={errors.message?.message} {...form.register("message", rules.message)} />
      <HoneypotField field={form.register("website")} label={words.honeypot} />
      <SubmitButton label={contactWords.submit} busyLabel={contactWords.busy} tracking={track("contactbutton")} />
    </Form>
  );
}
