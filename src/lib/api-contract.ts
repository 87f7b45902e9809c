/**
 * The API contract (SPEC.md §7 with PRODUCT.md §3): what each call sends and answers. The site's client
 * (`src/shared/lib/api.ts`, the forms) and the API service (`server/`) both import this module and nothing else from each
 * other. Besides types it holds the few limits both sides must agree on, so a form can say the same thing the
 * server would before the visitor presses Send.
 *
 * The request bodies' shapes are defined once, as schemas in `api-schemas.ts`; the request types here are derived
 * from them (`Static<typeof …>`), so the site's types and the server's validation cannot drift apart. The site
 * imports that module's types only (ESLint refuses a value import), which keeps TypeBox out of its bundles.
 */
import type { Static } from "@sinclair/typebox";
import type * as schemas from "./api-schemas";

/** Fields every answer carries, success or not. `msg` is shown to the visitor as text, never as HTML. */
export interface ApiEnvelope {
  success: boolean;
  msg: string;
}

/** Limits the server enforces; forms use the same numbers in their own checks. */
export const API_LIMITS = {
  /** Shortest password `users/register` and the reset confirmation accept (characters). */
  passwordMinLength: 8,
  /** Longest password accepted anywhere (characters); argon2 hashes all of it. */
  passwordMaxLength: 128,
  /** Longest e-mail address (RFC 5321 path limit). */
  emailMaxLength: 254,
  /** Largest résumé `job/application` accepts, in bytes (5 MiB). */
  resumeMaxBytes: 5 * 1024 * 1024,
  /** Most analytics events one `analytics/send` call may carry. */
  analyticsBatchMax: 50,
} as const;

/** The shop's limits (SPEC §4 cart states): a line's quantity and the lines one reservation may hold. */
export const CART_QUANTITY = { min: 1, max: 10 } as const;
export const RESERVATION_MAX_LINES = 20;

/**
 * Every call's path, relative to the API base (`GATSBY_API_URL`, default "/api/"): the client joins the base and
 * these; the server mounts its routes under "/api" with the same names.
 */
export const API_PATHS = {
  register: "users/register",
  login: "users/login",
  passwordReset: "users/passwordreset",
  passwordResetConfirm: "users/passwordreset/confirm",
  passwordResetCheck: "users/passwordreset/check",
  me: "users/me",
  logout: "users/logout",
  count: "users/count",
  demo: "demo/schedule-demo",
  contact: "contact/form-submission",
  newsletter: "newsletter/subscriber",
  jobApplication: "job/application",
  analytics: "analytics/send",
  consentRecord: "consent/record",
  newsletterConfirm: "newsletter/confirm",
  newsletterUnsubscribe: "newsletter/unsubscribe",
  emailConfirm: "users/confirm-email",
  emailConfirmResend: "users/confirm-email/resend",
  shopReservation: "shop/reservation",
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/**
 * Longest text the server accepts per form field (characters, counted before trimming). The server's JSON
 * Schemas are built from these, so a form can refuse the same input before sending it.
 */
export const FIELD_LIMITS = {
  /** first_name, last_name (demo, contact). */
  name: 100,
  /** full_name of the job application. */
  fullName: 200,
  /** company_name (demo, contact). */
  company: 200,
  /** The contact form's subject, including a free-text "Other" subject. */
  subject: 150,
  /** message (demo, contact). */
  message: 5000,
  /** phone_number (demo, contact) and phone (application). */
  phone: 40,
  /** The position applied for. */
  position: 200,
  /** linkedin_url, github_url, portfolio_url. */
  url: 500,
  coverLetter: 10_000,
  /** The application's country, including a free-text "Other" country. */
  country: 100,
} as const;

/** POST users/register: `api-schemas.ts` says what each field means and accepts, as for each request below. */
export type RegisterRequest = Static<typeof schemas.registerBody>;

/** A referral code as the server accepts it: 10 to 32 letters and digits (it makes 12 random ones, about 71 bits). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{10,32}$/;

/** POST users/login. */
export type LoginRequest = Static<typeof schemas.loginBody>;

export interface LoginAnswer extends ApiEnvelope {
  user: { _id: string };
  /** Opaque session token for `Authorization: Bearer <token>`. */
  token: string;
}

/** POST users/passwordreset. */
export type PasswordResetRequest = Static<typeof schemas.resetBody>;

/** POST newsletter/confirm, newsletter/unsubscribe, users/passwordreset/check and users/confirm-email. */
export type LinkTokenRequest = Static<typeof schemas.linkTokenBody>;

/** POST users/passwordreset/confirm. */
export type PasswordResetConfirmRequest = Static<typeof schemas.resetConfirmBody>;

/**
 * GET users/me (signed in). `date` is when the account was created, ISO 8601. The place in line (PRODUCT.md §6):
 * `position` (1 is first) of `total` accounts, by join order moved up `referralBoost` places per `referrals` (accounts
 * that joined with this account's `referralCode`); ties go to the earlier joiner.
 */
export interface MeAnswer extends ApiEnvelope {
  username: string;
  email: string;
  date: string;
  position: number;
  total: number;
  referralCode: string;
  referrals: number;
  /**
   * Confirmed referrals held for review (review 3 N2): an alias of an inbox that already has an account, or a
   * sign-up from the referrer's network and browser within a day. They do not move the member. Absent from a server
   * older than this field: read as 0.
   */
  pendingReferrals?: number;
  referralBoost: number;
  /** Whether the account's address was confirmed through the link mailed at sign-up (PRODUCT.md §6). */
  emailConfirmed: boolean;
  /**
   * When the team invited this member (ISO 8601): the member has left the line, so the dashboard shows "You're
   * invited" with this date instead of a place; `position` is then 0 and `total` the line still waiting. Absent while
   * waiting (and from a server older than issue 44).
   */
  invitedAt?: string;
  /** Whether the account has the team role (the header then offers "Team"); absent from an older server: false. */
  team?: boolean;
}

/**
 * users/me as the site reads it: SPEC's `username` and `date` always; the other fields only when the service sends
 * them (an older instance answers SPEC's fields alone during a rolling deploy), so each is shown only when present.
 */
export type MeReading = Pick<MeAnswer, keyof ApiEnvelope | "username" | "date"> & Partial<MeAnswer>;

/** GET users/count: the number of accounts, without the display constant. */
export interface CountAnswer extends ApiEnvelope {
  count: number;
}

/**
 * Spam signals every public form (demo, contact, newsletter, reservation) sends along, instead of a third-party
 * CAPTCHA (PRODUCT.md §6): a honeypot field people never see and never fill (`website`), and how long the form was
 * on screen before it was sent (`elapsed_ms`). A submission that trips either is stored flagged as spam and
 * answered exactly like a real one.
 */
export type SpamSignals = schemas.SpamSignals;

export const SPAM_LIMITS = {
  /** Longest honeypot value the server accepts (it is stored only as a flag). */
  honeypotMaxLength: 500,
  /** A submit sooner than this after the form appeared is too fast for a person (milliseconds). */
  minHumanMs: 2000,
  /** Largest `elapsed_ms` accepted: a day; a tab left open longer still counts as human. */
  elapsedMaxMs: 24 * 3600 * 1000,
} as const;

/**
 * True when a submission trips the honeypot, came faster than a person fills a form, or lacks either signal: every
 * form of the site sends both, so a submission without them was made by something else (review 3 N3).
 */
export function isLikelySpam({ website, elapsed_ms }: SpamSignals): boolean {
  if (website === undefined || elapsed_ms === undefined) return true;
  return website.trim() !== "" || elapsed_ms < SPAM_LIMITS.minHumanMs;
}

/** POST demo/schedule-demo. */
export type DemoRequest = Static<typeof schemas.demoBody>;

/** POST contact/form-submission. */
export type ContactRequest = Static<typeof schemas.contactBody>;

/** POST newsletter/subscriber. */
export type NewsletterRequest = Static<typeof schemas.newsletterBody>;

/** POST shop/reservation. */
export type ReservationRequest = Static<typeof schemas.reservationBody>;

/** Its answer: the reference the visitor quotes ("GST-7K3QX9"). */
export interface ReservationAnswer extends ApiEnvelope {
  reference: string;
}

/** POST job/application as multipart/form-data, signed in: these text fields plus a `resume` file. */
export type JobApplicationFields = Omit<Static<typeof schemas.applicationBody>, "resume">;

/** One analytics event (SPEC.md §3). */
export type AnalyticsEvent = Static<typeof schemas.analyticsEvent>;

/** POST consent/record: the receipt of one saved consent choice (PRODUCT.md §6). */
export type ConsentRecordRequest = Static<typeof schemas.consentRecordBody>;

/** Its answer: the consent id the receipt is filed under, and when the server filed it (ISO 8601). */
export interface ConsentRecordAnswer extends ApiEnvelope {
  id: string;
  savedAt: string;
}

/** POST analytics/send: one event or a batch of up to `API_LIMITS.analyticsBatchMax`. */
export type AnalyticsRequest = Static<typeof schemas.analyticsBody>;

/** GET /api/health. */
export interface HealthAnswer extends ApiEnvelope {
  database: "embedded" | "postgres";
}

/**
 * The e-mail shape both sides accept: something@domain.tld with no spaces, after trimming. Deliberately loose
 * (RFC 5322 allows far more); the address is confirmed by the mail we send, not by this pattern.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * A phone number both sides accept, after trimming: an optional "+", a digit, then at least four more digits,
 * spaces, dots, dashes or brackets. "+1-202-000-0000" and "030 1234 (567)" pass; "(030) 1234" does not (it must
 * start with "+" or a digit), nor does anything with letters.
 */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{4,}$/;

/** What the server accepts as a phone number: at most `FIELD_LIMITS.phone` characters, spaces around it allowed. */
export function isPhoneNumber(value: string): boolean {
  return value.length <= FIELD_LIMITS.phone && PHONE_PATTERN.test(value.trim());
}

/** Trimmed, lower-case address: the form in which accounts and subscribers are stored and compared. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= API_LIMITS.emailMaxLength && EMAIL_PATTERN.test(email);
}

/**
 * Profile links on the job application (SPEC.md §5 with PRODUCT.md §1): the canonical prefix named in the message,
 * accepted over http or https, with or without "www.", in any letter case.
 */
export const PROFILE_URLS = {
  linkedin: {
    prefix: "https://www.linkedin.com/in",
    pattern: /^https?:\/\/(www\.)?linkedin\.com\/in(\/|$)/i,
    message: "Please enter a valid LinkedIn profile URL (should start with https://www.linkedin.com/in)",
  },
  github: {
    prefix: "https://github.com",
    pattern: /^https?:\/\/(www\.)?github\.com(\/|$)/i,
    message: "Please enter a valid GitHub profile URL (should start with https://github.com)",
  },
} as const;

export function isProfileUrl(kind: keyof typeof PROFILE_URLS, value: string): boolean {
  return PROFILE_URLS[kind].pattern.test(value.trim());
}
