import { useCallback, useMemo } from "react";
import { useRenderedAt } from "../../../shared/hooks/use-rendered-at";
import { api as defaultApi, type ApiClient } from "../../../shared/lib/api";
import { API_LIMITS, FIELD_LIMITS, isEmailAddress } from "../../../lib/api-contract";
import type { CartItem } from "../rules";
import { fillWords, spamSignals, toFormResult, type LeadFormWords, type LeadOutcome } from "../../../shared/lib/lead-forms";
import { SHOP_WORDS as w } from "../shop-words";
import { Form, SubmitButton, TextField, EmailField, useAnsweredOutcome, useFormFields, type FormResult } from "../../../shared/forms";
import { HoneypotField } from "../../../shared/forms/honeypot-field";

interface CheckoutValues {
  name: string;
  email: string;
  company: string;
  country: string;
  website: string;
}

export interface CheckoutFormProps {
  items: readonly CartItem[];
  /** The words every form shares (data/pages.yaml `leadForms`). */
  words: LeadFormWords;
  /** Told the reference once the service has stored the reservation. */
  onReserved: (reference: string) => void;
  onOutcome?: (outcome: LeadOutcome) => void;
  client?: Pick<ApiClient, "reserve">;
}

/**
 * The reservation form (PRODUCT §6): name, e-mail, company and country, sent with the cart's lines to
 * shop/reservation. The same states, messages, honeypot and checks as the other forms; a refusal keeps what was typed.
 */
export function CheckoutForm({ items, words, onReserved, onOutcome, client = defaultApi }: CheckoutFormProps) {
  const form = useFormFields<CheckoutValues>();
  const renderedAt = useRenderedAt();
  const limit = useCallback((max: number) => ({ value: max, message: fillWords(words.tooLong, { max }) }), [words.tooLong]);
  const rules = useMemo(
    () => ({
      name: { required: w.nameRequired, maxLength: limit(FIELD_LIMITS.fullName) },
      email: {
        required: words.emailRequired,
        maxLength: limit(API_LIMITS.emailMaxLength),
        validate: (value: string) => (isEmailAddress(value) ? true : words.emailInvalid),
      },
      company: { required: words.companyRequired, maxLength: limit(FIELD_LIMITS.company) },
      country: { required: w.countryRequired, maxLength: limit(FIELD_LIMITS.country) },
    }),
    [limit, words],
  );

  const send = useCallback(
    async ({ website, ...values }: CheckoutValues): Promise<FormResult> => {
      const result = await client.reserve({
        name: values.name.trim(),
        email: values.email.trim(),
        company: values.company.trim(),
        country: values.country.trim(),
        lines: items.map((item) => ({ id: item.id, quantity: item.quantity, price: item.price })),
        ...spamSignals(website, renderedAt(), Date.now()),
      });
      if (result.ok) onReserved(result.data.reference);
      return toFormResult(result);
    },
    [client, items, onReserved, renderedAt],
  );
  const report = useAnsweredOutcome(onOutcome);
  const { errors } = form.formState;

  return (
    <Form form={form} onSubmit={send} words={{ success: words.success, failed: words.failed }} onOutcome={report} aria-label={w.details}>
      <TextField label={w.name} required autoComplete="name" error={errors.name?.message} {...form.register("name", rules.name)} />
      <EmailField label={w.email} required autoComplete="email" error={errors.email?.message} {...form.register("email", rules.email)} />
      <TextField label={w.company} required autoComplete="organization" error={errors.company?.message} {...form.register("company", rules.company)} />
      <TextField label={w.country} required autoComplete="country-name" error={errors.country?.message} {...form.register("country", rules.country)} />
      <HoneypotField field={form.register("website")} label={words.honeypot} />
      <SubmitButton label={w.reserve} busyLabel={w.reserving} />
    </Form>
  );
}
