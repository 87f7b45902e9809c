/**
 * Mail delivery (PRODUCT.md §6). Routes put a mail in the `outbox` table, in the same transaction as what it is
 * about, and wake the worker. The worker claims due rows (`FOR UPDATE SKIP LOCKED` with a lease, so several service
 * instances on one PostgreSQL never send one row twice), sends them over SMTP (`SMTP_URL`) or writes them as .eml
 * files under `DATA_DIR/mail/`, and records the outcome:
 * - sent: `sent_at` set and the parts and headers blanked (a body may hold a link that is a secret);
 * - refused or unreachable: `attempts`, `last_error` and a growing wait before the next try;
 * - after the last attempt: `failed_at`, logged at error level, and the parts blanked too.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Config } from "../config";
import type { Database, Queryable } from "../db/database";
import { resumeAttachmentName } from "../lib/documents";
import type { Mail } from "./templates";

/** Puts `mail` in the outbox; call inside the transaction that stores what the mail is about. */
export async function queueMail(q: Queryable, mail: Mail, now: number): Promise<void> {
  await q.query(
    `INSERT INTO outbox (id, kind, recipient, subject, body, html, headers, attachment_id, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [randomUUID(), mail.kind, mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers), mail.attachmentId ?? null, new Date(now)],
  );
}

/** One message as handed to a transport. */
export interface OutgoingMail {
  id: string;
  kind: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers: Record<string, string>;
  attachments: { filename: string; path: string; contentType: string }[];
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
    messageId: `<${message.id}@${message.from.replace(/^.*@/, "").replace(/>.*$/, "")}>`,
  };
}

/** SMTP through nodemailer; the connection settings come from the URL (`smtps://` for TLS from the start). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    description: `SMTP at ${redactSmtpUrl(url)}`,
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP: each mail as an .eml file (any mail program opens it) in `dir`. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: `.eml files in ${dir}`,
    async send(message) {
      const info = (await transporter.sendMail(toNodemailer(message))) as { message: Buffer };
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await fs.writeFile(path.join(dir, `${stamp}-${message.kind}-${message.id.slice(0, 8)}.eml`), info.message, { mode: 0o600 });
    },
    close: () => transporter.close(),
  };
}

export function transportFor(config: Config): MailTransport {
  return config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : fileTransport(path.join(config.dataDir, "mail"));
}

/** The wait before try number `attempt + 1`: base, 2 × base, 4 × base, … at most 6 hours. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60 * 1000);
}

interface Claimed {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  html: string;
  headers: Record<string, string> | string;
  attachment_id: string | null;
  attempts: number;
}

export interface MailLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  uploadsDir: string;
  maxAttempts: number;
  retryBaseMs: number;
  now: () => number;
  log: MailLog;
  /** Rows claimed per round. */
  batch?: number;
  /** How long a claim holds before another worker may take the row (a worker that died mid-send). */
  leaseMs?: number;
}

export interface DeliveryCounts {
  sent: number;
  retried: number;
  failed: number;
}

/** One round: claims the due rows and tries each once. Returns what happened. */
export async function deliverDue(options: MailWorkerOptions): Promise<DeliveryCounts> {
  const { db, transport, now, log } = options;
  const started = now();
  const claimed = await db.query<Claimed>(
    `UPDATE outbox SET claimed_until = $2, attempts = attempts + 1
      WHERE id IN (SELECT id FROM outbox
                    WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
                      AND (claimed_until IS NULL OR claimed_until <= $1)
                    ORDER BY next_attempt_at, created_at
                    LIMIT $3
                    FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, recipient, subject, body, html, headers, attachment_id, attempts`,
    [new Date(started), new Date(started + (options.leaseMs ?? 120_000)), options.batch ?? 20],
  );
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
  for (const row of claimed) {
    const headers = typeof row.headers === "string" ? (JSON.parse(row.headers) as Record<string, string>) : { ...row.headers };
    const replyTo = headers["Reply-To"];
    delete headers["Reply-To"];
    try {
      const attachments: OutgoingMail["attachments"] = [];
      if (row.attachment_id) {
        // Named from its sniffed type and the applicant, never as the applicant named it (review 3 N1).
        const [resume] = await db.query<{ stored_name: string; full_name: string; media_type: string }>(
          "SELECT r.stored_name, a.full_name, r.media_type FROM resumes r JOIN job_applications a ON a.id = r.application_id WHERE r.id = $1",
          [row.attachment_id],
        );
        if (resume) {
          attachments.push({ filename: resumeAttachmentName(resume.full_name, resume.media_type), path: path.join(options.uploadsDir, resume.stored_name), contentType: resume.media_type });
        }
      }
      await transport.send({ id: row.id, kind: row.kind, from: options.from, to: row.recipient, subject: row.subject, text: row.body, html: row.html, replyTo, headers, attachments });
      await db.query(
        "UPDATE outbox SET sent_at = $2, body = '', html = '', headers = '{}'::jsonb, claimed_until = NULL, last_error = NULL WHERE id = $1",
        [row.id, new Date(now())],
      );
      counts.sent += 1;
      log.info({ mail: row.id, kind: row.kind, attempt: row.attempts }, "mail sent");
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (row.attempts >= options.maxAttempts) {
        await db.query(
          "UPDATE outbox SET failed_at = $2, last_error = $3, body = '', html = '', headers = '{}'::jsonb, claimed_until = NULL WHERE id = $1",
          [row.id, new Date(now()), reason],
        );
        counts.failed += 1;
        log.error({ mail: row.id, kind: row.kind, attempts: row.attempts, reason }, "mail failed for good after the last attempt");
      } else {
        const wait = retryDelayMs(row.attempts, options.retryBaseMs);
        await db.query("UPDATE outbox SET next_attempt_at = $2, last_error = $3, claimed_until = NULL WHERE id = $1", [row.id, new Date(now() + wait), reason]);
        counts.retried += 1;
        log.info({ mail: row.id, kind: row.kind, attempt: row.attempts, retryInSeconds: Math.round(wait / 1000), reason }, "mail not sent; will retry");
      }
    }
  }
  return counts;
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

/** Runs `deliverDue` when woken and every `pollMs`, one round at a time. */
export function startMailWorker(options: MailWorkerOptions & { pollMs: number }): MailWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
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
