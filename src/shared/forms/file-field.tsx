import { css } from "@emotion/react";
import { forwardRef, type InputHTMLAttributes } from "react";
import { FieldError, FieldHint, FieldLabel, FieldRow, controlStyles, useFieldIds, type FieldWords } from "./field";

export interface FileFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "aria-invalid" | "aria-describedby" | "value">,
    FieldWords {}

/**
 * A labelled file picker (the résumé). Say the accepted types and size in `hint`; `accept` only filters the
 * picker, so check the file itself (type and size rules in src/lib). Registered, its value is a FileList.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, hint, error, id, required, className, ...input },
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
        type="file"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        css={[controlStyles, fileStyles]}
      />
      <FieldError id={ids.errorId} error={error} />
    </FieldRow>
  );
});

const fileStyles = css`
  min-height: auto;
  cursor: pointer;
`;
