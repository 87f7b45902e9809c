/**
 * JSON schemas of every request body (SPEC.md §5 required fields, with the length limits of the contract's
 * FIELD_LIMITS and API_LIMITS, so the site's forms check the same numbers). Fastify
 * validates bodies against them before a handler runs; unknown fields are refused, never silently dropped. The
 * sentence for a failed pattern is chosen by field name in `lib/validation.ts`.
 */
import { API_LIMITS, CART_QUANTITY, EMAIL_PATTERN, FIELD_LIMITS, PHONE_PATTERN, RESERVATION_MAX_LINES, SPAM_LIMITS } from "../../src/lib/api-contract";

type Schema = Record<string, unknown>;

/**
 * Every string of every schema here carries `wellFormed: true` (review 3 N6): text holding half of a surrogate pair
 * (JSON's `"\ud800"`) is refused with a sentence, because PostgreSQL refuses it in `jsonb` and mail headers cannot
 * carry it. The keyword is given to Ajv in app.ts; `string()` below is the one way a string schema is made here.
 */
export const WELL_FORMED_KEYWORD = {
  keyword: "wellFormed",
  type: "string",
  schemaType: "boolean",
  errors: false,
  // In a `u` regular expression a lone surrogate is a code point of category Cs; a pair is one other character.
  validate: (wanted: boolean, data: string) => !wanted || !/\p{Cs}/u.test(data),
} as const;

/** A string schema: well-formed UTF-16 plus `extra`. */
function string(extra: Schema = {}): Schema {
  return { type: "string", wellFormed: true, ...extra };
}

/**
 * One line of text: no control characters (C0, DEL, C1) and no bidirectional overrides, which PostgreSQL refuses
 * (NUL) or which disguise what a person reads. `lib/validation.ts` explains a failure of either pattern.
 */
export const SINGLE_LINE_PATTERN = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$";
/** Free text (messages, cover letters): the same, except that tab, line feed and carriage return are welcome. */
export const MULTI_LINE_PATTERN = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$";

/** A string schema refusing control characters on top of its own rules. */
function text(maxLength: number, extra: Schema = {}, multiLine = false): Schema {
  return string({ maxLength, ...extra, allOf: [{ pattern: multiLine ? MULTI_LINE_PATTERN : SINGLE_LINE_PATTERN }] });
}

/** Text that must contain something other than spaces. */
function requiredText(maxLength: number, multiLine = false): Schema {
  return text(maxLength, { pattern: "\\S" }, multiLine);
}

function optionalText(maxLength: number, multiLine = false): Schema {
  return text(maxLength, {}, multiLine);
}

const email: Schema = text(API_LIMITS.emailMaxLength, { pattern: `^\\s*${EMAIL_PATTERN.source.slice(1, -1)}\\s*$` });

const phone: Schema = text(FIELD_LIMITS.phone, { pattern: `^\\s*${PHONE_PATTERN.source.slice(1, -1)}\\s*$` });

const optionalPhone: Schema = { ...phone, pattern: `^\\s*$|${String(phone.pattern)}` };

const webAddress: Schema = text(FIELD_LIMITS.url, { pattern: "^\\s*$|^\\s*[hH][tT][tT][pP][sS]?://\\S+\\s*$" });

function object(properties: Record<string, Schema>, required: string[]): Schema {
  return { type: "object", properties, required, additionalProperties: false };
}

/** The spam signals every public form sends (the contract's SpamSignals); both optional. */
const spamSignals: Record<string, Schema> = {
  website: string({ maxLength: SPAM_LIMITS.honeypotMaxLength }),
  elapsed_ms: { type: "integer", minimum: 0, maximum: SPAM_LIMITS.elapsedMaxMs },
};

const newPassword: Schema = string({ minLength: API_LIMITS.passwordMinLength, maxLength: API_LIMITS.passwordMaxLength });

export const registerBody = object(
  // An unknown or malformed referral code is ignored, never refused (PRODUCT.md §6): only its length is limited.
  { username: optionalText(API_LIMITS.emailMaxLength), email, password: newPassword, referralCode: optionalText(64) },
  ["email", "password"],
);

export const loginBody = object(
  { email, password: string({ minLength: 1, maxLength: API_LIMITS.passwordMaxLength }), remember: { type: "boolean" } },
  ["email", "password"],
);

export const resetBody = object({ email }, ["email"]);

export const resetConfirmBody = object(
  { token: text(200, { minLength: 1, pattern: "^\\s*[A-Za-z0-9_-]{20,200}\\s*$" }), password: newPassword },
  ["token", "password"],
);

/**
 * The token of a mailed link (newsletter confirmation, unsubscribe, account confirmation). Any text up to 200
 * characters: a malformed token is simply unknown, and the call says so in its own words.
 */
export const linkTokenBody = object({ token: text(200, { minLength: 1 }) }, ["token"]);

export const demoBody = object(
  {
    first_name: requiredText(FIELD_LIMITS.name),
    last_name: requiredText(FIELD_LIMITS.name),
    email,
    phone_number: phone,
    company_name: requiredText(FIELD_LIMITS.company),
    subject: string({ const: "Demo Request" }),
    message: requiredText(FIELD_LIMITS.message, true),
    ...spamSignals,
  },
  ["first_name", "last_name", "email", "phone_number", "company_name", "message"],
);

export const contactBody = object(
  {
    first_name: requiredText(FIELD_LIMITS.name),
    last_name: requiredText(FIELD_LIMITS.name),
    email,
    phone_number: optionalPhone,
    company_name: optionalText(FIELD_LIMITS.company),
    subject: optionalText(FIELD_LIMITS.subject),
    message: requiredText(FIELD_LIMITS.message, true),
    ...spamSignals,
  },
  ["first_name", "last_name", "email", "message"],
);

export const newsletterBody = object({ email, ...spamSignals }, ["email"]);

/** The query of newsletter/unsubscribe (a mail client's one-click POST carries the token there); other keys pass. */
export const unsubscribeQuery: Schema = { type: "object", properties: { token: string() } };

/** The text fields of the multipart application; `resume` is the file, checked by the handler. */
export const applicationBody = object(
  {
    full_name: requiredText(FIELD_LIMITS.fullName),
    email,
    phone,
    position: requiredText(FIELD_LIMITS.position),
    linkedin_url: requiredText(FIELD_LIMITS.url),
    github_url: optionalText(FIELD_LIMITS.url),
    portfolio_url: webAddress,
    cover_letter: optionalText(FIELD_LIMITS.coverLetter, true),
    country: optionalText(FIELD_LIMITS.country),
    resume: { type: "object" },
  },
  ["full_name", "email", "phone", "position", "linkedin_url", "resume"],
);

/** An ISO 8601 date-time from 1970 to 2099 (PostgreSQL refuses year 0, and nothing older or later is a real visit). */
const dateTime: Schema = string({
  maxLength: 40,
  pattern:
    "^(19[7-9]\\d|20\\d\\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,6})?)?(Z|[+-](0\\d|1[0-4]):[0-5]\\d)$",
});

/** consent/record: a receipt of one saved choice (the contract's ConsentRecordRequest). */
export const consentRecordBody = object(
  {
    id: string({ pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$" }),
    preferences: { type: "boolean" },
    statistics: { type: "boolean" },
    marketing: { type: "boolean" },
    revision: { type: "integer", minimum: 1, maximum: 1_000_000 },
    policyVersion: requiredText(40),
    savedAt: dateTime,
  },
  // `id` is the one the server issued for an earlier choice, if any; `savedAt` is still accepted from pages built
  // before the server kept its own time, and ignored (review 3 N10).
  ["preferences", "statistics", "marketing", "revision", "policyVersion"],
);

const analyticsEvent = object(
  {
    event_type: string({ enum: ["click", "pageview"] }),
    event_target: requiredText(200),
    event_value: optionalText(500),
    session_id: requiredText(100),
    page_url: requiredText(2000),
    referrer: optionalText(2000),
    screen_resolution: optionalText(20),
    is_authenticated: { type: "boolean" },
    ip_address: optionalText(45),
    hostname: optionalText(253),
    platform: optionalText(100),
    platform_version: optionalText(100),
    created_date: dateTime,
  },
  ["event_type", "event_target", "session_id", "page_url"],
);

/** One event, or a list of them; if/then/else keeps the errors to the branch the body actually is. */
export const analyticsBody: Schema = {
  if: { type: "array" },
  then: { type: "array", minItems: 1, maxItems: API_LIMITS.analyticsBatchMax, items: analyticsEvent },
  else: analyticsEvent,
};

/** shop/reservation: the visitor's details and the cart's lines (ids and prices checked against the catalogue). */
export const reservationBody = object(
  {
    name: requiredText(FIELD_LIMITS.fullName),
    email,
    company: requiredText(FIELD_LIMITS.company),
    country: requiredText(FIELD_LIMITS.country),
    lines: {
      type: "array",
      minItems: 1,
      maxItems: RESERVATION_MAX_LINES,
      items: object(
        {
          id: requiredText(40),
          quantity: { type: "integer", minimum: CART_QUANTITY.min, maximum: CART_QUANTITY.max },
          price: { type: "number", minimum: 0, maximum: 1_000_000 },
        },
        ["id", "quantity", "price"],
      ),
    },
    ...spamSignals,
  },
  ["name", "email", "company", "country", "lines"],
);
