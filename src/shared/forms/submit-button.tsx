import { css } from "@emotion/react";
import { primaryButton } from "../ui/button-link";
import { useFormContext } from "./form-context";

export interface SubmitButtonProps {
  label: string;
  /** Shown while the form is being sent ("Submitting..."). */
  busyLabel: string;
  className?: string;
  /** The analytics click target, as `track(…)` from lib/analytics-targets.ts makes it (`data-track`). */
  tracking?: Record<string, string>;
}

/**
 * The submit button of a Form. While sending it shows `busyLabel` and is `aria-disabled` (not `disabled`, so focus
 * stays on it and a second press does nothing: Form sends one submit at a time).
 */
export function SubmitButton({ label, busyLabel, className, tracking }: SubmitButtonProps) {
  const { isSubmitting } = useFormContext();
  return (
    <button type="submit" css={[primaryButton, busyStyles]} className={className} aria-disabled={isSubmitting || undefined} {...tracking}>
      {isSubmitting ? busyLabel : label}
    </button>
  );
}

const busyStyles = css`
  &[aria-disabled="true"] {
    cursor: progress;
  }
`;
