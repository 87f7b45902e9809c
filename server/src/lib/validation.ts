/**
 * Turns a JSON-schema validation failure (Ajv's error objects, as Fastify reports them) into one sentence a
 * visitor understands: "First name is required.", "Message must be at most 5000 characters.",
 * 'Unknown field "salery".'. A failed `pattern` is explained by `PATTERN_MESSAGES`, by field name.
 */

import { API_LIMITS, RESERVATION_MAX_LINES } from "../../../src/lib/api-contract.js";
import { MESSAGES } from "../messages.js";
import { MULTI_LINE_PATTERN, SINGLE_LINE_PATTERN } from "../../../src/lib/api-schemas.js";

/** The part of Ajv's `ErrorObject` we read (Ajv runs with `verbose: true`, which adds `data` and `parentSchema`). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  data?: unknown;
  parentSchema?: Record<string, unknown>;
}

export const FIELD_LABELS: Record<string, string> = {
  username: "Username",
  email: "Email",
  password: "Password",
  token: "Reset token",
  first_name: "First name",
  last_name: "Last name",
  phone_number: "Phone number",
  company_name: "Company name",
  subject: "Subject",
  message: "Message",
  full_name: "Full name",
  phone: "Phone",
  position: "Position",
  resume: "Résumé",
  cover_letter: "Cover letter",
  country: "Country",
  portfolio_url: "Portfolio URL",
  linkedin_url: "LinkedIn URL",
  github_url: "GitHub URL",
  event_type: "Event type",
  event_target: "Event target",
  event_value: "Event value",
  session_id: "Session id",
  page_url: "Page URL",
  referrer: "Referrer",
  screen_resolution: "Screen resolution",
  is_authenticated: "Signed-in flag",
  ip_address: "IP address",
  hostname: "Host name",
  platform: "Platform",
  platform_version: "Platform version",
  created_date: "Date",
  id: "Consent ID",
  preferences: "Preferences",
  statistics: "Statistics",
  marketing: "Marketing",
  revision: "Revision",
  policyVersion: "Policy version",
  savedAt: "Saved at",
  name: "Name",
  company: "Company",
  lines: "The cart",
};

/** Labels inside a reservation's lines (`lines/0/id`), where `id` is a product's. */
const LINE_LABELS: Record<string, string> = { id: "Product", quantity: "Quantity", price: "Price" };

/** What a field's pattern asks for, with `{label}` for the field's name. */
export const PATTERN_MESSAGES: Record<string, string> = {
  email: "{label} must be an e-mail address such as name@example.com.",
  phone: "{label} must be a phone number such as +1-202-000-0000.",
  phone_number: "{label} must be a phone number such as +1-202-000-0000.",
  portfolio_url: "{label} must be a web address starting with https://.",
  created_date: "{label} must be an ISO 8601 date-time from 1970 to 2099, such as 2026-11-23T10:00:00Z.",
  savedAt: "{label} must be an ISO 8601 date-time from 1970 to 2099, such as 2026-11-23T10:00:00Z.",
  id: "{label} must be a UUID.",
  token: MESSAGES.resetUnknown,
};

/** Multipart fields that must be files; sent as text (or left out) they get the résumé's own message. */
const FILE_FIELDS = new Set(["resume"]);
const MISSING_FILE = MESSAGES.resumeRequired;

function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? `The field "${field}"`;
}

const TYPE_NAMES: Record<string, string> = {
  string: "text",
  boolean: "true or false",
  number: "a number",
  integer: "a whole number",
  array: "a list",
  object: "an object",
};

/** One sentence for the first schema error; `what` names the thing validated ("form fields", "event"). */
export function describeSchemaError(error: SchemaError, what = "form fields"): string {
  const segments = error.instancePath.split("/").filter(Boolean);
  const field = [...segments].reverse().find((s) => !/^\d+$/.test(s));
  const index = segments.find((s) => /^\d+$/.test(s));
  const inLines = segments[0] === "lines";
  const prefix = index === undefined ? "" : inLines ? `Line ${Number(index) + 1}: ` : `Event ${Number(index) + 1}: `;
  const say = (sentence: string) => prefix + sentence;
  const labelFor = (name: string): string => (inLines && index !== undefined ? LINE_LABELS[name] : undefined) ?? fieldLabel(name);

  switch (error.keyword) {
    case "required": {
      const missing = String(error.params.missingProperty);
      return say(FILE_FIELDS.has(missing) ? MISSING_FILE : `${labelFor(missing)} is required.`);
    }
    case "additionalProperties":
      return say(`Unknown field "${String(error.params.additionalProperty)}".`);
    case "minItems":
    case "maxItems":
      return inLines ? MESSAGES.reservationLines(RESERVATION_MAX_LINES) : `Send between 1 and ${API_LIMITS.analyticsBatchMax} events at a time.`;
  }

  if (field === undefined) {
    if (index !== undefined) return say(inLines ? "Each line must be an object." : "Each event must be an object.");
    return say(`Send the ${what} as a JSON object.`);
  }
  const label = labelFor(field);
  if (typeof error.data === "string" && error.data.trim() === "" && ["pattern", "minLength", "format"].includes(error.keyword)) {
    return say(`${label} is required.`);
  }
  if (error.keyword === "wellFormed") return say(MESSAGES.brokenCharacter(label));
  if (error.keyword === "pattern" && [SINGLE_LINE_PATTERN, MULTI_LINE_PATTERN].includes(String(error.params.pattern))) {
    return say(MESSAGES.controlCharacters(label));
  }
  const explained = PATTERN_MESSAGES[field];
  if (explained !== undefined && error.keyword === "pattern") return say(explained.replace("{label}", label));

  if (FILE_FIELDS.has(field) && error.keyword === "type") return say(MISSING_FILE);
  switch (error.keyword) {
    case "type": {
      const expected = String(error.params.type);
      return say(`${label} must be ${TYPE_NAMES[expected] ?? expected}.`);
    }
    case "minLength":
      return say(`${label} must be at least ${String(error.params.limit)} characters.`);
    case "maxLength":
      return say(`${label} must be at most ${String(error.params.limit)} characters.`);
    case "enum":
      return say(`${label} must be one of: ${(error.params.allowedValues as unknown[]).map(String).join(", ")}.`);
    case "const":
      return say(`${label} must be "${String(error.params.allowedValue)}".`);
    case "minimum":
      return say(`${label} must be at least ${String(error.params.limit)}.`);
    case "maximum":
      return say(`${label} must be at most ${String(error.params.limit)}.`);
    default:
      return say(`${label} is not valid.`);
  }
}
