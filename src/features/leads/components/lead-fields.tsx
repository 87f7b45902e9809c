import { css } from "@emotion/react";
import type { FormFields } from "../../../shared/forms/use-form-fields";
import type { FieldRules } from "../../../shared/lib/form-rules";
import type { LeadFormWords, LeadTextValues } from "../../../shared/lib/lead-forms";
import { space } from "../../../styles/theme";
import { EmailField, TelField, TextField } from "../../../shared/forms";

export interface LeadFieldsProps<T extends LeadTextValues> {
  form: FormFields<T>;
  rules: { [K in keyof LeadTextValues]: FieldRules<string, T> };
  words: LeadFormWords;
  /** Phone and company are required unless listed here (the contact form). */
  optional?: readonly ("phone_number" | "company_name")[];
}

/**
 * The person fields the demo request and the contact form share: first and last name side by side on wide screens,
 * e-mail, phone and company. The message (and the contact form's subject) follow in the form itself.
 */
export function LeadFields<T extends LeadTextValues>({ form, rules, words, optional = [] }: LeadFieldsProps<T>) {
  const { errors } = form.formState;
  const isRequired = (name: "phone_number" | "company_name") => !optional.includes(name);
  const label = (text: string, name: "phone_number" | "company_name") => (isRequired(name) ? text : `${text} ${words.optional}`);
  return (
    <div css={gridStyles}>
      <TextField
        label={words.firstName}
        autoComplete="given-name"
        required
        error={errors.first_name?.message}
        {...form.register("first_name", rules.first_name)}
      />
      <TextField
        label={words.lastName}
        autoComplete="family-name"
        required
        error={errors.last_name?.message}
        {...form.register("last_name", rules.last_name)}
      />
      <EmailField label={words.email} required error={errors.email?.message} {...form.register("email", rules.email)} />
      <TelField
        label={label(words.phone, "phone_number")}
        required={isRequired("phone_number")}
        error={errors.phone_number?.message}
        {...form.register("phone_number", rules.phone_number)}
      />
      <TextField
        label={label(words.company, "company_name")}
        autoComplete="organization"
        required={isRequired("company_name")}
        error={errors.company_name?.message}
        css={wideStyles}
        {...form.register("company_name", rules.company_name)}
      />
    </div>
  );
}

const gridStyles = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  column-gap: ${space.md};
`;

const wideStyles = css`
  grid-column: 1 / -1;
`;
