/**
 * Route guards run before the body is read: per-address rate limits (counters in the database, so every instance
 * behind a load balancer shares them) and the signed-in check.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { RateLimit } from "../config.js";
import type { AuthUser, ServiceContext } from "../context.js";
import type { Queryable } from "../db/database.js";
import { clientKey } from "../lib/client-address.js";
import { describeWait, secondsUntilNextWindow, windowStart } from "../lib/rate-limit.js";
import { bearerToken, hashToken } from "../lib/tokens.js";
import { MESSAGES } from "../messages.js";

const COUNT_SQL = `INSERT INTO rate_limit_hits (bucket, key, window_start, hits) VALUES ($1, $2, $3, $4)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = LEAST(rate_limit_hits.hits + $4, 2000000000)
     RETURNING hits`;

/** Hits waiting for the upsert in flight on the same counter row. */
interface CounterLine {
  waiting: { amount: number; resolve: (hits: number) => void; reject: (error: unknown) => void }[];
}

/** Per pool or connection (a transaction's calls run one after another and never wait here), per counter row. */
const counterLines = new WeakMap<Queryable, Map<string, CounterLine>>();

/**
 * Adds `amount` to one counter row and returns its total just after this amount, as one atomic upsert would. The
 * upsert waits for the requests already read from the sockets (one `setImmediate`), and calls that arrive meanwhile
 * or while it is in flight are added together in it or the next one, whose total is shared out in arrival order: the
 * counts are exactly those of one upsert per call, but a burst from one address (every visitor behind one proxy, or
 * a benchmark on loopback) costs one statement per turn of the event loop instead of one per request, and no longer
 * queues its requests on that row's lock.
 */
function addHits(db: Queryable, bucket: string, key: string, window: number, amount: number): Promise<number> {
  let lines = counterLines.get(db);
  if (!lines) counterLines.set(db, (lines = new Map()));
  const id = `${bucket}\u0000${key}\u0000${window}`;
  let line = lines.get(id);
  if (!line) {
    const mine: CounterLine = { waiting: [] };
    line = mine;
    lines.set(id, mine);
    setImmediate(() => {
      void (async () => {
        while (mine.waiting.length > 0) {
          const batch = mine.waiting.splice(0);
          const total = batch.reduce((sum, hit) => sum + hit.amount, 0);
          try {
            const [row] = await db.query<{ hits: number }>(COUNT_SQL, [bucket, key, window, total]);
            let running = row.hits - total;
            for (const hit of batch) hit.resolve((running += hit.amount));
          } catch (error) {
            batch.forEach((hit) => hit.reject(error));
          }
        }
        lines.delete(id);
      })();
    });
  }
  const waiting = line.waiting;
  return new Promise((resolve, reject) => waiting.push({ amount, resolve, reject }));
}

/**
 * Counts `amount` (one hit, or a number of bytes) for `key` in `bucket`; returns the seconds to wait when over the
 * limit, else null. Atomic in the database, so parallel requests and instances never both slip through.
 */
export async function countHit(db: Queryable, bucket: string, key: string, limit: RateLimit, nowMs: number, amount = 1): Promise<number | null> {
  const hits = await addHits(db, bucket, key, windowStart(nowMs, limit.windowSeconds), amount);
  return hits > limit.max ? secondsUntilNextWindow(nowMs, limit.windowSeconds) : null;
}

/** The seconds to wait when `key` has already used up `limit` in this window (nothing is counted), else null. */
export async function alreadyLimited(db: Queryable, bucket: string, key: string, limit: RateLimit, nowMs: number): Promise<number | null> {
  const rows = await db.query<{ hits: number }>("SELECT hits FROM rate_limit_hits WHERE bucket = $1 AND key = $2 AND window_start = $3", [
    bucket,
    key,
    windowStart(nowMs, limit.windowSeconds),
  ]);
  return (rows[0]?.hits ?? 0) >= limit.max ? secondsUntilNextWindow(nowMs, limit.windowSeconds) : null;
}

export function sendTooMany(reply: FastifyReply, waitSeconds: number, message: string): FastifyReply {
  return reply
    .code(429)
    .header("retry-after", String(waitSeconds))
    .send({ success: false, msg: message });
}

/**
 * Limits each client (an IPv4 address or an IPv6 /64; `clientKey`) to `limit` requests per window on the routes it
 * guards. The address is validated first, so nothing a client writes becomes a key.
 */
export function rateLimit(ctx: ServiceContext, bucket: string, limit: RateLimit): onRequestHookHandler {
  return async (request, reply) => {
    const wait = await countHit(ctx.db, bucket, clientKey(request.ip), limit, ctx.now());
    if (wait !== null) return sendTooMany(reply, wait, MESSAGES.tooManyRequests(describeWait(wait)));
  };
}

/** The user a bearer token belongs to, when the session exists, is not revoked and has not expired. */
export async function userForToken(ctx: ServiceContext, header: string | undefined): Promise<AuthUser | null> {
  const token = bearerToken(header);
  if (token === null) return null;
  const tokenHash = hashToken(token);
  const rows = await ctx.db.query<{ id: string; email: string; username: string; created_at: Date; email_confirmed_at: Date | null }>(
    `SELECT u.id, u.email, u.username, u.created_at, u.email_confirmed_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, new Date(ctx.now())],
  );
  const row = rows[0];
  return row ? { id: row.id, email: row.email, username: row.username, createdAt: new Date(row.created_at), emailConfirmed: row.email_confirmed_at !== null, tokenHash } : null;
}

/** Answers 401 unless the request carries a live session token; sets `request.user`. */
export function requireUser(ctx: ServiceContext): onRequestHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await userForToken(ctx, request.headers.authorization);
    if (!user) {
      return reply.code(401).header("www-authenticate", 'Bearer realm="api"').send({ success: false, msg: MESSAGES.signInRequired });
    }
    request.user = user;
  };
}

/** The user `requireUser` put on the request; only for routes guarded by it. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error("signedInUser() on a route without requireUser");
  return request.user;
}
