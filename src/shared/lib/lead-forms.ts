/**
 * Pure pieces of the lead forms (demo request, newsletter, contact; SPEC §4, §5, §8): how an API result becomes a
 * form result, the words the forms read from data/pages.yaml, the checks of the shared fields, and the spam signals
 * a submit carries. Messages are the caller's words; nothing here is a sentence.
 */
import type { ApiResult } from "./api";
import { FIELD_LIMITS, isEmailAddress, isPhoneNumber, SPAM_LIMITS, type SpamSignals } from "../../lib/api-contract";
import type { FieldRules } from "./form-rules";

/** Which lead form reports an outcome (for the analytics issue's targets, SPEC §7). */
export type LeadFormName = "demo" | "newsletter" | "contact" | "application" | "reservation";

/** How a submit ended: accepted, refused by the server, or no usable answer (network, broken answer). */
export type LeadOutcome = "success" | "failed" | "error";

/** One callback per site for every form's outcome: the analytics issue records them without touching the forms. */
export type LeadOutcomeListener = (form: LeadFormName, outcome: LeadOutcome) => void;

/** The words every lead form shares (the `leadForms` entry of data/pages.yaml). */
export const LEAD_FORM_WORDS = [
  "firstName",
  "firstNameRequired",
  "lastName",
  "lastNameRequired",
  "email",
  "emailRequired",
  "emailInvalid",
  "phone",
  "phoneRequired",
  "phoneInvalid",
  "company",
  "companyRequired",
  "message",
  "messageRequired",
  "tooLong",
  "optional",
  "honeypot",
  "sendAnother",
  "success",
  "failed",
] as const;

export type LeadFormWords = Record<(typeof LEAD_FORM_WORDS)[number], string>;

/** The words of one form's own entry: its submit button, idle and busy. */
export const SUBMIT_WORDS = ["submit", "busy"] as const;
export type SubmitWords = Record<(typeof SUBMIT_WORDS)[number], string>;

/** What a Form's `onSubmit` resolves to. */
export type LeadFormResult = { ok: true; msg: string } | { ok: false; msg: string };

/** Thrown for a request that got no usable answer, so the form shows SPEC §8's fallback and reports "error". */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly detail: unknown,
  ) {
    super(message);
    this.name = "RequestError";
  }
}

/**
 * An API result as a form result. A server refusal (`success: false`) gives its `msg` (the form falls back to
 * SPEC §8's "Registration failed" when it is empty). A request that got no usable answer (network, aborted, a
 * broken answer without a sentence) throws a RequestError: the form then shows the fallback and reports "error".
 * A broken answer that still carried a sentence shows that sentence.
 */
export function toFormResult(result: ApiResult<unknown>): LeadFormResult {
  if (result.ok) return { ok: true, msg: result.msg };
  if (result.kind === "rejected" || result.msg !== "") return { ok: false, msg: result.msg };
  throw new RequestError(`The request got no usable answer (${result.kind}).`, result.cause);
}

/** `"Join {count} people"` with `{count}` filled in; every `{name}` found in `values` is replaced, others stay. */
export function fillWords(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The spam signals of a submit (the contract's SpamSignals): the honeypot's content and the whole milliseconds since
 * the form first rendered (never negative, at most the server's limit).
 */
export function spamSignals(honeypot: string | undefined, renderedAt: number, now: number): Required<SpamSignals> {
  const elapsed = Math.round(now - renderedAt);
  return { website: honeypot ?? "", elapsed_ms: Math.min(Math.max(elapsed, 0), SPAM_LIMITS.elapsedMaxMs) };
}

/** The subject a contact form sends: the chosen one, or the visitor's own words when the choice is "Other". */
export function contactSubject(choice: string, otherText: string, otherChoice: string): string {
  return choice === otherChoice ? otherText.trim() : choice;
}

/** Text fields of the lead forms. */
export interface LeadTextValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  company_name: string;
  message: string;
}

const limit = (max: number, words: LeadFormWords) => ({ value: max, message: fillWords(words.tooLong, { max }) });

/**
 * The checks of the shared fields: names, e-mail (required and shaped like an address), phone (a phone number),
 * company and message, with the server's length limits. Phone and company are required unless listed in `optional`
 * (the contact form); an optional phone is still checked when filled.
 */
export function leadFieldRules<T extends LeadTextValues>(
  words: LeadFormWords,
  optional: readonly ("phone_number" | "company_name")[] = [],
): { [K in keyof LeadTextValues]: FieldRules<string, T> } {
  const isOptional = (name: "phone_number" | "company_name") => optional.includes(name);
  return {
    first_name: { required: words.firstNameRequired, maxLength: limit(FIELD_LIMITS.name, words) },
    last_name: { required: words.lastNameRequired, maxLength: limit(FIELD_LIMITS.name, words) },
    email: { required: words.emailRequired, validate: (value) => (isEmailAddress(value) ? true : words.emailInvalid) },
    phone_number: {
      required: isOptional("phone_number") ? undefined : words.phoneRequired,
      validate: (value) => (value.trim() === "" || isPhoneNumber(value) ? true : words.phoneInvalid),
    },
    company_name: {
      required: isOptional("company_name") ? undefined : words.companyRequired,
      maxLength: limit(FIELD_LIMITS.company, words),
    },
    message: { required: words.messageRequired, maxLength: limit(FIELD_LIMITS.message, words) },
  };
}

/** Trimmed text, or undefined when empty: how optional fields are sent. */
export function optionalText(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}
