/**
 * The team console's calls (issue 44), all under `team/`: leads, the waitlist and its invite waves, subscribers,
 * analytics and the audit log. Each checks the team role on the server (`requireTeam`); each action is audited.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type {
  LeadKind,
  LeadMailState,
  LeadStatus,
  TeamAnalyticsAnswer,
  TeamAnalyticsQuery,
  TeamAuditAnswer,
  TeamAuditAction,
  TeamInviteAnswer,
  TeamInviteRequest,
  TeamLeadAnswer,
  TeamLeadChangedAnswer,
  TeamLeadNoteRequest,
  TeamLeadsAnswer,
  TeamLeadsQuery,
  TeamLeadStatusRequest,
  TeamLeadSummary,
  TeamPageQuery,
  TeamResumeLinkAnswer,
  TeamSubscribersAnswer,
  TeamWaitlistAnswer,
  TeamWaitlistMember,
  TeamWaitlistQuery,
} from "../../../src/lib/team-contract.js";
import { TEAM_LIMITS, teamPath } from "../../../src/lib/team-contract.js";
import {
  teamAnalyticsQuery,
  teamApplicationParams,
  teamInviteBody,
  teamLeadNoteBody,
  teamLeadParams,
  teamLeadsQuery,
  teamLeadStatusBody,
  teamPageQuery,
  teamWaitlistQuery,
} from "../../../src/lib/api-schemas.js";
import type { AuthUser, ServiceContext } from "../context.js";
import type { Queryable } from "../db/database.js";
import { DEFAULT_REPORT_DAYS, analyticsReport, dayOf, parseDay } from "../lib/analytics-report.js";
import { csvFile, decodeCursor, encodeCursor, writeAudit } from "../lib/team.js";
import { bearerToken, hashToken, newToken } from "../lib/tokens.js";
import { newReferralCode } from "../lib/referrals.js";
import { queueMail, resumeAttachment } from "../mail/delivery.js";
import { invitationMail } from "../mail/templates.js";
import { MESSAGES } from "../messages.js";

const HOUR_MS = 60 * 60 * 1000;

/** The most rows one CSV export holds (a spreadsheet opens far fewer comfortably). */
export const EXPORT_MAX_ROWS = 100_000;

/** Answers 401 without a live session (or with a team session older than 12 hours), 403 without the team role. */
export function requireTeam(ctx: ServiceContext): onRequestHookHandler {
  return async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const rows =
      token === null
        ? []
        : await ctx.db.query<{
            id: string;
            email: string;
            username: string;
            created_at: Date;
            email_confirmed_at: Date | null;
            session_at: Date;
            team: boolean;
          }>(
            `SELECT u.id, u.email, u.username, u.created_at, u.email_confirmed_at, s.created_at AS session_at,
                    EXISTS (SELECT 1 FROM team_members t WHERE t.user_id = u.id) AS team
               FROM sessions s JOIN users u ON u.id = s.user_id
              WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
            [hashToken(token), new Date(ctx.now())],
          );
    const row = rows[0];
    if (!row || token === null) {
      return reply.code(401).header("www-authenticate", 'Bearer realm="api"').send({ success: false, msg: MESSAGES.signInRequired });
    }
    if (!row.team) return reply.code(403).send({ success: false, msg: MESSAGES.teamOnly });
    // A session opened before the role was granted (with "Remember me") still ends 12 hours after sign-in here.
    if (new Date(row.session_at).getTime() + TEAM_LIMITS.sessionHours * HOUR_MS <= ctx.now()) {
      return reply.code(401).header("www-authenticate", 'Bearer realm="api"').send({ success: false, msg: MESSAGES.teamSessionEnded });
    }
    const user: AuthUser = {
      id: row.id,
      email: row.email,
      username: row.username,
      createdAt: new Date(row.created_at),
      emailConfirmed: row.email_confirmed_at !== null,
      tokenHash: hashToken(token),
    };
    request.user = user;
  };
}

function member(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error("team route without requireTeam");
  return request.user;
}

/** A list's `limit`: the default page size when absent, at least 1, at most the maximum. */
function pageSize(limit: string | undefined): number {
  const n = limit === undefined ? TEAM_LIMITS.pageSize : Number(limit);
  return Math.min(Math.max(n, 1), TEAM_LIMITS.pageSizeMax);
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Sends `rows` as a CSV download named `name`-YYYY-MM-DD.csv. */
function sendCsv(reply: FastifyReply, name: string, now: number, header: readonly string[], rows: (string | number | boolean | null)[][]) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${dayOf(now)}.csv"`)
    .header("cache-control", "no-store")
    .send(csvFile(header, rows));
}

/* ---------------------------------------------------------------- leads */

const LEAD_TABLES: Record<LeadKind, string> = {
  demo: "demo_requests",
  contact: "contact_messages",
  application: "job_applications",
  reservation: "shop_reservations",
};

/** What the visitor agreed to by sending each form (the privacy notice each form shows beside its button). */
const FORM_CONSENT: Record<LeadKind, string> = {
  demo: "Sent through the demo form, under the privacy notice it shows: the team may contact them about the demo.",
  contact: "Sent through the contact form, under the privacy notice it shows: the team may answer the message.",
  application: "Sent through the job application form, signed in, under the privacy notice for applicants.",
  reservation: "Sent through the shop's reservation form, under the privacy notice it shows.",
};

interface LeadRow {
  kind: LeadKind;
  id: string;
  received_at: Date;
  name: string;
  email: string;
  company: string;
  status: LeadStatus;
  status_changed_at: Date | null;
  status_changed_by: string | null;
  notification_id: string | null;
  notification_final: "sent" | "failed" | null;
  sent_at: Date | null;
  failed_at: Date | null;
  attempts: number | null;
  last_error: string | null;
  outbox_id: string | null;
}

const LEAD_COLUMNS = `l.kind, l.id, l.received_at, l.name, l.email, l.company, l.status, l.status_changed_at, l.status_changed_by,
  l.notification_id, l.notification_final, o.id AS outbox_id, o.sent_at, o.failed_at, o.attempts, o.last_error`;
const LEAD_FROM = "leads l LEFT JOIN outbox o ON o.id = l.notification_id";

function mailState(row: LeadRow): LeadMailState {
  if (row.notification_id === null) return "none";
  if (row.outbox_id === null) return row.notification_final ?? "sent";
  if (row.sent_at !== null) return "sent";
  if (row.failed_at !== null) return "failed";
  return (row.attempts ?? 0) > 0 ? "retrying" : "queued";
}

function leadSummary(row: LeadRow): TeamLeadSummary {
  return {
    kind: row.kind,
    id: row.id,
    receivedAt: new Date(row.received_at).toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    status: row.status,
    notification: mailState(row),
  };
}

/** The WHERE clause and parameters of the leads' filters (without the page). */
function leadFilter(query: TeamLeadsQuery): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.kind) where.push(`l.kind = $${params.push(query.kind)}`);
  if (query.status) where.push(`l.status = $${params.push(query.status)}`);
  const q = query.q?.trim().toLowerCase();
  // `search` holds the lower-case name, address and company; LIKE's own wildcards in the search are taken literally.
  if (q) where.push(`l.search LIKE $${params.push(`%${q.replace(/[\\%_]/g, "\\$&")}%`)}`);
  return { where, params };
}

function describeFilter(query: TeamLeadsQuery): string {
  const parts = [
    query.kind && `kind ${query.kind}`,
    query.status && `status ${query.status}`,
    query.q?.trim() && `search "${query.q.trim()}"`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "all leads";
}

async function findLead(db: Queryable, kind: LeadKind, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} WHERE l.kind = $1 AND l.id = $2`, [kind, id]);
  return row;
}

/** Every stored field of a lead, by its form's names, with times as ISO 8601 and the reservation's lines. */
async function leadFields(db: Queryable, kind: LeadKind, id: string): Promise<TeamLeadAnswer["lead"]["fields"]> {
  const [row] = await db.query<Record<string, unknown>>(`SELECT * FROM ${LEAD_TABLES[kind]} WHERE id = $1`, [id]);
  const fields: TeamLeadAnswer["lead"]["fields"] = {};
  for (const [key, value] of Object.entries(row ?? {})) {
    if (key === "id" || key === "user_id") continue;
    if (value instanceof Date) fields[key] = value.toISOString();
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null) fields[key] = value;
    else fields[key] = String(value);
  }
  if (kind === "reservation") {
    const lines = await db.query<{ product_id: string; product_name: string; quantity: number; price_cents: number }>(
      "SELECT product_id, product_name, quantity, price_cents FROM shop_reservation_lines WHERE reservation_id = $1 ORDER BY product_id",
      [id],
    );
    fields.lines = lines.map((line) => ({ id: line.product_id, name: line.product_name, quantity: line.quantity, priceCents: line.price_cents }));
  }
  return fields;
}

/* ---------------------------------------------------------------- waitlist */

interface MemberRow {
  id: string;
  email: string;
  username: string;
  created_at: Date;
  email_confirmed_at: Date | null;
  referrals: number;
  referred_by: string | null;
  invited_at: Date | null;
  place: string | number;
  join_seq: string | number;
}

const MEMBER_COLUMNS = `u.id, u.email, u.username, u.created_at, u.email_confirmed_at, u.referrals, r.email AS referred_by, u.invited_at,
  u.place::text AS place, u.join_seq::text AS join_seq`;

function waitlistMember(row: MemberRow, position: number | null): TeamWaitlistMember {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    position: row.invited_at === null ? position : null,
    joinedAt: new Date(row.created_at).toISOString(),
    confirmed: row.email_confirmed_at !== null,
    referrals: row.referrals,
    referredBy: row.referred_by,
    invitedAt: iso(row.invited_at),
  };
}

/** The next `count` confirmed members waiting, in order of position (the wave a preview shows). */
async function nextConfirmed(db: Queryable, count: number, lock: boolean): Promise<MemberRow[]> {
  // The lock skips members another wave holds at this moment, so two waves at once never pick one member twice.
  return db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM users u LEFT JOIN users r ON r.id = u.referred_by
      WHERE u.invited_at IS NULL AND u.email_confirmed_at IS NOT NULL
      ORDER BY u.place, u.join_seq LIMIT $1 ${lock ? "FOR UPDATE OF u SKIP LOCKED" : ""}`,
    [count],
  );
}

async function confirmedWaiting(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE invited_at IS NULL AND email_confirmed_at IS NOT NULL");
  return row.n;
}

/** A cursor key of a time and a UUID (leads, invited members). */
function isTimeAndId(key: readonly (string | number)[]): boolean {
  return !Number.isNaN(Date.parse(String(key[0]))) && /^[0-9a-f-]{36}$/.test(String(key[1]));
}

/** A cursor key of two whole numbers (a place key and a join number). */
function isTwoNumbers(key: readonly (string | number)[]): boolean {
  return key.every((part) => /^-?\d{1,18}$/.test(String(part)));
}

/** A single-use invitation code: 12 letters and digits in groups of four ("Ab3d-9XkQ-7pLm"), kept only as a hash. */
function invitationCode(): string {
  return newReferralCode().replace(/(.{4})(?=.)/g, "$1-");
}

/* ---------------------------------------------------------------- routes */

export async function teamRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const { db } = ctx;
  const onRequest = requireTeam(ctx);

  const audit = (request: FastifyRequest, action: TeamAuditAction, subject: string, rows: number, q: Queryable = db) => {
    const user = member(request);
    return writeAudit(q, { actorId: user.id, actor: user.email, action, subject, rows, now: ctx.now() });
  };

  /** A filtered page of leads, newest first; `null` when the cursor is not one this list made. */
  async function leadsPage(query: TeamLeadsQuery, limit: number): Promise<TeamLeadsAnswer | null> {
    const { where, params } = leadFilter(query);
    const [counted] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads l ${where.length ? `WHERE ${where.join(" AND ")}` : ""}`,
      params,
    );
    const paged = [...where];
    const pageParams = [...params];
    if (query.cursor !== undefined) {
      const key = decodeCursor(query.cursor, ["string", "string"]);
      if (key === null || !isTimeAndId(key)) return null;
      paged.push(`(l.received_at, l.id) < ($${pageParams.push(new Date(String(key[0])))}::timestamptz, $${pageParams.push(key[1])}::uuid)`);
    }
    const rows = await db.query<LeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} ${paged.length ? `WHERE ${paged.join(" AND ")}` : ""}
        ORDER BY l.received_at DESC, l.id DESC LIMIT $${pageParams.push(limit + 1)}`,
      pageParams,
    );
    const items = rows.slice(0, limit).map(leadSummary);
    const last = items[items.length - 1];
    return {
      success: true,
      msg: "",
      items,
      total: counted.n,
      nextCursor: rows.length > limit && last ? encodeCursor([last.receivedAt, last.id]) : null,
    };
  }

  app.get<{ Querystring: TeamLeadsQuery }>("/team/leads", { onRequest, schema: { querystring: teamLeadsQuery } }, async (request, reply) => {
    const page = await leadsPage(request.query, pageSize(request.query.limit));
    if (page === null) return reply.code(400).send({ success: false, msg: MESSAGES.badCursor });
    return page;
  });

  app.get<{ Querystring: TeamLeadsQuery }>("/team/leads/export", { onRequest, schema: { querystring: teamLeadsQuery } }, async (request, reply) => {
    const filters = request.query;
    const { where, params } = leadFilter(filters);
    const rows = await db.query<LeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
        ORDER BY l.received_at DESC, l.id DESC LIMIT ${EXPORT_MAX_ROWS}`,
      params,
    );
    await audit(request, "export-leads", describeFilter(filters), rows.length);
    const leads = rows.map(leadSummary);
    return sendCsv(
      reply,
      "leads",
      ctx.now(),
      ["kind", "received_at", "name", "email", "company", "status", "notification", "id"],
      leads.map((l) => [l.kind, l.receivedAt, l.name, l.email, l.company, l.status, l.notification, l.id]),
    );
  });

  type LeadParams = { kind: LeadKind; id: string };

  app.get<{ Params: LeadParams }>("/team/leads/:kind/:id", { onRequest, schema: { params: teamLeadParams } }, async (request, reply) => {
    const { kind, id } = request.params;
    const row = await findLead(db, kind, id);
    if (!row) return reply.code(404).send({ success: false, msg: MESSAGES.leadNotFound });
    const notes = await db.query<{ at: Date; author: string; body: string }>(
      "SELECT at, author, body FROM lead_notes WHERE kind = $1 AND lead_id = $2 ORDER BY at, id",
      [kind, id],
    );
    const [resume] =
      kind === "application"
        ? await db.query<{ original_name: string; media_type: string; size_bytes: number }>(
            "SELECT original_name, media_type, size_bytes FROM resumes WHERE application_id = $1",
            [id],
          )
        : [];
    const answer: TeamLeadAnswer = {
      success: true,
      msg: "",
      lead: {
        ...leadSummary(row),
        fields: await leadFields(db, kind, id),
        consent: { form: FORM_CONSENT[kind], cookies: null },
        notificationDetail:
          row.notification_id === null
            ? null
            : { attempts: row.attempts ?? 0, lastError: row.last_error, sentAt: iso(row.sent_at), failedAt: iso(row.failed_at) },
        resume: resume ? { fileName: resume.original_name, mediaType: resume.media_type, sizeBytes: resume.size_bytes } : null,
        notes: notes.map((note) => ({ at: new Date(note.at).toISOString(), by: note.author, text: note.body })),
        statusChanged: row.status_changed_at === null ? null : { at: new Date(row.status_changed_at).toISOString(), by: row.status_changed_by ?? "" },
      },
    };
    return answer;
  });

  app.post<{ Params: LeadParams; Body: TeamLeadStatusRequest }>(
    "/team/leads/:kind/:id/status",
    { onRequest, schema: { params: teamLeadParams, body: teamLeadStatusBody } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const { status } = request.body;
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx.query<{ status: LeadStatus }>("SELECT status FROM leads WHERE kind = $1 AND id = $2 FOR UPDATE", [kind, id]);
        if (!before) return false;
        await tx.query("UPDATE leads SET status = $3, status_changed_at = $4, status_changed_by = $5 WHERE kind = $1 AND id = $2", [
          kind,
          id,
          status,
          new Date(ctx.now()),
          member(request).email,
        ]);
        await audit(request, "lead-status", `${kind}/${id}: ${before.status} → ${status}`, 1, tx);
        return true;
      });
      const row = changed ? await findLead(db, kind, id) : undefined;
      if (!row) return reply.code(404).send({ success: false, msg: MESSAGES.leadNotFound });
      const answer: TeamLeadChangedAnswer = { success: true, msg: MESSAGES.leadStatusChanged(status), lead: leadSummary(row) };
      return answer;
    },
  );

  app.post<{ Params: LeadParams; Body: TeamLeadNoteRequest }>(
    "/team/leads/:kind/:id/notes",
    { onRequest, schema: { params: teamLeadParams, body: teamLeadNoteBody } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const added = await db.transaction(async (tx) => {
        const rows = await tx.query(
          `INSERT INTO lead_notes (id, kind, lead_id, at, author, body)
           SELECT $6, kind, id, $3, $4, $5 FROM leads WHERE kind = $1 AND id = $2 RETURNING 1`,
          [kind, id, new Date(ctx.now()), member(request).email, request.body.text.trim(), randomUUID()],
        );
        if (rows.length > 0) await audit(request, "lead-note", `${kind}/${id}`, 1, tx);
        return rows.length > 0;
      });
      const row = added ? await findLead(db, kind, id) : undefined;
      if (!row) return reply.code(404).send({ success: false, msg: MESSAGES.leadNotFound });
      return reply.code(201).send({ success: true, msg: MESSAGES.leadNoteAdded, lead: leadSummary(row) } satisfies TeamLeadChangedAnswer);
    },
  );

  app.post<{ Params: LeadParams }>("/team/leads/:kind/:id/notify", { onRequest, schema: { params: teamLeadParams } }, async (request, reply) => {
    const { kind, id } = request.params;
    const row = await findLead(db, kind, id);
    if (!row) return reply.code(404).send({ success: false, msg: MESSAGES.leadNotFound });
    const state = mailState(row);
    if (state !== "failed") return reply.code(409).send({ success: false, msg: MESSAGES.notificationNotFailed(state) });
    // As `npm run mail -- retry-failed` does for one row: a fresh fast lane, the same Message-ID.
    const requeued = await db.transaction(async (tx) => {
      const rows = await tx.query(
        `UPDATE outbox SET failed_at = NULL, slow_until = NULL, attempts = 0, next_attempt_at = $2, claimed_until = NULL, claim_id = NULL
          WHERE id = $1 AND failed_at IS NOT NULL AND (body <> '' OR html <> '') RETURNING id`,
        [row.notification_id, new Date(ctx.now())],
      );
      if (rows.length > 0) await audit(request, "lead-notify", `${kind}/${id}`, 1, tx);
      return rows.length > 0;
    });
    if (!requeued) return reply.code(409).send({ success: false, msg: MESSAGES.notificationGone });
    ctx.mail.wake();
    const now = await findLead(db, kind, id);
    return { success: true, msg: MESSAGES.notificationRequeued, lead: leadSummary(now ?? row) } satisfies TeamLeadChangedAnswer;
  });

  app.post<{ Params: { id: string } }>(
    "/team/leads/application/:id/resume-link",
    { onRequest, schema: { params: teamApplicationParams } },
    async (request, reply) => {
      const { id } = request.params;
      const [resume] = await db.query<{ id: string; original_name: string }>("SELECT id, original_name FROM resumes WHERE application_id = $1", [id]);
      if (!resume) {
        const lead = await findLead(db, "application", id);
        return reply.code(404).send({ success: false, msg: lead ? MESSAGES.resumeMissing : MESSAGES.leadNotFound });
      }
      const token = newToken();
      const expires = ctx.now() + TEAM_LIMITS.resumeLinkMinutes * 60_000;
      await db.transaction(async (tx) => {
        await tx.query("INSERT INTO team_resume_links (token_hash, application_id, user_id, expires_at) VALUES ($1, $2, $3, $4)", [
          hashToken(token),
          id,
          member(request).id,
          new Date(expires),
        ]);
        await audit(request, "resume-link", `application/${id}`, 1, tx);
      });
      const [attachment] = await resumeAttachment(db, resume.id);
      const answer: TeamResumeLinkAnswer = {
        success: true,
        msg: MESSAGES.resumeLinkMade,
        url: teamPath("resume", { token }),
        expiresAt: new Date(expires).toISOString(),
        fileName: attachment?.filename ?? resume.original_name,
      };
      return answer;
    },
  );

  app.get<{ Params: { token: string } }>("/team/resume/:token", { onRequest }, async (request, reply) => {
    const token = request.params.token;
    const [link] = /^[A-Za-z0-9_-]{20,200}$/.test(token)
      ? await db.query<{ application_id: string; resume_id: string }>(
          `SELECT k.application_id, r.id AS resume_id FROM team_resume_links k JOIN resumes r ON r.application_id = k.application_id
            WHERE k.token_hash = $1 AND k.user_id = $2 AND k.expires_at > $3`,
          [hashToken(token), member(request).id, new Date(ctx.now())],
        )
      : [];
    // Another account's link, an expired one and an invented one look alike.
    if (!link) return reply.code(404).send({ success: false, msg: MESSAGES.resumeLinkUnknown });
    const [attachment] = await resumeAttachment(db, link.resume_id);
    if (!attachment) return reply.code(404).send({ success: false, msg: MESSAGES.resumeMissing });
    await audit(request, "resume-download", `application/${link.application_id}`, 1);
    return reply
      .header("content-type", attachment.contentType)
      .header("content-disposition", `attachment; filename="${attachment.filename}"`)
      .header("cache-control", "no-store")
      .header("x-content-type-options", "nosniff")
      .send(attachment.content);
  });

  /* ---- waitlist */

  /** A page of the waitlist (waiting by position, or invited newest first); null for a cursor this list did not make. */
  async function waitlistPage(query: TeamWaitlistQuery, limit: number): Promise<TeamWaitlistAnswer | null> {
    const invited = query.state === "invited";
    const key = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ["string", "string"]);
    if (key === null) return null;
    // Waiting members by position (place key, then join number); invited ones newest invitation first.
    const order = invited
      ? { valid: isTimeAndId, after: "(u.invited_at, u.id) < ($2::timestamptz, $3::uuid)", by: "u.invited_at DESC, u.id DESC" }
      : { valid: isTwoNumbers, after: "(u.place, u.join_seq) > ($2::bigint, $3::bigint)", by: "u.place, u.join_seq" };
    if (key && !order.valid(key)) return null;
    const state = `u.invited_at IS ${invited ? "NOT NULL" : "NULL"}`;
    const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE ${state}`);
    const rows = await db.query<MemberRow>(
      `SELECT ${MEMBER_COLUMNS} FROM users u LEFT JOIN users r ON r.id = u.referred_by
        WHERE ${state} ${key ? `AND ${order.after}` : ""} ORDER BY ${order.by} LIMIT $1`,
      key ? [limit + 1, key[0], key[1]] : [limit + 1],
    );
    const [ahead] =
      key && !invited
        ? await db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM users WHERE invited_at IS NULL AND (place, join_seq) <= ($1::bigint, $2::bigint)",
            [key[0], key[1]],
          )
        : [{ n: 0 }];
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const lastKey = invited ? [iso(last?.invited_at ?? null) ?? "", last?.id ?? ""] : [String(last?.place), String(last?.join_seq)];
    return {
      success: true,
      msg: "",
      items: page.map((row, i) => waitlistMember(row, ahead.n + i + 1)),
      total: counted.n,
      nextCursor: rows.length > limit && last ? encodeCursor(lastKey) : null,
    };
  }

  app.get<{ Querystring: TeamWaitlistQuery }>("/team/waitlist", { onRequest, schema: { querystring: teamWaitlistQuery } }, async (request, reply) => {
    const page = await waitlistPage(request.query, pageSize(request.query.limit));
    if (page === null) return reply.code(400).send({ success: false, msg: MESSAGES.badCursor });
    return page;
  });

  app.get<{ Querystring: TeamWaitlistQuery }>(
    "/team/waitlist/export",
    { onRequest, schema: { querystring: teamWaitlistQuery } },
    async (request, reply) => {
      const page = await waitlistPage({ state: request.query.state }, EXPORT_MAX_ROWS);
      const items = page?.items ?? [];
      await audit(request, "export-waitlist", request.query.state === "invited" ? "invited members" : "waiting members", items.length);
      return sendCsv(
        reply,
        request.query.state === "invited" ? "invited" : "waitlist",
        ctx.now(),
        ["position", "email", "name", "joined_at", "confirmed", "referrals", "referred_by", "invited_at"],
        items.map((m) => [m.position, m.email, m.username, m.joinedAt, m.confirmed, m.referrals, m.referredBy, m.invitedAt]),
      );
    },
  );

  app.post<{ Body: TeamInviteRequest }>("/team/waitlist/invitations/preview", { onRequest, schema: { body: teamInviteBody } }, async (request) => {
    const rows = await nextConfirmed(db, request.body.count, false);
    const answer: TeamInviteAnswer = {
      success: true,
      msg: MESSAGES.wavePreview(rows.length),
      requested: request.body.count,
      available: await confirmedWaiting(db),
      members: rows.map((row) => waitlistMember(row, null)),
    };
    return answer;
  });

  app.post<{ Body: TeamInviteRequest }>("/team/waitlist/invitations", { onRequest, schema: { body: teamInviteBody } }, async (request) => {
    const { count } = request.body;
    const now = ctx.now();
    const wave = await db.transaction(async (tx) => {
      const available = await confirmedWaiting(tx);
      const picked = await nextConfirmed(tx, count, true);
      const invitedAt = new Date(now);
      const invited: MemberRow[] = [];
      for (const row of picked) {
        const code = invitationCode();
        // The primary key of `invitations` is the member: a second invitation of one member is refused by the
        // database even if two waves ever picked the same one.
        const filed = await tx.query(
          `INSERT INTO invitations (user_id, code_hash, invited_at, invited_by) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING RETURNING 1`,
          [row.id, hashToken(`invitation:${code}`), invitedAt, member(request).id],
        );
        if (filed.length === 0) continue;
        await tx.query("UPDATE users SET invited_at = $2 WHERE id = $1", [row.id, invitedAt]);
        await queueMail(tx, invitationMail(ctx.mail.site, row.email, row.username, code, ctx.config.siteUrl), now);
        invited.push({ ...row, invited_at: invitedAt });
      }
      await audit(request, "invite-wave", `wave of ${count} requested, ${invited.length} invited`, invited.length, tx);
      return { available, invited };
    });
    ctx.mail.wake();
    request.log.info({ team: "invite-wave", by: member(request).id, invited: wave.invited.length }, "team action");
    const answer: TeamInviteAnswer = {
      success: true,
      msg: MESSAGES.waveSent(wave.invited.length, count),
      requested: count,
      available: wave.available,
      members: wave.invited.map((row) => waitlistMember(row, null)),
    };
    return answer;
  });

  /* ---- subscribers */

  app.get("/team/subscribers", { onRequest }, async () => {
    const [row] = await db.query<{ confirmed: number; pending: number; unsubscribed: number }>(
      `SELECT count(*) FILTER (WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL)::int AS confirmed,
              count(*) FILTER (WHERE unsubscribed_at IS NULL AND confirmed_at IS NULL AND NOT spam)::int AS pending,
              count(*) FILTER (WHERE unsubscribed_at IS NOT NULL)::int AS unsubscribed
         FROM newsletter_subscribers`,
    );
    const answer: TeamSubscribersAnswer = { success: true, msg: "", ...row };
    return answer;
  });

  app.get("/team/subscribers/export", { onRequest }, async (request, reply) => {
    const rows = await db.query<{ email: string; created_at: Date; confirmed_at: Date }>(
      `SELECT email, created_at, confirmed_at FROM newsletter_subscribers
        WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL ORDER BY confirmed_at, email LIMIT ${EXPORT_MAX_ROWS}`,
    );
    await audit(request, "export-subscribers", "confirmed subscribers", rows.length);
    return sendCsv(
      reply,
      "subscribers",
      ctx.now(),
      ["email", "subscribed_at", "confirmed_at"],
      rows.map((r) => [r.email, iso(r.created_at), iso(r.confirmed_at)]),
    );
  });

  /* ---- analytics */

  app.get<{ Querystring: TeamAnalyticsQuery }>(
    "/team/analytics",
    { onRequest, schema: { querystring: teamAnalyticsQuery } },
    async (request, reply) => {
      const until = request.query.until ?? dayOf(ctx.now());
      const since = request.query.since ?? dayOf((parseDay(until) ?? ctx.now()) - (DEFAULT_REPORT_DAYS - 1) * 24 * HOUR_MS);
      const from = parseDay(since);
      const to = parseDay(until);
      if (from === null || to === null || from > to) return reply.code(400).send({ success: false, msg: MESSAGES.badDay });
      const answer: TeamAnalyticsAnswer = { success: true, msg: "", report: await analyticsReport(db, since, until) };
      return answer;
    },
  );

  /* ---- audit log */

  async function auditPage(query: TeamPageQuery, limit: number): Promise<TeamAuditAnswer | null> {
    const key = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ["string"]);
    if (key === null || (key && !/^\d{1,18}$/.test(String(key[0])))) return null;
    const [counted] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM team_audit");
    const rows = await db.query<{ id: string; seq: string; at: Date; actor: string; action: TeamAuditAction; subject: string; rows: number }>(
      `SELECT id, seq::text AS seq, at, actor, action, subject, rows FROM team_audit ${key ? "WHERE seq < $2::bigint" : ""}
        ORDER BY seq DESC LIMIT $1`,
      key ? [limit + 1, key[0]] : [limit + 1],
    );
    const page = rows.slice(0, limit);
    const items = page.map(({ seq: _seq, ...row }) => ({ ...row, at: new Date(row.at).toISOString() }));
    const last = page[page.length - 1];
    return { success: true, msg: "", items, total: counted.n, nextCursor: rows.length > limit && last ? encodeCursor([last.seq]) : null };
  }

  app.get<{ Querystring: TeamPageQuery }>("/team/audit", { onRequest, schema: { querystring: teamPageQuery } }, async (request, reply) => {
    const page = await auditPage(request.query, pageSize(request.query.limit));
    if (page === null) return reply.code(400).send({ success: false, msg: MESSAGES.badCursor });
    return page;
  });

  app.get("/team/audit/export", { onRequest }, async (request, reply) => {
    const page = await auditPage({}, EXPORT_MAX_ROWS);
    const items = page?.items ?? [];
    await audit(request, "export-audit", "audit log", items.length);
    return sendCsv(
      reply,
      "audit",
      ctx.now(),
      ["at", "actor", "action", "subject", "rows"],
      items.map((e) => [e.at, e.actor, e.action, e.subject, e.rows]),
    );
  });
}
