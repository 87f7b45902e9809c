import { css } from "@emotion/react";
import type { Ref } from "react";
import { color, radius, space } from "../../styles/theme";

export type StatusTone = "success" | "error";

export interface FormStatusProps {
  /** What to say, or null while there is nothing to say. Rendered as text, never as HTML (server `msg`s too). */
  message: string | null;
  tone: StatusTone;
  className?: string;
  /** Makes the message focusable (tabIndex -1) and hands it to this ref, for a form that moves focus to its outcome. */
  focusRef?: Ref<HTMLParagraphElement>;
}

/**
 * A form's outcome: green for success, red for an error. The live region is always in the page (empty when idle),
 * so a screen reader announces each new message politely; the colour is never the only signal, the words are.
 */
export function FormStatus({ message, tone, className, focusRef }: FormStatusProps) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={className}>
      {message ? (
        <p css={[boxStyles, tone === "success" ? successStyles : errorStyles]} data-tone={tone} ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

const boxStyles = css`
  margin: ${space.md} 0 0;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  border-inline-start: 4px solid;
  font-weight: 600;
`;

const successStyles = css`
  background: ${color("successBg")};
  color: ${color("success")};
`;

const errorStyles = css`
  background: ${color("dangerBg")};
  color: ${color("danger")};
`;
