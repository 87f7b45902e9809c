import { css } from "@emotion/react";
import type { RegisteredField } from "./use-form-fields";

export interface HoneypotFieldProps {
  /** `register("website")` of the form. */
  field: RegisteredField;
  /** Its label, for the robots that read labels ("Leave this field empty"). */
  label: string;
}

/**
 * The spam honeypot (PRODUCT.md §6): a text field people never see, never reach with Tab and never hear (the whole
 * block is aria-hidden, and off-screen rather than display:none, which some robots skip). A robot that fills every
 * field fills it too, and the server flags the submission.
 */
export function HoneypotField({ field, label }: HoneypotFieldProps) {
  return (
    <div css={hiddenStyles} aria-hidden="true">
      <label>
        {label}
        <input {...field} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

const hiddenStyles = css`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
