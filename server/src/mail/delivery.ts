/**
 * Mail delivery (PRODUCT.md §6). Routes put a mail in the `outbox` table, in the same transaction as what it is
 * about, and wake the worker. The worker claims as many due rows as it sends at once (`FOR UPDATE SKIP LOCKED`, a
 * lease of three SMTP timeouts and a claim id), sends them over SMTP (`SMTP_URL`) or writes each as an .eml file under
 * `DATA_DIR/mail/`, and records the outcome while the claim is still its own:
 * - sent: `sent_at` set and the parts and headers blanked (a body may hold a link that is a secret);
 * - refused or unreachable: `attempts`, `last_error` and the next try: `MAIL_MAX_ATTEMPTS` tries with a doubling
 *   wait (the fast lane), then one try every `MAIL_SLOW_RETRY_SECONDS` for `MAIL_SLOW_RETRY_DAYS` (the slow lane);
 * - after the slow lane: `failed_at`, logged at error level. The parts are kept, so `npm run mail -- retry-failed`
 *   can send it again until the purge removes it (30 days).
 * Delivery is at least once: a crash between the SMTP server's answer and the update sends the mail again, with the
 * same Message-ID (fixed when it was queued), so the receiving server can drop the copy (review 3 N4).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { normaliseEmail } from "../../../src/lib/api-contract.js";
import type { Config } from "../config.js";
import type { Database, Queryable } from "../db/database.js";
import { resumeAttachmentName } from "../lib/documents.js";
import { resumeContent } from "../lib/resumes.js";
import { hashToken } from "../lib/tokens.js";
import { windowStart } from "../lib/rate-limit.js";
import type { Mail, MailKind } from "./templates.js";

/**
 * The mails a visitor can have sent to any address they type (the forms and sign-up). At most
 * `MAILS_PER_RECIPIENT_PER_DAY` of them go to one address a day, then none (review 3 N3). Not counted: the team's
 * notifications, and the password mails, which have their own limit and must reach a locked-out member.
 */
const CAPPED_KINDS: ReadonlySet<MailKind> = new Set<MailKind>([
  "email-confirmation",
  "newsletter-confirmation",
  "demo-confirmation",
  "contact-acknowledgement",
  "application-confirmation",
  "reservation-confirmation",
]);
export const MAILS_PER_RECIPIENT_PER_DAY = 3;
export const RECIPIENT_WINDOW_SECONDS = 24 * 3600;
export const OUTBOX_COLUMNS = "id, kind, recipient, subject, body, html, headers, attachment_id, message_id, created_at, next_attempt_at";

/**
 * Puts `mail` in the outbox; call inside the transaction that stores what the mail is about. Returns false when the
 * recipient has had their mails for the day: nothing is queued, and the caller answers as usual.
 */
export async function queueMail(q: Queryable, mail: Mail, now: number): Promise<boolean> {
  if (!CAPPED_KINDS.has(mail.kind)) {
    await q.query(`INSERT INTO outbox (${OUTBOX_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`, outboxValues(mail, now));
    return true;
  }
  return queueCapped(q, mail, now);
}

/** The key of a recipient's daily count in `rate_limit_hits` (bucket `mail-recipient`): no address is stored there. */
export function recipientKey(to: string): string {
  return hashToken(`mail-recipient:${normaliseEmail(to)}`);
}

function outboxValues(mail: Mail, now: number): unknown[] {
  return [randomUUID(), mail.kind, mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers), mail.attachmentId ?? null, mail.messageId, new Date(now)];
}

/** The recipient's count for the day and the mail in one statement: the count is kept even when the mail is not. */
async function queueCapped(q: Queryable, mail: Mail, now: number): Promise<boolean> {
  const queued = await q.query(
    `WITH hit AS (
       INSERT INTO rate_limit_hits (bucket, key, window_start, hits) VALUES ('mail-recipient', $11, $12, 1)
       ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = LEAST(rate_limit_hits.hits + 1, 2000000000)
       RETURNING hits)
     INSERT INTO outbox (${OUTBOX_COLUMNS})
     SELECT $1::uuid, $2::text, $3::text, $4::text, $5::text, $6::text, $7::jsonb, $8::uuid, $9::text, $10::timestamptz, $10::timestamptz
       FROM hit WHERE hit.hits <= $13::int
     RETURNING id`,
    [...outboxValues(mail, now), recipientKey(mail.to), windowStart(now, RECIPIENT_WINDOW_SECONDS), MAILS_PER_RECIPIENT_PER_DAY],
  );
  return queued.length > 0;
}

/** One message as handed to a transport. */
export interface OutgoingMail {
  id: string;
  /** `<…@…>`, the same on every try of this mail. */
  messageId: string;
  kind: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers: Record<string, string>;
  /** A résumé, read from the database as it is sent (`resumeContent`). */
  attachments: { filename: string; content: Readable; contentType: string }[];
}

export interface MailTransport {
  /** Where mail goes, for the start-up line (no password). */
  readonly description: string;
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/** `smtp://user:***@host:port`: the SMTP address without its password, for logs. */
export function redactSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString().replace(/\/$/, "");
  } catch {
    return "(unparsable SMTP_URL)";
  }
}

function toNodemailer(message: OutgoingMail): SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
    attachments: message.attachments,
    messageId: message.messageId,
  };
}

export interface SmtpOptions {
  /** The longest one send may take, in all and at each step (connecting, the greeting, each answer). */
  timeoutMs: number;
  /** Refuse to send unless the server takes STARTTLS (`smtps://` is TLS from the start anyway). */
  requireTls: boolean;
}

/** SMTP through nodemailer; the connection settings come from the URL (`smtps://` for TLS from the start). */
export function smtpTransport(url: string, options: SmtpOptions = { timeoutMs: 60_000, requireTls: false }): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    requireTLS: options.requireTls,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    description: `SMTP at ${redactSmtpUrl(url)}${options.requireTls ? " (STARTTLS required)" : ""}`,
    async send(message) {
      // The whole send is cut off after the timeout, well inside the claim's lease (three timeouts).
      await transporter.sendMail({ ...toNodemailer(message), signal: AbortSignal.timeout(options.timeoutMs) });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP: each mail as an .eml file (any mail program opens it) in `dir`. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let madeDir = false;
  return {
    description: `.eml files in ${dir}`,
    async send(message) {
      const info = (await transporter.sendMail(toNodemailer(message))) as { message: Buffer };
      if (!madeDir) await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      madeDir = true;
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      try {
        await fs.writeFile(path.join(dir, `${stamp}-${message.kind}-${message.id.slice(0, 8)}.eml`), info.message, { mode: 0o600 });
      } catch (error) {
        // The folder may have been removed: made again on the next try.
        madeDir = false;
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

export function transportFor(config: Config): MailTransport {
  return config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, { timeoutMs: config.mail.smtpTimeoutSeconds * 1000, requireTls: config.mail.smtpRequireTls })
    : fileTransport(path.join(config.dataDir, "mail"));
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The wait before fast try number `attempt + 1`: base, 2 × base, 4 × base, … at most 6 hours. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 6 * HOUR_MS);
}

/** When a mail that cannot be sent is tried again, and when it is given up. */
export interface RetryPolicy {
  /** Tries in the fast lane, whose waits double from `retryBaseMs`. */
  maxAttempts: number;
  retryBaseMs: number;
  /** Then one try every `slowRetryMs` (default an hour), for `slowSpanMs` (default 3 days). */
  slowRetryMs?: number;
  slowSpanMs?: number;
}

/**
 * What follows a failed try: the mail's `attempts`-th try failed at `now`, and its slow lane (if it is in it) ends
 * at `slowUntil`. Another try at `retryAt` (in the slow lane until `slowUntil`), or failed once the slow lane is over.
 */
export function afterFailure(attempts: number, slowUntil: number | null, now: number, policy: RetryPolicy): { retryAt: number; slowUntil: number | null } | "failed" {
  if (attempts < policy.maxAttempts) return { retryAt: now + retryDelayMs(attempts, policy.retryBaseMs), slowUntil: null };
  const end = slowUntil ?? now + (policy.slowSpanMs ?? 3 * DAY_MS);
  if (now >= end) return "failed";
  return { retryAt: Math.min(now + (policy.slowRetryMs ?? HOUR_MS), end), slowUntil: end };
}

interface Claimed {
  id: string;
  claim_id: string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  html: string;
  headers: Record<string, string> | string;
  attachment_id: string | null;
  attempts: number;
  message_id: string | null;
  slow_until: Date | string | null;
}

export interface MailLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailWorkerOptions extends RetryPolicy {
  db: Database;
  transport: MailTransport;
  from: string;
  /** The clock (tests move it). */
  now: () => number;
  log: MailLog;
  /** Mails one round takes at most (default 20). */
  batch?: number;
  /** Mails sent at once, claimed together in one statement (default 1). */
  concurrency?: number;
  /**
   * True while requests queue up in this process: before each group the worker waits for them to ease (see
   * `waitWhileBusy`), so a burst of sign-ups is answered first and its mail follows a moment later.
   */
  busy?: () => boolean;
  /**
   * How long a claim holds before another worker may take the mail (a worker that died mid-send); longer than the
   * transport's whole-send timeout (default 3 minutes).
   */
  leaseMs?: number;
}

export interface DeliveryCounts {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Claims up to `count` of the most overdue mails for this worker alone (one claim id for the group), counting the
 * try; an empty list when none is due.
 */
async function claimGroup(options: MailWorkerOptions, count: number): Promise<Claimed[]> {
  const now = options.now();
  return options.db.query<Claimed>(
    `UPDATE outbox SET claimed_until = $2, claim_id = $3, attempts = attempts + 1
      WHERE id IN (SELECT id FROM outbox
                    WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
                      AND (claimed_until IS NULL OR claimed_until <= $1)
                    ORDER BY next_attempt_at, created_at
                    LIMIT $4
                    FOR UPDATE SKIP LOCKED)
      RETURNING id, claim_id, kind, recipient, subject, body, html, headers, attachment_id, attempts, message_id, slow_until`,
    [new Date(now), new Date(now + (options.leaseMs ?? 180_000)), randomUUID(), count],
  );
}

/**
 * The résumé a team notification carries, streamed from the database as the mail is sent. It is named from its
 * sniffed type and the applicant, never as the applicant named it (review 3 N1).
 */
async function attachmentsFor(options: MailWorkerOptions, attachmentId: string | null): Promise<OutgoingMail["attachments"]> {
  if (!attachmentId) return [];
  return resumeAttachment(options.db, attachmentId);
}

/** The stored résumé `resumeId` (resumes.id) as a file to send: the mail's attachment, the team console's download. */
export async function resumeAttachment(db: Queryable, resumeId: string): Promise<OutgoingMail["attachments"]> {
  const [resume] = await db.query<{ full_name: string; media_type: string }>(
    "SELECT a.full_name, r.media_type FROM resumes r JOIN job_applications a ON a.id = r.application_id WHERE r.id = $1",
    [resumeId],
  );
  return resume ? [{ filename: resumeAttachmentName(resume.full_name, resume.media_type), content: resumeContent(db, resumeId), contentType: resume.media_type }] : [];
}

/**
 * Sends one claimed mail. A failure is recorded at once (only while the claim is still this worker's); a success is
 * left to `markSent`, which records the group's in one statement.
 */
async function sendOne(options: MailWorkerOptions, row: Claimed): Promise<keyof DeliveryCounts> {
  const { db, log } = options;
  const headers = typeof row.headers === "string" ? (JSON.parse(row.headers) as Record<string, string>) : { ...row.headers };
  const replyTo = headers["Reply-To"];
  delete headers["Reply-To"];
  // Rows queued before migration 008 have no stored Message-ID; their id gives a stable one.
  const messageId = row.message_id ?? `<${row.id}@${options.from.replace(/^.*@/, "").replace(/>.*$/, "")}>`;
  const ours = "WHERE id = $1 AND claim_id = $2";
  try {
    const attachments = await attachmentsFor(options, row.attachment_id);
    await options.transport.send({ id: row.id, messageId, kind: row.kind, from: options.from, to: row.recipient, subject: row.subject, text: row.body, html: row.html, replyTo, headers, attachments });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const now = options.now();
    const next = afterFailure(row.attempts, row.slow_until === null ? null : new Date(row.slow_until).getTime(), now, options);
    if (next === "failed") {
      await db.query(`UPDATE outbox SET failed_at = $3, last_error = $4, claimed_until = NULL, claim_id = NULL ${ours}`, [row.id, row.claim_id, new Date(now), reason]);
      log.error({ mail: row.id, kind: row.kind, attempts: row.attempts, reason }, "mail failed after its last try; npm run mail -- retry-failed sends it again");
      return "failed";
    }
    await db.query(`UPDATE outbox SET next_attempt_at = $3, slow_until = $4, last_error = $5, claimed_until = NULL, claim_id = NULL ${ours}`, [
      row.id,
      row.claim_id,
      new Date(next.retryAt),
      next.slowUntil === null ? null : new Date(next.slowUntil),
      reason,
    ]);
    const lane = next.slowUntil === null ? "fast" : "slow";
    log.info({ mail: row.id, kind: row.kind, attempt: row.attempts, lane, retryInSeconds: Math.round((next.retryAt - now) / 1000), reason }, "mail not sent; will retry");
    return "retried";
  }
  return "sent";
}

/** Records the group's sent mails in one statement, each only while its claim is still this worker's. */
async function markSent(options: MailWorkerOptions, sent: Claimed[]): Promise<void> {
  if (sent.length === 0) return;
  const marked = await options.db.query<{ id: string }>(
    `UPDATE outbox SET sent_at = $3, body = '', html = '', headers = '{}'::jsonb, claimed_until = NULL, claim_id = NULL, last_error = NULL
      WHERE id = ANY($1::uuid[]) AND claim_id = $2 RETURNING id`,
    [sent.map((row) => row.id), sent[0].claim_id, new Date(options.now())],
  );
  const recorded = new Set(marked.map((row) => row.id));
  for (const row of sent) {
    // Cannot happen while a send ends within the lease; if it does, another worker may send the mail again.
    if (!recorded.has(row.id)) options.log.error({ mail: row.id, kind: row.kind }, "mail sent after its claim ran out");
    options.log.info({ mail: row.id, kind: row.kind, attempt: row.attempts }, "mail sent");
  }
}

/** How long the worker waits at most, and how often it looks, while requests queue up (`busy`). */
export const YIELD_MAX_MS = 1000;
export const YIELD_STEP_MS = 25;
/** Looks in a row that must find the service calm before a group goes out, once it was found busy. */
const CALM_LOOKS = 2;

/**
 * Waits before a group of mails while the service is busy: not at all when it is calm, else until two looks in a row
 * (25 ms apart) find it calm, or a second at most, so mail still goes out under a load that never eases. One calm look
 * is not enough under a burst: every group of sign-ups answered at once empties the count for an instant, and a
 * worker that went then would take the one database connection (embedded) and the event loop from the requests that
 * arrive a moment later. Answers how long it waited.
 */
export async function waitWhileBusy(busy: () => boolean, sleep: (ms: number) => Promise<void>): Promise<number> {
  if (!busy()) return 0;
  let waited = 0;
  for (let calm = 0; calm < CALM_LOOKS && waited < YIELD_MAX_MS; waited += YIELD_STEP_MS) {
    await sleep(YIELD_STEP_MS);
    calm = busy() ? 0 : calm + 1;
  }
  return waited;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One round: claims `concurrency` due mails at a time in one statement, sends them at once, records the sent ones in
 * one statement, and goes on until none is due or the round has taken `batch` mails. A group is never larger than
 * the sends running at once, so each send still ends well inside its lease (three transport timeouts), and a send
 * that hangs holds only its own group. Returns what happened.
 */
export async function deliverDue(options: MailWorkerOptions): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
  let left = options.batch ?? 20;
  while (left > 0) {
    if (options.busy) await waitWhileBusy(options.busy, sleep);
    const group = await claimGroup(options, Math.min(left, options.concurrency ?? 1));
    if (group.length === 0) break;
    left -= group.length;
    const outcomes = await Promise.all(group.map((row) => sendOne(options, row)));
    outcomes.forEach((outcome) => (counts[outcome] += 1));
    await markSent(options, group.filter((_row, i) => outcomes[i] === "sent"));
  }
  return counts;
}

/** The outbox's backlog: mails waiting (of which in the slow lane), failed ones, and how late the oldest due one is. */
export interface MailBacklog {
  queued: number;
  slow: number;
  failed: number;
  /** How long past its time the most overdue mail is (0 when none is due). */
  lateMs: number;
}

export async function mailBacklog(db: Queryable, now: number): Promise<MailBacklog> {
  const [row] = await db.query<{ queued: number; slow: number; failed: number; due: Date | string | null }>(
    `SELECT count(*)::int AS queued, count(slow_until)::int AS slow, min(next_attempt_at) AS due,
            (SELECT count(*)::int FROM outbox WHERE failed_at IS NOT NULL) AS failed
       FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL`,
  );
  return { queued: row.queued, slow: row.slow, failed: row.failed, lateMs: row.due === null ? 0 : Math.max(0, now - new Date(row.due).getTime()) };
}

/** How late the most overdue mail may be before the backlog is logged at error level; also the shortest gap between two such lines. */
export const MAIL_LATE_MS = 15 * 60 * 1000;

/**
 * Watches the backlog for the worker: an error-level line when the most overdue mail is more than 15 minutes late,
 * or when more mails are in the slow lane or failed than at the last line (an outage, or mail given up); at most one
 * line every 15 minutes. `check` looks at most once a minute.
 */
export function backlogWatch(db: Queryable, log: MailLog, now: () => number): { check(): Promise<void> } {
  let lookedAt = -Infinity;
  let reportedAt = -Infinity;
  let reported = { slow: 0, failed: 0 };
  return {
    async check() {
      const time = now();
      if (time - lookedAt < 60_000) return;
      lookedAt = time;
      const backlog = await mailBacklog(db, time);
      const worse = backlog.lateMs > MAIL_LATE_MS || backlog.slow > reported.slow || backlog.failed > reported.failed;
      if (worse && time - reportedAt >= MAIL_LATE_MS) {
        log.error(
          { ...backlog, lateMinutes: Math.floor(backlog.lateMs / 60_000) },
          `mail backlog: ${backlog.queued} queued (${backlog.slow} in the slow lane, the most overdue ${Math.floor(backlog.lateMs / 60_000)} minutes late), ${backlog.failed} failed`,
        );
        reportedAt = time;
        reported = { slow: backlog.slow, failed: backlog.failed };
      } else if (!worse) {
        reported = { slow: Math.min(reported.slow, backlog.slow), failed: Math.min(reported.failed, backlog.failed) };
      }
    },
  };
}

export interface MailWorker {
  /** Runs a round soon (after a mail was queued). */
  wake(): void;
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>;
  /** Resolves when no round is running or pending (tests). */
  idle(): Promise<void>;
}

/** How long after being woken the worker starts a round, gathering what else is queued meanwhile. */
const WAKE_DELAY_MS = 200;

/** Runs `deliverDue` when woken and every `pollMs`, one round at a time, and watches the backlog after each. */
export function startMailWorker(options: MailWorkerOptions & { pollMs: number }): MailWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const watch = backlogWatch(options.db, options.log, options.now);
  const round = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const counts = await deliverDue(options);
          // A full batch may mean more are due.
          if (counts.sent + counts.retried + counts.failed >= (options.batch ?? 20)) again = true;
        } while (again && !stopped);
        await watch.check();
      } catch (error) {
        options.log.error({ err: error }, "mail delivery round failed");
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(round, options.pollMs);
  timer.unref();
  round();
  // A burst of sign-ups is sent in a few rounds, not one round (three queries) per request.
  let soon: NodeJS.Timeout | null = null;
  return {
    wake() {
      if (soon || stopped) return;
      soon = setTimeout(() => {
        soon = null;
        round();
      }, WAKE_DELAY_MS);
      soon.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      await running;
      options.transport.close();
    },
    async idle() {
      await new Promise((resolve) => setImmediate(resolve));
      while (running) await running;
    },
  };
}

/**
 * Queues every failed mail again as if new (a fresh fast lane, the same Message-ID), for `npm run mail --
 * retry-failed`. Mails failed before this version had their parts blanked and cannot be sent: they stay failed and
 * are counted in `blank`.
 */
export async function retryFailed(db: Queryable, now: number): Promise<{ requeued: number; blank: number }> {
  const requeued = await db.query(
    `UPDATE outbox SET failed_at = NULL, slow_until = NULL, attempts = 0, next_attempt_at = $1, claimed_until = NULL, claim_id = NULL
      WHERE failed_at IS NOT NULL AND (body <> '' OR html <> '') RETURNING id`,
    [new Date(now)],
  );
  const [blank] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE failed_at IS NOT NULL");
  return { requeued: requeued.length, blank: blank.n };
}
