import { useCallback, useEffect, useMemo, useRef, useState, type FormHTMLAttributes, type ReactNode } from "react";
import type { FieldErrors, FieldValues, FormFields } from "./use-form-fields";
import { FormContext } from "./form-context";
import { css } from "@emotion/react";
import { space } from "../../styles/theme";
import { secondaryButton } from "../ui/button-link";
import { FormStatus, type StatusTone } from "./form-status";

export { useFormFields } from "./use-form-fields";

/** What a submit resolves to: the API client's result shape (extra fields are ignored). */
export type FormResult = { ok: true; msg?: string } | { ok: false; msg: string };

/** How a submit ended, for the analytics issue: refused by the checks, accepted, refused by the server, or crashed. */
export type FormOutcome = "invalid" | "success" | "failed" | "error";

/**
 * A form's own `onOutcome` told only of the submits the server answered (an "invalid" one never left the browser):
 * pass the result to `Form`'s `onOutcome`.
 */
export function useAnsweredOutcome(onOutcome?: (outcome: Exclude<FormOutcome, "invalid">) => void): (outcome: FormOutcome) => void {
  return useCallback(
    (outcome: FormOutcome) => {
      if (outcome !== "invalid") onOutcome?.(outcome);
    },
    [onOutcome],
  );
}

export interface FormWords {
  /** Shown when the server accepted without a `msg`. */
  success: string;
  /** Shown when the submit threw, or the server refused without a `msg`. */
  failed: string;
}

export interface FormProps<T extends FieldValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "noValidate" | "children"> {
  /** `useFormFields()`'s result. */
  form: FormFields<T>;
  /** Sends the checked values: an API client call, returning `{ ok: true, ... } | { ok: false, msg }`. */
  onSubmit: (values: T) => Promise<FormResult>;
  words: FormWords;
  /** Clears the fields after a success (a newsletter); without it the values stay. A refusal always keeps them. */
  resetOnSuccess?: boolean;
  /**
   * After a success, the outcome takes the fields' place (focus moves to it), so the same message cannot be sent
   * twice; `again`, when given, labels a button that starts over with an empty form (then `onAgain` is called). A
   * refusal still keeps the fields as typed.
   */
  replaceOnSuccess?: { again?: string; onAgain?: () => void };
  /** Called once per submit with how it ended, and the result when the server answered. */
  onOutcome?: (outcome: FormOutcome, result?: FormResult) => void;
  children: ReactNode;
}

interface Status {
  tone: StatusTone;
  message: string;
}

/** The first field a visitor fills in (not a hidden honeypot or a read-only one). */
function firstField(form: HTMLFormElement | null): HTMLElement | null {
  if (!form) return null;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    if (("readOnly" in element && element.readOnly) || element.tabIndex < 0 || element.type === "hidden") continue;
    return element;
  }
  return null;
}

/** The first form control, in page order, whose name has an error. */
function firstInvalid<T extends FieldValues>(form: HTMLFormElement | null, errors: FieldErrors<T>): HTMLElement | null {
  if (!form) return null;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    if (name && name in errors && element instanceof HTMLElement) return element;
  }
  return null;
}

/**
 * A form on `useFormFields`: `noValidate` (our messages, not the browser's), focus on the first invalid field when
 * the checks refuse a submit, one submit at a time, the outcome in a polite status region under the fields (the
 * server's `msg` as text). A refused submit keeps what the visitor typed; a result arriving after the form is gone is
 * ignored. SubmitButton reads the submitting state through FormContext.
 */
export function Form<T extends FieldValues>({
  form,
  onSubmit,
  words,
  resetOnSuccess = false,
  replaceOnSuccess,
  onOutcome,
  children,
  ...rest
}: FormProps<T>) {
  const [status, setStatus] = useState<Status | null>(null);
  // "done": the outcome stands in for the fields; "again": the visitor started over, focus goes to the first field.
  const [stage, setStage] = useState<"fields" | "done" | "again">("fields");
  const element = useRef<HTMLFormElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const mounted = useRef(true);
  const busy = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = useCallback(
    async (values: T): Promise<void> => {
      let result: FormResult;
      let outcome: FormOutcome;
      try {
        result = await onSubmit(values);
        outcome = result.ok ? "success" : "failed";
      } catch (error) {
        console.error(error);
        result = { ok: false, msg: words.failed };
        outcome = "error";
      }
      if (!mounted.current) return;
      setStatus(result.ok ? { tone: "success", message: result.msg || words.success } : { tone: "error", message: result.msg || words.failed });
      if (result.ok && (resetOnSuccess || replaceOnSuccess)) form.reset();
      if (result.ok && replaceOnSuccess) setStage("done");
      onOutcome?.(outcome, outcome === "error" ? undefined : result);
    },
    [form, onSubmit, onOutcome, resetOnSuccess, replaceOnSuccess, words],
  );

  useEffect(() => {
    if (stage === "done") outcome.current?.focus();
    if (stage === "again") firstField(element.current)?.focus();
  }, [stage]);

  const refuse = useCallback(
    (errors: FieldErrors<T>): void => {
      firstInvalid(element.current, errors)?.focus();
      onOutcome?.("invalid");
    },
    [onOutcome],
  );

  const submit = form.handleSubmit(send, refuse);
  const { isSubmitting } = form.formState;
  const context = useMemo(() => ({ isSubmitting }), [isSubmitting]);

  if (stage === "done" && replaceOnSuccess && status) {
    return (
      <div css={doneStyles}>
        <FormStatus message={status.message} tone={status.tone} focusRef={outcome} />
        {replaceOnSuccess.again ? (
          <button
            type="button"
            css={secondaryButton}
            onClick={() => {
              setStatus(null);
              setStage("again");
              replaceOnSuccess.onAgain?.();
            }}
          >
            {replaceOnSuccess.again}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <FormContext.Provider value={context}>
      <form
        {...rest}
        ref={element}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy.current) return;
          busy.current = true;
          setStatus(null);
          void submit(event).finally(() => {
            busy.current = false;
          });
        }}
      >
        {children}
        <FormStatus message={status?.message ?? null} tone={status?.tone ?? "success"} />
      </form>
    </FormContext.Provider>
  );
}

const doneStyles = css`
  display: grid;
  justify-items: start;
  gap: ${space.md};
`;
