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

/* ------------------------------------------------------------------------------------------------------------------
 * The team console (issue 44): every call below lives under `team/`, needs a signed-in account with the team role
 * (`npm run team -- add EMAIL`), and answers 401 without a session and 403 with a sentence for an account without
 * the role. A team session lasts at most TEAM_SESSION_HOURS, whatever "Remember me" said. Every export, invitation,
 * status change, note, resent notification and résumé download is written to the audit log.
 * ---------------------------------------------------------------------------------------------------------------- */

/** Paths of the team console's calls, relative to the API base like `API_PATHS`. `{…}` parts are filled by `teamPath`. */
export const TEAM_PATHS = {
  /** GET: the leads, filtered (`TeamLeadsQuery`), newest first, a page at a time. */
  leads: "team/leads",
  /** GET: the same filtered leads as CSV (every page). */
  leadsExport: "team/leads/export",
  /** GET: one lead with every field. */
  lead: "team/leads/{kind}/{id}",
  /** POST `TeamLeadStatusRequest`: mark handled or spam, or restore to new. */
  leadStatus: "team/leads/{kind}/{id}/status",
  /** POST `TeamLeadNoteRequest`: add a note. */
  leadNotes: "team/leads/{kind}/{id}/notes",
  /** POST (no body): queue the team's notification mail of a lead again (only when it failed). */
  leadNotify: "team/leads/{kind}/{id}/notify",
  /** POST (no body), applications only: a résumé link valid TEAM_RESUME_LINK_MINUTES for the calling account. */
  resumeLink: "team/leads/application/{id}/resume-link",
  /** GET with the same account's `Authorization` header: the résumé file itself (`TeamResumeLinkAnswer.url`). */
  resume: "team/resume/{token}",
  /** GET: the waitlist in order of position (`TeamWaitlistQuery`). */
  waitlist: "team/waitlist",
  /** GET: the same list as CSV. */
  waitlistExport: "team/waitlist/export",
  /** POST `TeamInviteRequest`: who the next wave would invite, without inviting. */
  invitePreview: "team/waitlist/invitations/preview",
  /** POST `TeamInviteRequest`: invite the next `count` confirmed members. */
  invite: "team/waitlist/invitations",
  /** GET: newsletter counts. */
  subscribers: "team/subscribers",
  /** GET: the confirmed subscribers as CSV. */
  subscribersExport: "team/subscribers/export",
  /** GET `TeamAnalyticsQuery`: the dashboard's figures. */
  analytics: "team/analytics",
  /** GET `TeamPageQuery`: the audit log, newest first. */
  audit: "team/audit",
  /** GET: the audit log as CSV. */
  auditExport: "team/audit/export",
} as const;

export type TeamPathName = keyof typeof TEAM_PATHS;

/** A team path with its `{kind}`, `{id}` or `{token}` filled in (each value URI-encoded). */
export function teamPath(name: TeamPathName, params: Readonly<Record<string, string>> = {}): string {
  return TEAM_PATHS[name].replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ""));
}

/** The console's limits, shared by both sides. */
export const TEAM_LIMITS = {
  /** Longest a team session lasts, whatever "Remember me" said (hours). */
  sessionHours: 12,
  /** How long a résumé link works (minutes). */
  resumeLinkMinutes: 15,
  /** Rows per page of a list when `limit` is not given, and the most a page may hold. */
  pageSize: 50,
  pageSizeMax: 200,
  /** Largest invite wave (members). */
  waveMax: 500,
  /** Longest note (characters) and longest search (characters). */
  noteMaxLength: 5000,
  searchMaxLength: 200,
} as const;

export const LEAD_KINDS = ["demo", "contact", "application", "reservation"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_STATUSES = ["new", "handled", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * The team notification mail of a lead: `queued` (not tried yet), `sent`, `retrying` (a try failed, more will
 * come), `failed` (given up: "send again" queues it anew), or `none` (no notification: a lead stored as spam).
 */
export type LeadMailState = "queued" | "sent" | "retrying" | "failed" | "none";

/** GET team/leads query: `kind`, `status`, `q` (over name, e-mail, company), `cursor` (from the last page) and `limit`. */
export type TeamLeadsQuery = Static<typeof schemas.teamLeadsQuery>;

/** One lead in the list. Times are ISO 8601. */
export interface TeamLeadSummary {
  kind: LeadKind;
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  /** Company (demo, contact, reservation); the position applied for (application); "" when none was given. */
  company: string;
  status: LeadStatus;
  notification: LeadMailState;
}

/** A page of a list: `nextCursor` fetches the next page (`cursor=…`), null on the last; `total` counts every page. */
export interface TeamPage<T> extends ApiEnvelope {
  items: T[];
  nextCursor: string | null;
  total: number;
}

export type TeamLeadsAnswer = TeamPage<TeamLeadSummary>;

export interface TeamLeadNote {
  at: string;
  /** The team member's e-mail. */
  by: string;
  text: string;
}

/** GET team/leads/{kind}/{id}: the summary plus every stored field, its consent, notes and the mail's details. */
export interface TeamLeadAnswer extends ApiEnvelope {
  lead: TeamLeadSummary & {
    /** Every field as stored, by its form's name (`first_name`, `message`, `lines`, …); absent fields are null. */
    fields: Record<string, string | number | boolean | null | { id: string; name: string; quantity: number; priceCents: number }[]>;
    /**
     * What the visitor agreed to by sending the form: the form's own consent (the privacy notice the form shows), and
     * for an application the résumé's presence. The site keeps no per-visitor cookie consent with a lead (consent
     * receipts carry no address), so `cookies` is always null.
     */
    consent: { form: string; cookies: null };
    /** The notification's last error and when it was sent or given up, when known. */
    notificationDetail: { attempts: number; lastError: string | null; sentAt: string | null; failedAt: string | null } | null;
    /** Applications: whether a résumé is stored (fetch it through `resumeLink`). */
    resume: { fileName: string; mediaType: string; sizeBytes: number } | null;
    notes: TeamLeadNote[];
    /** When and by whom the status was last changed; null while new and never changed. */
    statusChanged: { at: string; by: string } | null;
  };
}

/** POST team/leads/{kind}/{id}/status: `new` restores a lead marked handled or spam. */
export type TeamLeadStatusRequest = Static<typeof schemas.teamLeadStatusBody>;
/** POST team/leads/{kind}/{id}/notes. */
export type TeamLeadNoteRequest = Static<typeof schemas.teamLeadNoteBody>;

/** Answer of status, notes and notify: the lead's summary as it now is. */
export interface TeamLeadChangedAnswer extends ApiEnvelope {
  lead: TeamLeadSummary;
}

/**
 * POST team/leads/application/{id}/resume-link. `url` is relative to the API base (`team/resume/…`), works for
 * TEAM_LIMITS.resumeLinkMinutes, and only with the same account's `Authorization` header: fetch it, then save the blob
 * under `fileName`.
 */
export interface TeamResumeLinkAnswer extends ApiEnvelope {
  url: string;
  expiresAt: string;
  fileName: string;
}

/** GET team/waitlist query: `state` waiting (default, in order of position) or invited (newest invitation first). */
export type TeamWaitlistQuery = Static<typeof schemas.teamWaitlistQuery>;

export interface TeamWaitlistMember {
  id: string;
  email: string;
  username: string;
  /** 1 is next in line; null for an invited member (who left the line). */
  position: number | null;
  joinedAt: string;
  confirmed: boolean;
  referrals: number;
  /** The e-mail of the account whose referral link it joined with, or null. */
  referredBy: string | null;
  invitedAt: string | null;
}

export type TeamWaitlistAnswer = TeamPage<TeamWaitlistMember>;

/** POST team/waitlist/invitations(/preview): how many of the next confirmed members to invite. */
export type TeamInviteRequest = Static<typeof schemas.teamInviteBody>;

/**
 * The wave: `members` who are (preview: would be) invited, in order. `requested` is the count asked for; `available`
 * the confirmed members waiting before the wave. When fewer were left than asked, `msg` says how many were invited.
 */
export interface TeamInviteAnswer extends ApiEnvelope {
  requested: number;
  available: number;
  members: TeamWaitlistMember[];
}

/** GET team/subscribers. */
export interface TeamSubscribersAnswer extends ApiEnvelope {
  confirmed: number;
  pending: number;
  unsubscribed: number;
}

/** GET team/analytics query: `since` and optional `until`, days YYYY-MM-DD (UTC, inclusive); default the last 30 days. */
export type TeamAnalyticsQuery = Static<typeof schemas.teamAnalyticsQuery>;

/** The analytics report (the same figures as `npm run report:analytics`). */
export interface AnalyticsReport {
  since: string;
  until: string;
  pageviewsPerDay: { day: string; pageviews: number }[];
  topPages: { path: string; pageviews: number }[];
  clickTargets: { target: string; clicks: number }[];
  sessions: number;
  /** Per day and in total: sessions with a pageview, sessions that saw /sign-up, accounts created, accounts confirmed. */
  funnel: {
    days: { day: string; visits: number; signUp: number; accounts: number; confirmed: number }[];
    total: { visits: number; signUp: number; accounts: number; confirmed: number };
  };
  /** Each visitor's latest saved choice within the period, per optional category. */
  consent: { category: "preferences" | "statistics" | "marketing"; granted: number; refused: number }[];
}

export interface TeamAnalyticsAnswer extends ApiEnvelope {
  report: AnalyticsReport;
}

/** GET team/audit query: `cursor`, `limit`. */
export type TeamPageQuery = Static<typeof schemas.teamPageQuery>;

/** What the audit log records. */
export type TeamAuditAction =
  | "lead-status"
  | "lead-note"
  | "lead-notify"
  | "resume-link"
  | "resume-download"
  | "invite-wave"
  | "export-leads"
  | "export-waitlist"
  | "export-subscribers"
  | "export-audit"
  | "team-add"
  | "team-remove";

export interface TeamAuditEntry {
  id: string;
  at: string;
  /** The team member's e-mail (or "npm run team" for the command line). */
  actor: string;
  action: TeamAuditAction;
  /** What it was about: "demo/<id>", a filter, "wave of 2"; never a secret. */
  subject: string;
  rows: number;
}

export type TeamAuditAnswer = TeamPage<TeamAuditEntry>;
