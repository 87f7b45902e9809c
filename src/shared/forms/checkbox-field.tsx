import { css } from "@emotion/react";
import { forwardRef, type InputHTMLAttributes } from "react";
import { space } from "../../styles/theme";
import { FieldError, FieldHint, FieldLabel, FieldRow, useFieldIds, type FieldWords } from "./field";

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "aria-invalid" | "aria-describedby">,
    FieldWords {}

/**
 * A labelled checkbox ("Remember me", "I'm not a robot", accepting the terms): the box, then its label, on one
 * line; hint and error below. Register it like TextField (its value is a boolean).
 */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, hint, error, id, required, className, ...input },
  ref,
) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldRow className={className}>
      <span css={lineStyles}>
        <input
          {...input}
          ref={ref}
          id={ids.id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          css={boxStyles}
        />
        <FieldLabel htmlFor={ids.id} label={label} required={required} />
      </span>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </FieldRow>
  );
});

const lineStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
`;

const boxStyles = css`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
`;
