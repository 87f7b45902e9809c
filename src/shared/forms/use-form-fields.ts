import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent } from "react";
import { checkField, checkFields, type FieldRules } from "../lib/form-rules";

/** The values of a form: one entry per field name. */
export type FieldValues = object;

/** A field name of T. */
export type FieldName<T> = keyof T & string;

export interface FieldError {
  message: string;
}

export type FieldErrors<T> = Partial<Record<FieldName<T>, FieldError>>;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What `register(name, rules)` gives: spread it into a field (they forward the ref to their native control). */
export interface RegisteredField {
  name: string;
  ref: (element: Control | null) => void;
  onChange: (event: ChangeEvent<Control>) => void;
  onBlur: (event: FocusEvent<Control>) => void;
}

export interface FormState<T> {
  errors: FieldErrors<T>;
  isSubmitting: boolean;
  /** True once a submit has run the checks (until `reset`). */
  isSubmitted: boolean;
}

export interface UseFormFieldsOptions<T> {
  defaultValues?: Partial<T>;
}

export interface FormFields<T extends FieldValues> {
  register: <K extends FieldName<T>>(name: K, rules?: FieldRules<T[K], T>) => RegisteredField;
  /** Runs the checks, then `onValid` with the values or `onInvalid` with the errors; the promise ends after them. */
  handleSubmit: (
    onValid: (values: T) => unknown,
    onInvalid?: (errors: FieldErrors<T>) => unknown,
  ) => (event?: { preventDefault?: () => void }) => Promise<void>;
  formState: FormState<T>;
  getValues: () => T;
  setValue: <K extends FieldName<T>>(name: K, value: T[K]) => void;
  /** Back to `values`, or to the default values; clears the errors. */
  reset: (values?: Partial<T>) => void;
  setError: (name: FieldName<T>, error: FieldError) => void;
  /** Clears one field's error, or all of them. */
  clearErrors: (name?: FieldName<T>) => void;
  setFocus: (name: FieldName<T>) => void;
}

/** A control's value: a checkbox gives a boolean, a file input its FileList, the others their text. */
function readControl(element: Control): unknown {
  if (element instanceof HTMLInputElement) {
    if (element.type === "checkbox") return element.checked;
    if (element.type === "file") return element.files;
  }
  return element.value;
}

function writeControl(element: Control, value: unknown): void {
  if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = Boolean(value);
  // A file input can only be emptied, never filled.
  else if (element instanceof HTMLInputElement && element.type === "file") element.value = "";
  else element.value = value === undefined || value === null ? "" : String(value);
}

/**
 * Form state on uncontrolled inputs (the DOM holds what is typed; only errors and the submitting flag render):
 * checks run on submit, then again on each change once a submit has run, so an error goes as soon as it is fixed.
 * Form moves focus to the first invalid field; this hook never does on its own.
 */
export function useFormFields<T extends FieldValues>({ defaultValues }: UseFormFieldsOptions<T> = {}): FormFields<T> {
  const defaults = useRef<Partial<T>>(defaultValues ?? {});
  const values = useRef<Partial<T>>({ ...defaults.current });
  const controls = useRef(new Map<FieldName<T>, Control>());
  const rules = useRef(new Map<FieldName<T>, FieldRules<never, T>>());
  const fields = useRef(new Map<FieldName<T>, RegisteredField>());
  const submitted = useRef(false);
  const mounted = useRef(true);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const getValues = useCallback((): T => {
    const all: Record<string, unknown> = { ...values.current };
    for (const [name, element] of controls.current) all[name] = readControl(element);
    return all as T;
  }, []);

  const setFieldError = useCallback((name: FieldName<T>, message: string | undefined): void => {
    setErrors((current) => {
      if (current[name]?.message === message) return current;
      if (message !== undefined) return { ...current, [name]: { message } };
      return Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) as FieldErrors<T>;
    });
  }, []);

  const recheck = useCallback(
    (name: FieldName<T>): void => {
      if (!submitted.current) return;
      const all = getValues();
      setFieldError(name, checkField<unknown, T>(all[name], rules.current.get(name) as FieldRules<unknown, T> | undefined, all));
    },
    [getValues, setFieldError],
  );

  const register = useCallback(
    <K extends FieldName<T>>(name: K, fieldRules?: FieldRules<T[K], T>): RegisteredField => {
      if (fieldRules) rules.current.set(name, fieldRules);
      else rules.current.delete(name);
      const known = fields.current.get(name);
      if (known) return known;
      // One object per name, so the ref callback stays the same between renders and typed text is never overwritten.
      const field: RegisteredField = {
        name,
        ref: (element) => {
          const previous = controls.current.get(name);
          if (element === previous) return;
          if (previous) values.current[name] = readControl(previous) as T[K];
          if (element) {
            writeControl(element, values.current[name]);
            controls.current.set(name, element);
          } else controls.current.delete(name);
        },
        onChange: (event) => {
          values.current[name] = readControl(event.target) as T[K];
          recheck(name);
        },
        onBlur: () => undefined,
      };
      fields.current.set(name, field);
      return field;
    },
    [recheck],
  );

  const handleSubmit = useCallback<FormFields<T>["handleSubmit"]>(
    (onValid, onInvalid) => async (event) => {
      event?.preventDefault?.();
      const all = getValues();
      const messages = checkFields<T>(all, Object.fromEntries(rules.current) as Partial<Record<FieldName<T>, FieldRules<never, T>>>);
      const found: FieldErrors<T> = {};
      for (const name of Object.keys(messages) as FieldName<T>[]) found[name] = { message: messages[name] ?? "" };
      submitted.current = true;
      setSubmitted(true);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        await onInvalid?.(found);
        return;
      }
      setSubmitting(true);
      try {
        await onValid(all);
      } finally {
        if (mounted.current) setSubmitting(false);
      }
    },
    [getValues],
  );

  const setValue = useCallback<FormFields<T>["setValue"]>(
    (name, value) => {
      values.current[name] = value;
      const element = controls.current.get(name);
      if (element) writeControl(element, value);
      recheck(name);
    },
    [recheck],
  );

  const reset = useCallback<FormFields<T>["reset"]>((next) => {
    values.current = { ...(next ?? defaults.current) };
    for (const [name, element] of controls.current) writeControl(element, values.current[name]);
    submitted.current = false;
    setSubmitted(false);
    setErrors({});
  }, []);

  const setError = useCallback<FormFields<T>["setError"]>((name, error) => setFieldError(name, error.message), [setFieldError]);

  const clearErrors = useCallback<FormFields<T>["clearErrors"]>(
    (name) => (name === undefined ? setErrors({}) : setFieldError(name, undefined)),
    [setFieldError],
  );

  const setFocus = useCallback<FormFields<T>["setFocus"]>((name) => controls.current.get(name)?.focus(), []);

  const formState = useMemo(() => ({ errors, isSubmitting, isSubmitted }), [errors, isSubmitting, isSubmitted]);

  return useMemo(
    () => ({ register, handleSubmit, formState, getValues, setValue, reset, setError, clearErrors, setFocus }),
    [register, handleSubmit, formState, getValues, setValue, reset, setError, clearErrors, setFocus],
  );
}
