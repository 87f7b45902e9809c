import { forwardRef, type InputHTMLAttributes } from "react";
import { controlStyles, FieldError, FieldHint, FieldLabel, FieldRow, useFieldIds, type FieldWords } from "./field";

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "aria-invalid" | "aria-describedby">;

export interface TextFieldProps extends NativeInputProps, FieldWords {
  /** Default "text". Use EmailField and TelField for those two. */
  type?: "text" | "email" | "tel" | "password" | "url" | "search";
}

/**
 * A labelled one-line input. Spread `useFormFields`'s `register(name, rules)` into it; pass `required` too, for
 * the mark and the native attribute that tells assistive technology (the form's noValidate keeps the browser's
 * own bubbles away).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, type = "text", required, className, ...input },
  ref,
) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldRow className={className}>
      <FieldLabel htmlFor={ids.id} label={label} required={required} />
      <FieldHint id={ids.hintId} hint={hint} />
      <input
        {...input}
        ref={ref}
        id={ids.id}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        css={controlStyles}
      />
      <FieldError id={ids.errorId} error={error} />
    </FieldRow>
  );
});

export type EmailFieldProps = Omit<TextFieldProps, "type">;

/** An e-mail input: the e-mail keyboard on phones and the browser's address autofill. */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(props, ref) {
  return <TextField autoComplete="email" spellCheck={false} {...props} ref={ref} type="email" />;
});

export type TelFieldProps = Omit<TextFieldProps, "type">;

/** A telephone input: the phone keypad on phones and the browser's number autofill. */
export const TelField = forwardRef<HTMLInputElement, TelFieldProps>(function TelField(props, ref) {
  return <TextField autoComplete="tel" {...props} ref={ref} type="tel" />;
});
