/**
 * The team console's part of the API contract (issue 44), beside `api-contract.ts` and shared the same way by the
 * console (`src/features/team`) and the service (`server/src/routes/team.ts`). It is a module of its own so that
 * its values (paths, limits, lists) load with the console only: a public page imports `api-contract.ts`, and a value
 * kept there for the console would be in that page's JavaScript too (webpack keeps an export any chunk uses).
 */
import type { Static } from "@sinclair/typebox";
import type { ApiEnvelope } from "./api-contract";
import type * as schemas from "./api-schemas";

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
