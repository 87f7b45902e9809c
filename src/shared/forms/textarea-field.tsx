import { css } from "@emotion/react";
import { forwardRef, type TextareaHTMLAttributes } from "react";
import { controlStyles, FieldError, FieldHint, FieldLabel, FieldRow, useFieldIds, type FieldWords } from "./field";

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "aria-invalid" | "aria-describedby">,
    FieldWords {}

/** A labelled multi-line input; register it like TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, id, required, className, rows = 5, ...textarea },
  ref,
) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldRow className={className}>
      <FieldLabel htmlFor={ids.id} label={label} required={required} />
      <FieldHint id={ids.hintId} hint={hint} />
      <textarea
        {...textarea}
        ref={ref}
        id={ids.id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        css={[controlStyles, textareaStyles]}
      />
      <FieldError id={ids.errorId} error={error} />
    </FieldRow>
  );
});

const textareaStyles = css`
  resize: vertical;
`;
