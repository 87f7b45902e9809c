import { css } from "@emotion/react";
import { useId, type ReactNode } from "react";
import { color, fontSize, radius, space } from "../../styles/theme";

/**
 * What every field shares: a visible label, an optional hint, an error message, and a required mark.
 * Words are props (from data/pages.yaml); nothing here is a sentence.
 */
export interface FieldWords {
  /** The visible label; also the control's accessible name. */
  label: string;
  /** Help shown under the label and read after the name (`aria-describedby`). */
  hint?: string;
  /** The current error, or nothing. Shown under the control, tied with `aria-describedby`; sets `aria-invalid`. */
  error?: string;
}

/** The visual required mark. Hidden from assistive technology: the control's native `required` says it. */
export const REQUIRED_MARK = "*";

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
  /** The ids to put in `aria-describedby`: the error first, then the hint; undefined when neither shows. */
  describedBy: string | undefined;
}

export function useFieldIds(id: string | undefined, { hint, error }: Pick<FieldWords, "hint" | "error">, extra?: string): FieldIds {
  const generated = useId();
  const base = id ?? `field${generated}`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const ids = [error ? errorId : null, hint ? hintId : null, extra ?? null].filter((x): x is string => Boolean(x));
  return { id: base, hintId, errorId, describedBy: ids.length > 0 ? ids.join(" ") : undefined };
}

/**
 * The label, and beside it (outside it, so the label's text is exactly the words) the required mark, hidden from
 * assistive technology.
 */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <span css={labelLineStyles}>
      <label htmlFor={htmlFor} css={labelStyles}>
        {label}
      </label>
      {required ? (
        <span css={markStyles} aria-hidden="true">
          {REQUIRED_MARK}
        </span>
      ) : null}
    </span>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={id} css={hintStyles}>
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} css={errorStyles}>
      {error}
    </p>
  ) : null;
}

export function FieldRow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div css={rowStyles} className={className}>
      {children}
    </div>
  );
}

const rowStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
  margin-bottom: ${space.md};
`;

const labelLineStyles = css`
  display: inline-flex;
  align-items: baseline;
`;

const labelStyles = css`
  font-weight: 600;
`;

const markStyles = css`
  margin-inline-start: 0.2em;
  color: ${color("danger")};
`;

const hintStyles = css`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color("muted")};
`;

const errorStyles = css`
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: 600;
  color: ${color("danger")};
`;

/** The box of text inputs, text areas and selects: visible border (3:1), thicker and red when invalid. */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${space.xs} ${space.sm};
  border: 1px solid ${color("muted")};
  border-radius: ${radius.sm};
  background: ${color("bg")};
  color: ${color("text")};
  &[aria-invalid="true"] {
    border: 2px solid ${color("danger")};
  }
  &:disabled {
    opacity: 0.6;
  }
  /* A value the visitor cannot change (the job's position) reads as text on the page's surface, not as a field. */
  &[readonly] {
    border-style: dashed;
    background: ${color("surface")};
  }
`;
