/** Accounts: register, sign in and out, the current user, the waitlist count and password reset by e-mail. */
import { randomUUID } from "node:crypto";
import { hash as argonHash, verify as argonVerify } from "@node-rs/argon2";
import type { FastifyInstance } from "fastify";
import type {
  CountAnswer,
  LinkTokenRequest,
  LoginAnswer,
  LoginRequest,
  MeAnswer,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  RegisterRequest,
} from "../../../src/lib/api-contract.js";
import { normaliseEmail } from "../../../src/lib/api-contract.js";
import { TEAM_LIMITS } from "../../../src/lib/team-contract.js";
import type { ServiceContext } from "../context.js";
import { type Queryable, isUniqueViolation } from "../db/database.js";
import { clientKey, truncatedAddress } from "../lib/client-address.js";
import { isCommonPassword, normalisePassword } from "../lib/common-passwords.js";
import { createLimiter } from "../lib/limiter.js";
import { alreadyLimited, countHit, rateLimit, requireUser, sendTooMany, signedInUser } from "../plugins/guards.js";
import { describeWait } from "../lib/rate-limit.js";
import { type SignupSignals, canonicalMailbox, newReferralCode, placeInLine, prepareReferrals, referralHold } from "../lib/referrals.js";
import { isTeamMember } from "../lib/team.js";
import { hashToken, newToken } from "../lib/tokens.js";
import { queueMail } from "../mail/delivery.js";
import { emailConfirmationMail, linkWithToken, passwordChangedMail, passwordResetMail } from "../mail/templates.js";
import { MESSAGES } from "../messages.js";
import { linkTokenBody, loginBody, registerBody, resetBody, resetConfirmBody } from "../../../src/lib/api-schemas.js";

/**
 * The argon2id cost of each PASSWORD_HASH_COST. "standard" is OWASP's baseline: 19 MiB, 2 passes, 1 lane, what
 * production always uses (config.ts refuses "test" there). "test" is the least argon2 accepts, for test suites that
 * create hundreds of accounts; a hash records its own cost, so either verifies under the other. `algorithm: 2` is
 * `Algorithm.Argon2id`, a const enum that isolated-module compilers (tsx, Babel) cannot read from the package's types.
 */
export const ARGON2_COSTS = {
  standard: { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { algorithm: 2, memoryCost: 1_024, timeCost: 1, parallelism: 1 },
} as const;
export const RESET_LINK_MINUTES = 60;
/** How long the link that confirms an account's address works. */
export const EMAIL_LINK_DAYS = 7;
/** The least time between two confirmation mails to one account. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long users/count answers from memory (review L9): counting scans the table, and the embedded database runs
 * on the main thread. A sign-up through this server forgets the number at once; another instance's, within this.
 */
export const COUNT_CACHE_MS = 30_000;

/**
 * A reset request is answered this long after it arrived at the earliest, whether the address has an account or not
 * (review 3 N15, docs/decisions/0008): the little work only a known address does (its link and mail rows) then
 * ends well inside it, and both answers leave at the same moment.
 */
export const RESET_ANSWER_FLOOR_MS = 50;

/** How long a sign-in may wait for a free argon2 slot before it gets 503 with Retry-After. */
const HASH_WAIT_MS = 2_000;

/** How long a client an account signed in from stays known to the sign-in back-off (docs/decisions/0006). */
export const KNOWN_CLIENT_DAYS = 90;

/** How a client (its rate-limit key) is kept in `sign_in_clients`: hashed, never the address. */
export function clientHash(client: string): string {
  return hashToken(`sign-in-client:${client}`);
}

/** A short, non-reversible tag of an e-mail address for security events (never the address or a secret). */
function emailTag(email: string): string {
  return hashToken(`security-event:${email}`).slice(0, 16);
}

/** Notes that the account `userId` signed in (or reset its password) from `client` just now. */
async function rememberClient(db: Queryable, userId: string, client: string, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO sign_in_clients (user_id, client_hash, last_seen_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, client_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [userId, clientHash(client), new Date(nowMs)],
  );
}

export async function userRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const { db, config } = ctx;
  const ARGON2 = ARGON2_COSTS[config.passwordHashCost];
  const accountLimit = rateLimit(ctx, "account", config.rateLimits.account);
  const hashing = createLimiter(config.hashConcurrency, HASH_WAIT_MS);
  const hash = (password: string) => hashing.run(() => argonHash(password, ARGON2));
  const verify = (stored: string, password: string) => hashing.run(() => argonVerify(stored, password));
  // Verified against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
  const decoyHash = await argonHash("decoy password, never a real one", ARGON2);
  await prepareReferrals(db, config.referralBoost);
  let counted: { count: number; at: number } | null = null;

  /** Whether the account of `email` has signed in (or reset its password) from `client` within KNOWN_CLIENT_DAYS. */
  const knownClient = async (email: string, client: string): Promise<boolean> => {
    const rows = await db.query(
      "SELECT 1 FROM sign_in_clients c JOIN users u ON u.id = c.user_id WHERE u.email = $1 AND c.client_hash = $2 AND c.last_seen_at > $3",
      [email, clientHash(client), new Date(ctx.now() - KNOWN_CLIENT_DAYS * DAY_MS)],
    );
    return rows.length > 0;
  };

  /** A new link confirming the account's address, and its mail, in the caller's transaction. */
  const queueConfirmation = async (tx: Queryable, userId: string, email: string, name: string) => {
    const token = newToken();
    const now = ctx.now();
    await tx.query("INSERT INTO email_confirmations (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
      hashToken(token),
      userId,
      new Date(now),
      new Date(now + EMAIL_LINK_DAYS * DAY_MS),
    ]);
    await queueMail(tx, emailConfirmationMail(ctx.mail.site, email, name, linkWithToken(config.siteUrl, "verify-email", token), EMAIL_LINK_DAYS), now);
  };

  app.post<{ Body: RegisterRequest }>(
    "/users/register",
    { onRequest: accountLimit, schema: { body: registerBody } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const username = request.body.username?.trim() || email;
      if (isCommonPassword(request.body.password)) return reply.code(400).send({ success: false, msg: MESSAGES.passwordCommon });
      const passwordHash = await hash(normalisePassword(request.body.password));
      const referralCode = request.body.referralCode?.trim();
      const userAgent = request.headers["user-agent"];
      const signals: SignupSignals = {
        mailbox: canonicalMailbox(email),
        network: truncatedAddress(request.ip),
        agent: userAgent ? hashToken(`user-agent:${userAgent}`).slice(0, 16) : null,
      };
      try {
        await db.transaction(async (tx) => {
          // The referrer, when the code is known; an unknown code is ignored. Its row is locked so that two sign-ups
          // with one code are judged one after the other, each seeing the other's mailbox and network.
          const referrer = referralCode
            ? (await tx.query<{ id: string }>("SELECT id FROM users WHERE referral_code = $1 FOR UPDATE", [referralCode]))[0]
            : undefined;
          // An alias of an inbox that has an account, or a sign-up from the referrer's network and browser, is held.
          const hold = referrer ? await referralHold(tx, referrer.id, signals, ctx.now()) : null;
          const userId = randomUUID();
          // The referral counts for the referrer once this account confirms its address (users/confirm-email).
          await tx.query(
            `WITH n AS (SELECT nextval('users_join_seq') AS seq)
             INSERT INTO users (id, email, username, password_hash, created_at, referral_code, referred_by, join_seq, place,
                                mailbox, signup_network, signup_agent, referral_hold)
             SELECT $1, $2, $3, $4, $5, $6, $7, n.seq, n.seq, $8, $9, $10, $11 FROM n`,
            [userId, email, username, passwordHash, new Date(ctx.now()), newReferralCode(), referrer?.id ?? null, signals.mailbox, signals.network, signals.agent, hold],
          );
          if (hold !== null) request.log.info({ security: "referral-held", reason: hold, userId, referrerId: referrer?.id }, "security event");
          await queueConfirmation(tx, userId, email, username);
        });
      } catch (error) {
        if (isUniqueViolation(error)) return reply.code(409).send({ success: false, msg: MESSAGES.emailTaken });
        throw error;
      }
      counted = null;
      ctx.mail.wake();
      request.log.info({ security: "account-created", email: emailTag(email), client: clientKey(request.ip) }, "security event");
      return reply.code(201).send({ success: true, msg: MESSAGES.registered });
    },
  );

  app.post<{ Body: LoginRequest }>(
    "/users/login",
    { onRequest: accountLimit, schema: { body: loginBody } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const client = clientKey(request.ip);
      // Failed sign-ins are also limited per address signed into, known or not (so the limit reveals nothing),
      // however many client addresses the guesses come from. The wait ends with the window: a back-off, never a
      // lock-out that someone else could impose on the owner for good. A client the account has signed in from
      // before is not held back by others' guesses: it tries under a budget of its own, per e-mail and client
      // (review 3 N7, docs/decisions/0006).
      const failures = config.rateLimits.loginFailuresPerEmail;
      const ownKey = `${client} ${email}`;
      let held = await alreadyLimited(db, "login-failures", email, failures, ctx.now());
      if (held !== null && (await knownClient(email, client))) held = await alreadyLimited(db, "login-failures-client", ownKey, failures, ctx.now());
      if (held !== null) {
        request.log.info({ security: "sign-in-throttled", email: emailTag(email), client }, "security event");
        return sendTooMany(reply, held, MESSAGES.tooManyFailedSignIns(describeWait(held)));
      }
      const rows = await db.query<{ id: string; password_hash: string }>("SELECT id, password_hash FROM users WHERE email = $1", [email]);
      const user = rows[0];
      const matches = await verify(user?.password_hash ?? decoyHash, normalisePassword(request.body.password));
      if (!user || !matches) {
        await countHit(db, "login-failures", email, failures, ctx.now());
        await countHit(db, "login-failures-client", ownKey, failures, ctx.now());
        request.log.info({ security: "sign-in-failed", email: emailTag(email), known: Boolean(user), client }, "security event");
        return reply.code(401).send({ success: false, msg: MESSAGES.badCredentials });
      }

      const token = newToken();
      const now = ctx.now();
      // "Remember me" keeps the session for days; without it, for hours (review L4, ASVS 3.3.2). A team member's
      // session ends within TEAM_LIMITS.sessionHours either way (issue 44).
      const lifetimeMs = request.body.remember === true ? config.sessionDays * DAY_MS : config.sessionHours * HOUR_MS;
      const teamCapMs = (await isTeamMember(db, user.id)) ? TEAM_LIMITS.sessionHours * HOUR_MS : Infinity;
      await db.query("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
        hashToken(token),
        user.id,
        new Date(now),
        new Date(now + Math.min(lifetimeMs, teamCapMs)),
      ]);
      await rememberClient(db, user.id, client, now);
      request.log.info({ security: "signed-in", userId: user.id, client }, "security event");
      const answer: LoginAnswer = { success: true, msg: MESSAGES.signedIn, user: { _id: user.id }, token };
      return reply.send(answer);
    },
  );

  app.get("/users/me", { onRequest: requireUser(ctx) }, async (request) => {
    const user = signedInUser(request);
    const { invitedAt, ...place } = await placeInLine(db, user.id);
    const answer: MeAnswer = {
      success: true,
      msg: "",
      username: user.username,
      email: user.email,
      date: user.createdAt.toISOString(),
      ...place,
      referralBoost: config.referralBoost,
      emailConfirmed: user.emailConfirmed,
      ...(invitedAt === null ? {} : { invitedAt: invitedAt.toISOString() }),
      team: await isTeamMember(db, user.id),
    };
    return answer;
  });

  app.post("/users/logout", { onRequest: requireUser(ctx) }, async (request) => {
    await db.query("UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL", [
      signedInUser(request).tokenHash,
      new Date(ctx.now()),
    ]);
    return { success: true, msg: MESSAGES.signedOut };
  });

  app.get("/users/count", async (_request, reply) => {
    const now = ctx.now();
    if (!counted || now - counted.at >= COUNT_CACHE_MS) {
      const rows = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM users");
      counted = { count: rows[0].count, at: now };
    }
    const answer: CountAnswer = { success: true, msg: "", count: counted.count };
    // The site caches the count for a day itself; a minute here spares the database on busy pages.
    return reply.header("cache-control", "public, max-age=60").send(answer);
  });

  /** Why a reset link cannot be used (unknown, spent, expired), or null when it still works. */
  async function resetLinkRefusal(tokenHash: string): Promise<string | null> {
    const found = await db.query<{ used_at: Date | null; expires_at: Date }>(
      "SELECT used_at, expires_at FROM password_resets WHERE token_hash = $1",
      [tokenHash],
    );
    const checked = found[0];
    if (!checked) return MESSAGES.resetUnknown;
    if (checked.used_at) return MESSAGES.resetUsed;
    if (new Date(checked.expires_at).getTime() <= ctx.now()) return MESSAGES.resetExpired;
    return null;
  }

  app.post<{ Body: PasswordResetRequest }>(
    "/users/passwordreset",
    { onRequest: accountLimit, schema: { body: resetBody } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      // A known and an unknown address take the same path (review 3 N15; docs/decisions/0008): a new link and its
      // mail are made for both, and one transaction counts the request and tries to file the link with one
      // statement that finds the account itself; only its mail is left out when no account was found.
      const token = newToken();
      const now = ctx.now();
      // In the fragment: a browser never sends it to a server, a CDN or a log (PRODUCT.md §6).
      const link = `${config.siteUrl}/reset-password/#token=${encodeURIComponent(token)}`;
      const mail = passwordResetMail(ctx.mail.site, email, link, RESET_LINK_MINUTES);
      const outcome = await db.transaction(async (tx) => {
        const wait = await countHit(tx, "reset-email", email, config.rateLimits.resetPerEmail, now);
        if (wait !== null) return { wait, userId: null };
        const [filed] = await tx.query<{ user_id: string }>(
          `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at)
           SELECT $1, id, $3, $4 FROM users WHERE email = $2 RETURNING user_id`,
          [hashToken(token), email, new Date(now), new Date(now + RESET_LINK_MINUTES * 60_000)],
        );
        if (filed) await queueMail(tx, mail, now);
        return { wait: null, userId: filed?.user_id ?? null };
      });
      if (outcome.wait !== null) return sendTooMany(reply, outcome.wait, MESSAGES.tooManyResets(describeWait(outcome.wait)));
      ctx.mail.wake();
      if (config.logMail && outcome.userId) request.log.info({ to: email, link }, "password reset link (LOG_MAIL=true; the outbox table holds the mail)");
      request.log.info({ security: "reset-requested", userId: outcome.userId, known: outcome.userId !== null, client: clientKey(request.ip) }, "security event");
      const early = RESET_ANSWER_FLOOR_MS - reply.elapsedTime;
      if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
      return reply.send({ success: true, msg: MESSAGES.resetSent });
    },
  );

  app.post<{ Body: LinkTokenRequest }>(
    "/users/passwordreset/check",
    { onRequest: accountLimit, schema: { body: linkTokenBody } },
    async (request, reply) => {
      // Whether an e-mailed link still works, without spending it: the page asks before showing the password form.
      const refusal = await resetLinkRefusal(hashToken(request.body.token.trim()));
      if (refusal) return reply.code(400).send({ success: false, msg: refusal });
      return reply.send({ success: true, msg: MESSAGES.resetLinkValid });
    },
  );

  app.post<{ Body: PasswordResetConfirmRequest }>(
    "/users/passwordreset/confirm",
    { onRequest: accountLimit, schema: { body: resetConfirmBody } },
    async (request, reply) => {
      const tokenHash = hashToken(request.body.token.trim());
      // The link is checked before any password is hashed: an invented or spent link costs one lookup, no argon2.
      const refusal = await resetLinkRefusal(tokenHash);
      if (refusal) return reply.code(400).send({ success: false, msg: refusal });

      if (isCommonPassword(request.body.password)) return reply.code(400).send({ success: false, msg: MESSAGES.passwordCommon });
      const passwordHash = await hash(normalisePassword(request.body.password));
      const now = new Date(ctx.now());
      const outcome = await db.transaction(async (tx) => {
        // The account first, then its links, as on confirm-email: two of its links used at once queue, not deadlock.
        const [owner] = await tx.query<{ user_id: string }>("SELECT user_id FROM password_resets WHERE token_hash = $1", [tokenHash]);
        if (!owner) return MESSAGES.resetUnknown;
        await tx.query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE", [owner.user_id]);
        // One UPDATE both checks and spends the link, so two simultaneous uses cannot both succeed.
        const spent = await tx.query<{ user_id: string }>(
          "UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id",
          [tokenHash, now],
        );
        if (spent.length === 0) {
          const rows = await tx.query<{ used_at: Date | null }>("SELECT used_at FROM password_resets WHERE token_hash = $1", [tokenHash]);
          if (rows.length === 0) return MESSAGES.resetUnknown;
          return rows[0].used_at ? MESSAGES.resetUsed : MESSAGES.resetExpired;
        }
        const userId = spent[0].user_id;
        const [changed] = await tx.query<{ email: string }>("UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING email", [userId, passwordHash]);
        await queueMail(tx, passwordChangedMail(ctx.mail.site, changed.email, config.siteUrl, now), now.getTime());
        // A new password signs out every device, in case the old one was known to someone else, and retires the
        // user's other reset links.
        await tx.query("UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL", [userId, now]);
        await tx.query("UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL", [userId, now]);
        // The owner proved they hold the mailbox: others' wrong guesses no longer hold their sign-in back, and this
        // client is one they use (review 3 N7).
        await tx.query("DELETE FROM rate_limit_hits WHERE (bucket = 'login-failures' AND key = $1) OR (bucket = 'login-failures-client' AND key = $2)", [
          changed.email,
          `${clientKey(request.ip)} ${changed.email}`,
        ]);
        await rememberClient(tx, userId, clientKey(request.ip), now.getTime());
        request.log.info({ security: "password-changed", userId, client: clientKey(request.ip) }, "security event");
        return null;
      });
      if (outcome !== null) return reply.code(400).send({ success: false, msg: outcome });
      ctx.mail.wake();
      return reply.send({ success: true, msg: MESSAGES.resetDone });
    },
  );

  app.post<{ Body: LinkTokenRequest }>(
    "/users/confirm-email",
    { onRequest: accountLimit, schema: { body: linkTokenBody } },
    async (request, reply) => {
      const tokenHash = hashToken(request.body.token.trim());
      const now = new Date(ctx.now());
      const outcome = await db.transaction(async (tx) => {
        // The account's row is locked before any of its links (review 3 N9): two links of one account used at the
        // same moment then queue behind each other, where locking each its own link first and then every link of
        // the account made PostgreSQL break a deadlock with a 500. The link is read again once the lock is held.
        const [owner] = await tx.query<{ user_id: string }>("SELECT user_id FROM email_confirmations WHERE token_hash = $1", [tokenHash]);
        if (!owner) return { status: 400, msg: MESSAGES.emailLinkUnknown };
        // The referral moves the referrer up now, and only once, whatever happens to the account later.
        const [user] = await tx.query<{ referred_by: string | null; referral_counted: boolean; referral_hold: string | null }>(
          "SELECT referred_by, referral_counted, referral_hold FROM users WHERE id = $1 FOR UPDATE",
          [owner.user_id],
        );
        const [link] = await tx.query<{ user_id: string; used_at: Date | null; expires_at: Date }>(
          "SELECT user_id, used_at, expires_at FROM email_confirmations WHERE token_hash = $1",
          [tokenHash],
        );
        if (!link) return { status: 400, msg: MESSAGES.emailLinkUnknown };
        if (link.used_at) return { status: 200, msg: MESSAGES.emailLinkUsed };
        if (new Date(link.expires_at).getTime() <= now.getTime()) return { status: 400, msg: MESSAGES.emailLinkExpired };
        await tx.query("UPDATE email_confirmations SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL", [link.user_id, now]);
        await tx.query("UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $2), referral_counted = true WHERE id = $1", [link.user_id, now]);
        // A referral held for review (review 3 N2) shows as pending to the referrer and moves no one.
        if (user?.referred_by && !user.referral_counted && user.referral_hold === null) {
          await tx.query("UPDATE users SET referrals = referrals + 1, place = place - $2::bigint WHERE id = $1", [user.referred_by, config.referralBoost]);
        }
        request.log.info({ security: "email-confirmed", userId: link.user_id, client: clientKey(request.ip) }, "security event");
        return { status: 200, msg: MESSAGES.emailConfirmed };
      });
      return reply.code(outcome.status).send({ success: outcome.status === 200, msg: outcome.msg });
    },
  );

  app.post("/users/confirm-email/resend", { onRequest: [accountLimit, requireUser(ctx)] }, async (request, reply) => {
    const user = signedInUser(request);
    if (user.emailConfirmed) return reply.send({ success: true, msg: MESSAGES.emailAlreadyConfirmed });
    const [last] = await db.query<{ created_at: Date }>("SELECT created_at FROM email_confirmations WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1", [
      user.id,
    ]);
    const waitMs = last ? new Date(last.created_at).getTime() + CONFIRMATION_RESEND_MS - ctx.now() : 0;
    if (waitMs > 0) return sendTooMany(reply, Math.ceil(waitMs / 1000), MESSAGES.tooManyConfirmations(describeWait(Math.ceil(waitMs / 1000))));
    await db.transaction((tx) => queueConfirmation(tx, user.id, user.email, user.username));
    ctx.mail.wake();
    return reply.send({ success: true, msg: MESSAGES.confirmationResent });
  });
}
