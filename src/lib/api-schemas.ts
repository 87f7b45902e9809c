/**
 * The shape of every API request body, defined once (issue 41 item 6). Each schema is TypeBox, which is plain JSON
 * Schema at run time: the server hands these objects to Fastify, which validates each body before its handler runs
 * (unknown fields are refused, never silently dropped), and the request types of `api-contract.ts` are
 * `Static<typeof …>` of them, so the site, the handlers and the validation cannot drift apart.
 *
 * Only the server imports this module's values. The site imports its types (`import type`, enforced by ESLint),
 * so TypeBox never reaches a browser bundle; the limits stay in `api-contract.ts`, plain numbers the forms share.
 * A failed check becomes one visitor-facing sentence in `server/src/lib/validation.ts`, chosen by field name.
 */
import { Type, type Static, type StringOptions, type TObject, type TProperties } from "@sinclair/typebox";
import { API_LIMITS, CART_QUANTITY, EMAIL_PATTERN, FIELD_LIMITS, PHONE_PATTERN, RESERVATION_MAX_LINES, SPAM_LIMITS } from "./api-contract.js";
import { LEAD_KINDS, LEAD_STATUSES, TEAM_LIMITS, type LeadKind, type LeadStatus } from "./team-contract.js";

/**
 * Every string of every schema here carries `wellFormed: true` (review 3 N6): text holding half of a surrogate pair
 * (JSON's `"\ud800"`) is refused with a sentence, because PostgreSQL refuses it in `jsonb` and mail headers cannot
 * carry it. The server gives this keyword to Ajv; `string()` below is the one way a string schema is made here.
 */
export const WELL_FORMED_KEYWORD = {
  keyword: "wellFormed",
  type: "string",
  schemaType: "boolean",
  errors: false,
  // In a `u` regular expression a lone surrogate is a code point of category Cs; a pair is one other character.
  validate: (wanted: boolean, data: string) => !wanted || !/\p{Cs}/u.test(data),
} as const;

/** A string schema: well-formed UTF-16 plus `options`. */
function string(options: StringOptions = {}) {
  return Type.String({ wellFormed: true, ...options });
}

/**
 * One line of text: no control characters (C0, DEL, C1) and no bidirectional overrides, which PostgreSQL refuses
 * (NUL) or which disguise what a person reads. The server's `lib/validation.ts` explains a failure of either pattern.
 */
export const SINGLE_LINE_PATTERN = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$";
/** Free text (messages, cover letters): the same, except that tab, line feed and carriage return are welcome. */
export const MULTI_LINE_PATTERN = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$";

/** A string schema refusing control characters on top of its own rules. */
function text(maxLength: number, options: StringOptions = {}, multiLine = false) {
  return string({ maxLength, ...options, allOf: [{ pattern: multiLine ? MULTI_LINE_PATTERN : SINGLE_LINE_PATTERN }] });
}

/** Text that must contain something other than spaces. */
function requiredText(maxLength: number, multiLine = false) {
  return text(maxLength, { pattern: "\\S" }, multiLine);
}

/** Text that may be empty; absent from the body is allowed too. */
function optionalText(maxLength: number, multiLine = false) {
  return Type.Optional(text(maxLength, {}, multiLine));
}

/** A body: exactly these properties (those wrapped in `Type.Optional` may be left out), nothing else. */
function body<T extends TProperties>(properties: T): TObject<T> {
  return Type.Object(properties, { additionalProperties: false });
}

/** The contract's pattern, with spaces allowed around the value (the server trims before storing). */
const padded = (pattern: RegExp) => `^\\s*${pattern.source.slice(1, -1)}\\s*$`;

const email = text(API_LIMITS.emailMaxLength, { pattern: padded(EMAIL_PATTERN) });

const phone = text(FIELD_LIMITS.phone, { pattern: padded(PHONE_PATTERN) });

const optionalPhone = Type.Optional(text(FIELD_LIMITS.phone, { pattern: `^\\s*$|${padded(PHONE_PATTERN)}` }));

const webAddress = Type.Optional(text(FIELD_LIMITS.url, { pattern: "^\\s*$|^\\s*[hH][tT][tT][pP][sS]?://\\S+\\s*$" }));

/**
 * The spam signals every public form sends instead of a CAPTCHA (PRODUCT.md §6): a honeypot field people never see
 * and never fill, and how long the form was on screen before it was sent (ms). Both optional in the schema; a body
 * without them is stored as spam (`isLikelySpam`).
 */
const spamSignals = {
  website: Type.Optional(string({ maxLength: SPAM_LIMITS.honeypotMaxLength })),
  elapsed_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: SPAM_LIMITS.elapsedMaxMs })),
};
export type SpamSignals = Static<TObject<typeof spamSignals>>;

const newPassword = string({ minLength: API_LIMITS.passwordMinLength, maxLength: API_LIMITS.passwordMaxLength });

/**
 * POST users/register. The site sends the e-mail as `username` too (SPEC.md §3). `referralCode` is the code of the
 * member whose link brought the visitor (`/sign-up/?ref=CODE`); an unknown or malformed code is ignored, never
 * refused (PRODUCT.md §6), so only its length is limited.
 */
export const registerBody = body({
  username: optionalText(API_LIMITS.emailMaxLength),
  email,
  password: newPassword,
  referralCode: optionalText(64),
});

/**
 * POST users/login. `remember` ("Remember me"; absent is false) makes the session last SESSION_DAYS; without it the
 * token lives only in the tab (SPEC §4), and the service ends it after SESSION_HOURS too (review L4).
 */
export const loginBody = body({
  email,
  password: string({ minLength: 1, maxLength: API_LIMITS.passwordMaxLength }),
  remember: Type.Optional(Type.Boolean()),
});

/** POST users/passwordreset: answers the same message whether or not an account exists. */
export const resetBody = body({ email });

/** POST users/passwordreset/confirm: the token from the e-mailed link and the new password. */
export const resetConfirmBody = body({
  token: text(200, { minLength: 1, pattern: "^\\s*[A-Za-z0-9_-]{20,200}\\s*$" }),
  password: newPassword,
});

/**
 * POST newsletter/confirm, users/passwordreset/check and users/confirm-email: the token of a mailed link, which the
 * page reads from the address's fragment (never sent to a server as part of a URL). Any text up to 200 characters:
 * a malformed token is simply unknown, and the call says so in its own words.
 */
export const linkTokenBody = body({ token: text(200, { minLength: 1 }) });

/** POST demo/schedule-demo: every field required; `subject` is always "Demo Request" when sent. */
export const demoBody = body({
  first_name: requiredText(FIELD_LIMITS.name),
  last_name: requiredText(FIELD_LIMITS.name),
  email,
  phone_number: phone,
  company_name: requiredText(FIELD_LIMITS.company),
  subject: Type.Optional(Type.Literal("Demo Request", { wellFormed: true })),
  message: requiredText(FIELD_LIMITS.message, true),
  ...spamSignals,
});

/** POST contact/form-submission: `phone_number`, `company_name` and `subject` optional. */
export const contactBody = body({
  first_name: requiredText(FIELD_LIMITS.name),
  last_name: requiredText(FIELD_LIMITS.name),
  email,
  phone_number: optionalPhone,
  company_name: optionalText(FIELD_LIMITS.company),
  subject: optionalText(FIELD_LIMITS.subject),
  message: requiredText(FIELD_LIMITS.message, true),
  ...spamSignals,
});

/** POST newsletter/subscriber: signing up twice with one address is not an error. */
export const newsletterBody = body({ email, ...spamSignals });

/** The query of newsletter/unsubscribe (a mail client's one-click POST carries the token there); other keys pass. */
export const unsubscribeQuery = Type.Object({ token: Type.Optional(string()) });

/**
 * POST job/application as multipart/form-data, signed in: these text fields plus a `resume` file (PDF, DOC or
 * DOCX by content, at most `API_LIMITS.resumeMaxBytes`), which the handler checks; the schema asks only that a
 * file part was sent.
 */
export const applicationBody = body({
  full_name: requiredText(FIELD_LIMITS.fullName),
  email,
  phone,
  position: requiredText(FIELD_LIMITS.position),
  linkedin_url: requiredText(FIELD_LIMITS.url),
  github_url: optionalText(FIELD_LIMITS.url),
  portfolio_url: webAddress,
  cover_letter: optionalText(FIELD_LIMITS.coverLetter, true),
  country: optionalText(FIELD_LIMITS.country),
  resume: Type.Unsafe<unknown>({ type: "object" }),
});

/** An ISO 8601 date-time from 1970 to 2099 (PostgreSQL refuses year 0, and nothing older or later is a real visit). */
const dateTime = string({
  maxLength: 40,
  pattern:
    "^(19[7-9]\\d|20\\d\\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,6})?)?(Z|[+-](0\\d|1[0-4]):[0-5]\\d)$",
});

/**
 * POST consent/record: the receipt of one saved consent choice (PRODUCT.md §6). Necessary is always on and not
 * sent. The server files it with its own time and issues the consent id; it keeps no address and no user agent.
 */
export const consentRecordBody = body({
  /**
   * The consent id the server issued for the visitor's earlier choice, if any: a changed choice is filed under it.
   * Without one, or with one the server never issued, the server issues a new id.
   */
  id: Type.Optional(string({ pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$" })),
  preferences: Type.Boolean(),
  statistics: Type.Boolean(),
  marketing: Type.Boolean(),
  /** The consent revision the choice answers (from 1). */
  revision: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  /** The cookie policy's version the visitor was shown. */
  policyVersion: requiredText(40),
  /** Ignored (the server's clock decides); accepted from pages built before it was (review 3 N10). */
  savedAt: Type.Optional(dateTime),
});

/**
 * One analytics event (SPEC.md §3). `ip_address` is accepted as the spec sends it, and ignored: the server stores the
 * address it saw the request come from, truncated. `created_date` is ISO 8601; the server's clock is used when absent.
 */
export const analyticsEvent = body({
  event_type: Type.Unsafe<"click" | "pageview">(string({ enum: ["click", "pageview"] })),
  event_target: requiredText(200),
  event_value: optionalText(500),
  session_id: requiredText(100),
  page_url: requiredText(2000),
  referrer: optionalText(2000),
  screen_resolution: optionalText(20),
  is_authenticated: Type.Optional(Type.Boolean()),
  ip_address: optionalText(45),
  hostname: optionalText(253),
  platform: optionalText(100),
  platform_version: optionalText(100),
  created_date: Type.Optional(dateTime),
});

/**
 * POST analytics/send: one event or a batch of up to `API_LIMITS.analyticsBatchMax`. Written as if/then/else rather
 * than a union so a refusal names the branch the body actually is.
 */
export const analyticsBody = Type.Unsafe<Static<typeof analyticsEvent> | Static<typeof analyticsEvent>[]>({
  if: { type: "array" },
  then: Type.Array(analyticsEvent, { minItems: 1, maxItems: API_LIMITS.analyticsBatchMax }),
  else: analyticsEvent,
});

/** POST shop/reservation: a free early-access reservation of the cart's lines, not a payment (PRODUCT §6). */
export const reservationBody = body({
  name: requiredText(FIELD_LIMITS.fullName),
  email,
  company: requiredText(FIELD_LIMITS.company),
  country: requiredText(FIELD_LIMITS.country),
  /** The cart's lines: the product, how many, and the price the visitor saw (refused when not the catalogue's). */
  lines: Type.Array(
    body({
      id: requiredText(40),
      quantity: Type.Integer({ minimum: CART_QUANTITY.min, maximum: CART_QUANTITY.max }),
      price: Type.Number({ minimum: 0, maximum: 1_000_000 }),
    }),
    { minItems: 1, maxItems: RESERVATION_MAX_LINES },
  ),
  ...spamSignals,
});

/* The team console (issue 44). Query strings arrive as text (the server's Ajv does not coerce), so numbers in them
 * are digit patterns the handler reads; every query schema refuses unknown keys like the bodies do. */

const digits = (maxLength: number) => string({ pattern: "^[0-9]+$", maxLength });
/** An opaque page cursor, as the previous page's `nextCursor` gave it. */
const cursor = string({ pattern: "^[A-Za-z0-9_-]{1,200}$" });
const pageFields = { cursor: Type.Optional(cursor), limit: Type.Optional(digits(4)) };

/** GET team/audit (and any plain list): a page. */
export const teamPageQuery = body(pageFields);

/** GET team/leads and team/leads/export: the filters; `q` searches name, e-mail and company, case-insensitively. */
export const teamLeadsQuery = body({
  kind: Type.Optional(Type.Unsafe<LeadKind>(string({ enum: [...LEAD_KINDS] }))),
  status: Type.Optional(Type.Unsafe<LeadStatus>(string({ enum: [...LEAD_STATUSES] }))),
  q: optionalText(TEAM_LIMITS.searchMaxLength),
  ...pageFields,
});

/** GET team/waitlist and its export. */
export const teamWaitlistQuery = body({
  state: Type.Optional(Type.Unsafe<"waiting" | "invited">(string({ enum: ["waiting", "invited"] }))),
  ...pageFields,
});

const uuid = string({ pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$" });

/** The path parameters of one lead. */
export const teamLeadParams = body({ kind: Type.Unsafe<LeadKind>(string({ enum: [...LEAD_KINDS] })), id: uuid });

/** The path parameter of one application (its résumé link). */
export const teamApplicationParams = body({ id: uuid });

/** POST team/leads/{kind}/{id}/status. */
export const teamLeadStatusBody = body({ status: Type.Unsafe<LeadStatus>(string({ enum: [...LEAD_STATUSES] })) });

/** POST team/leads/{kind}/{id}/notes. */
export const teamLeadNoteBody = body({ text: requiredText(TEAM_LIMITS.noteMaxLength, true) });

/** POST team/waitlist/invitations and its preview. */
export const teamInviteBody = body({ count: Type.Integer({ minimum: 1, maximum: TEAM_LIMITS.waveMax }) });

const day = string({ pattern: "^(19[7-9]\\d|20\\d\\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" });

/** GET team/analytics. */
export const teamAnalyticsQuery = body({ since: Type.Optional(day), until: Type.Optional(day) });
