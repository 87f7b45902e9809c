/**
 * Housekeeping: what the service keeps, and for how long (docs/api.md, "Quotas and retention").
 * - Rate-limit windows: until the longest window (a day) has passed; swept every 10 minutes.
 * - Sessions: until they expire or are signed out. Reset links: until used or expired.
 * - Outbox: a sent mail loses its parts and headers at once (the worker blanks them) and goes after a day; a failed
 *   one keeps them, so `npm run mail -- retry-failed` can send it again, and goes after 30 days (time to look into
 *   it); an unsent reset mail is dropped once its link has expired, so no usable link stays in the database.
 * - Account confirmation links: until used or expired.
 * - Analytics events: `ANALYTICS_RETENTION_DAYS` (13 months by default, PRODUCT.md §6).
 * - An account's sign-up network and browser hash (held referrals, review 3 N2): a day, all they are compared over.
 * - Clients an account signed in from (hashed, for the sign-in back-off): 90 days after they were last seen.
 * - Consent receipts: `CONSENT_RETENTION_DAYS` (three years by default, docs/decisions/0007).
 * - Résumés: with their application (they are stored in its transaction, so none is ever left without one).
 * The purge runs a minute after start and then daily, on any instance (each statement is idempotent).
 */
import type { FastifyBaseLogger } from "fastify";
import { CONSENT_RETENTION_DAYS } from "./config.js";
import type { ServiceContext } from "./context.js";
import type { Database } from "./db/database.js";
import { SAME_NETWORK_WINDOW_MS } from "./lib/referrals.js";
import { KNOWN_CLIENT_DAYS } from "./routes/users.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest rate-limit window in use (analytics bytes per day). */
const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;
const RESET_LINK_MS = 60 * 60 * 1000;

/** Deletes rate-limit windows that have ended; returns how many rows went. */
export async function sweepRateLimits(db: Database, nowMs: number): Promise<number> {
  const rows = await db.query("DELETE FROM rate_limit_hits WHERE window_start < $1 RETURNING 1", [Math.floor(nowMs / 1000) - LONGEST_WINDOW_SECONDS]);
  return rows.length;
}

export interface PurgeCounts {
  rateLimitRows: number;
  sessions: number;
  resets: number;
  emailConfirmations: number;
  mailBodiesCleared: number;
  mails: number;
  analyticsEvents: number;
  signupSignals: number;
  signInClients: number;
  consentReceipts: number;
}

/** Removes everything past its retention (see the module comment). */
export async function purgeExpired(
  db: Database,
  nowMs: number,
  analyticsRetentionDays: number,
  consentRetentionDays = CONSENT_RETENTION_DAYS,
): Promise<PurgeCounts> {
  const now = new Date(nowMs);
  const count = async (sql: string, params: unknown[]) => (await db.query(`${sql} RETURNING 1`, params)).length;
  // Receipts refuse every change; the purge says who it is, for this transaction only (migration 010).
  const consentReceipts = await db.transaction(async (tx) => {
    await tx.query("SELECT set_config('gestura.purge', 'on', true)");
    const rows = await tx.query("DELETE FROM consent_records WHERE recorded_at <= $1 RETURNING 1", [new Date(nowMs - consentRetentionDays * DAY_MS)]);
    return rows.length;
  });
  return {
    consentReceipts,
    rateLimitRows: await sweepRateLimits(db, nowMs),
    sessions: await count("DELETE FROM sessions WHERE expires_at <= $1 OR revoked_at IS NOT NULL", [now]),
    resets: await count("DELETE FROM password_resets WHERE expires_at <= $1 OR used_at IS NOT NULL", [now]),
    emailConfirmations: await count("DELETE FROM email_confirmations WHERE expires_at <= $1 OR used_at IS NOT NULL", [now]),
    mailBodiesCleared: await count(
      "UPDATE outbox SET body = '', html = '', headers = '{}'::jsonb WHERE sent_at IS NOT NULL AND (body <> '' OR html <> '' OR headers <> '{}'::jsonb)",
      [],
    ),
    mails: await count(
      "DELETE FROM outbox WHERE sent_at <= $1 OR failed_at <= $3 OR (kind = 'password-reset' AND sent_at IS NULL AND created_at <= $2)",
      [new Date(nowMs - DAY_MS), new Date(nowMs - RESET_LINK_MS), new Date(nowMs - 30 * DAY_MS)],
    ),
    analyticsEvents: await count("DELETE FROM analytics_events WHERE received_at <= $1", [new Date(nowMs - analyticsRetentionDays * DAY_MS)]),
    signupSignals: await count(
      "UPDATE users SET signup_network = NULL, signup_agent = NULL WHERE created_at <= $1 AND (signup_network IS NOT NULL OR signup_agent IS NOT NULL)",
      [new Date(nowMs - SAME_NETWORK_WINDOW_MS)],
    ),
    signInClients: await count("DELETE FROM sign_in_clients WHERE last_seen_at <= $1", [new Date(nowMs - KNOWN_CLIENT_DAYS * DAY_MS)]),
  };
}

/**
 * Deletes an account with everything it owns: sessions, resets, applications and their résumés go with the row
 * (ON DELETE CASCADE). There is no API call for this yet; support staff (or a future "delete my account" call) use
 * this function. Returns the number of résumés removed.
 */
export async function deleteAccount(db: Database, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ count }] = await tx.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM resumes r JOIN job_applications a ON a.id = r.application_id WHERE a.user_id = $1",
      [userId],
    );
    await tx.query("DELETE FROM users WHERE id = $1", [userId]);
    return count;
  });
}

/** Starts the sweeps; returns how to stop them. */
export function startHousekeeping(ctx: ServiceContext, log: FastifyBaseLogger): () => void {
  const failed = (error: unknown) => log.warn({ err: error }, "housekeeping failed; it will run again");
  const sweep = setInterval(() => void sweepRateLimits(ctx.db, ctx.now()).catch(failed), 10 * 60_000);
  const purge = () =>
    void purgeExpired(ctx.db, ctx.now(), ctx.config.analyticsRetentionDays, ctx.config.consentRetentionDays)
      .then((counts) => log.info({ purged: counts }, "housekeeping: expired rows removed"))
      .catch(failed);
  const first = setTimeout(purge, 60_000);
  const daily = setInterval(purge, DAY_MS);
  for (const timer of [sweep, first, daily]) timer.unref();
  return () => {
    clearInterval(sweep);
    clearTimeout(first);
    clearInterval(daily);
  };
}
