import { forwardRef, type SelectHTMLAttributes } from "react";
import { controlStyles, FieldError, FieldHint, FieldLabel, FieldRow, useFieldIds, type FieldWords } from "./field";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "aria-invalid" | "aria-describedby" | "children" | "multiple">,
    FieldWords {
  options: readonly SelectOption[];
  /** A first option with the empty value ("Select a country"), so `required` can refuse "nothing chosen". */
  placeholder?: string;
}

/** A labelled drop-down list; register it like TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, id, required, className, options, placeholder, ...select },
  ref,
) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldRow className={className}>
      <FieldLabel htmlFor={ids.id} label={label} required={required} />
      <FieldHint id={ids.hintId} hint={hint} />
      <select
        {...select}
        ref={ref}
        id={ids.id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        css={controlStyles}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} error={error} />
    </FieldRow>
  );
});
