/**
 * The checks a form field can carry, and the pure functions that run them. Messages are the caller's words (from
 * data/ or content/); nothing here is a sentence. A check that passes gives `undefined`.
 */

/** A custom check: a message when the value is refused, `true` (or nothing) when it passes. */
export type Validator<V, T> = (value: V, values: T) => string | true | undefined;

export interface LimitRule<L> {
  value: L;
  message: string;
}

export interface FieldRules<V = unknown, T = unknown> {
  /** The message shown when the field is empty: "", only spaces, unchecked, or no file chosen. */
  required?: string;
  /** Counted in characters; an empty value is left to `required`. */
  minLength?: LimitRule<number>;
  maxLength?: LimitRule<number>;
  /** Tested on a non-empty string. */
  pattern?: LimitRule<RegExp>;
  /** One check, or several by name; the first refusal wins. Gets the other fields' values too. */
  validate?: Validator<V, T> | Record<string, Validator<V, T>>;
}

/** A field's value, for the checks: text, a checkbox's boolean, a file input's FileList. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "object" && "length" in value && typeof value.length === "number") return value.length === 0;
  return false;
}

function lengthOf(value: unknown): number | undefined {
  return typeof value === "string" ? value.length : undefined;
}

/** The first refusal of `rules` for `value`, or undefined when every check passes. */
export function checkField<V, T>(value: V, rules: FieldRules<V, T> | undefined, values: T): string | undefined {
  if (!rules) return undefined;
  const empty = isEmpty(value);
  if (empty && rules.required !== undefined) return rules.required;
  const length = lengthOf(value);
  if (!empty && length !== undefined) {
    if (rules.minLength && length < rules.minLength.value) return rules.minLength.message;
    if (rules.maxLength && length > rules.maxLength.value) return rules.maxLength.message;
    if (rules.pattern && typeof value === "string") {
      rules.pattern.value.lastIndex = 0;
      if (!rules.pattern.value.test(value)) return rules.pattern.message;
    }
  }
  const { validate } = rules;
  if (!validate) return undefined;
  const checks = typeof validate === "function" ? [validate] : Object.values(validate);
  for (const check of checks) {
    const result = check(value, values);
    if (typeof result === "string") return result;
  }
  return undefined;
}

/** Every field's first refusal, by name; an empty object when the values pass. */
export function checkFields<T extends object>(
  values: T,
  rules: Partial<Record<keyof T & string, FieldRules<never, T>>>,
): Partial<Record<keyof T & string, string>> {
  const errors: Partial<Record<keyof T & string, string>> = {};
  for (const name of Object.keys(rules) as (keyof T & string)[]) {
    const message = checkField<unknown, T>(values[name], rules[name] as FieldRules<unknown, T> | undefined, values);
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}
