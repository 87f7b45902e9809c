/**
 * Route guards run before the body is read: per-address rate limits (counters in the database, so every instance
 * behind a load balancer shares them) and the signed-in check.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { RateLimit } from "../config";
import type { AuthUser, ServiceContext } from "../context";
import type { Queryable } from "../db/database";
import { clientKey } from "../lib/client-address";
import { describeWait, secondsUntilNextWindow, windowStart } from "../lib/rate-limit";
import { bearerToken, hashToken } from "../lib/tokens";
import { MESSAGES } from "../messages";

/**
 * Counts `amount` (one hit, or a number of bytes) for `key` in `bucket`; returns the seconds to wait when over the
 * limit, else null. One atomic upsert, so parallel requests and instances never both slip through.
 */
export async function countHit(db: Queryable, bucket: string, key: string, limit: RateLimit, nowMs: number, amount = 1): Promise<number | null> {
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (bucket, key, window_start, hits) VALUES ($1, $2, $3, $4)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = LEAST(rate_limit_hits.hits + $4, 2000000000)
     RETURNING hits`,
    [bucket, key, windowStart(nowMs, limit.windowSeconds), amount],
  );
  return rows[0].hits > limit.max ? secondsUntilNextWindow(nowMs, limit.windowSeconds) : null;
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
