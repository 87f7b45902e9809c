/** The site's open forms: demo request, contact message, newsletter sign-up, and analytics events. */
import { randomUUID } from "node:crypto";
import type { Static } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import type { AnalyticsEvent, AnalyticsRequest, ContactRequest, DemoRequest, LinkTokenRequest, NewsletterRequest } from "../../../src/lib/api-contract.js";
import { isLikelySpam, normaliseEmail } from "../../../src/lib/api-contract.js";
import type { ServiceContext } from "../context.js";
import type { Queryable } from "../db/database.js";
import { quotaKey, truncatedAddress } from "../lib/client-address.js";
import { countHit, rateLimit, sendTooMany } from "../plugins/guards.js";
import { decodeBody, optional } from "../lib/text.js";
import { createBatcher } from "../lib/batch.js";
import { windowStart } from "../lib/rate-limit.js";
import { hashToken, newToken } from "../lib/tokens.js";
import { MAILS_PER_RECIPIENT_PER_DAY, OUTBOX_COLUMNS, RECIPIENT_WINDOW_SECONDS, queueMail, recipientKey } from "../mail/delivery.js";
import {
  type Mail,
  contactAcknowledgementMail,
  demoConfirmationMail,
  linkWithToken,
  newsletterConfirmationMail,
  teamContactMail,
  teamDemoMail,
} from "../mail/templates.js";
import { MESSAGES } from "../messages.js";
import { analyticsBody, contactBody, demoBody, linkTokenBody, newsletterBody, unsubscribeQuery } from "../../../src/lib/api-schemas.js";

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_LINK_DAYS = 7;
/** Signing up again mails the link again, at most this often. */
export const NEWSLETTER_RESEND_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Column order of `analytics_events` as inserted below. */
const EVENT_COLUMNS = [
  "id",
  "event_type",
  "event_target",
  "event_value",
  "session_id",
  "page_url",
  "referrer",
  "screen_resolution",
  "is_authenticated",
  "ip_address",
  "hostname",
  "platform",
  "platform_version",
  "created_date",
  "received_at",
] as const;

/**
 * One row of values for `analytics_events`. The address is the request's as this server saw it, stored truncated
 * (IPv4 /24, IPv6 /48, PRODUCT.md §6); an event's own `ip_address` is the client's word and is ignored (review 3 N11).
 */
export function eventRow(event: AnalyticsEvent, requestIp: string, receivedAt: Date): unknown[] {
  const created = event.created_date ? new Date(event.created_date) : receivedAt;
  return [
    randomUUID(),
    event.event_type,
    event.event_target.trim(),
    optional(event.event_value),
    event.session_id.trim(),
    event.page_url.trim(),
    optional(event.referrer),
    optional(event.screen_resolution),
    event.is_authenticated ?? false,
    truncatedAddress(requestIp),
    optional(event.hostname),
    optional(event.platform),
    optional(event.platform_version),
    Number.isNaN(created.getTime()) ? receivedAt : created,
    receivedAt,
  ];
}

/** `($1, $2, …), ($16, …)` for `rows` rows of `width` parameters. */
export function valuesPlaceholders(rows: number, width: number): string {
  return Array.from({ length: rows }, (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(", ")})`).join(", ");
}

/** A sign-up for an address not seen before, with its confirmation link's hash and mail. */
interface NewSignup {
  email: string;
  unsubscribeToken: string;
  confirmHash: string;
  mail: Mail;
  now: number;
}

/** New sign-ups stored in one statement at most (about 100 kB of mail text). */
const SIGNUP_GROUP = 50;

/**
 * Stores the sign-ups whose address is new, each with its link, its recipient's daily count and its confirmation mail,
 * in one statement; answers for each whether it was new (false: the address was there already, nothing changed).
 * The mail is queued only while its recipient is under the daily cap, as `queueMail` does. The addresses must differ.
 */
export async function storeNewSignups(db: Queryable, signups: NewSignup[]): Promise<boolean[]> {
  const now = signups[0].now;
  // In one order of addresses, so two instances' groups take their rows' locks in the same order (no deadlock).
  const ordered = [...signups].sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  const column = <T,>(pick: (signup: NewSignup) => T) => ordered.map(pick);
  const stored = await db.query<{ email: string }>(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[], $7::text[], $8::text[], $9::jsonb[], $10::text[])
         AS i (email, unsubscribe_token, confirm_hash, recipient_key, id, subject, body, html, headers, message_id)),
     gate AS (
       INSERT INTO newsletter_subscribers (email, created_at, spam, unsubscribe_token, confirm_token_hash, confirm_expires_at, confirm_sent_at)
       SELECT email, $11, false, unsubscribe_token, confirm_hash, $12, $11 FROM input
       ON CONFLICT (email) DO NOTHING RETURNING email),
     hit AS (
       INSERT INTO rate_limit_hits (bucket, key, window_start, hits)
       SELECT 'mail-recipient', i.recipient_key, $13, 1 FROM input i JOIN gate g ON g.email = i.email
       ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = LEAST(rate_limit_hits.hits + 1, 2000000000)
       RETURNING key, hits),
     queued AS (
       INSERT INTO outbox (${OUTBOX_COLUMNS})
       SELECT i.id, 'newsletter-confirmation', i.email, i.subject, i.body, i.html, i.headers, NULL, i.message_id, $11, $11
         FROM input i JOIN hit h ON h.key = i.recipient_key WHERE h.hits <= $14
       RETURNING id)
     SELECT email FROM gate`,
    [
      column((s) => s.email),
      column((s) => s.unsubscribeToken),
      column((s) => s.confirmHash),
      column((s) => recipientKey(s.mail.to)),
      column(() => randomUUID()),
      column((s) => s.mail.subject),
      column((s) => s.mail.text),
      column((s) => s.mail.html),
      column((s) => JSON.stringify(s.mail.headers)),
      column((s) => s.mail.messageId),
      new Date(now),
      new Date(now + NEWSLETTER_LINK_DAYS * DAY_MS),
      windowStart(now, RECIPIENT_WINDOW_SECONDS),
      MAILS_PER_RECIPIENT_PER_DAY,
    ],
  );
  const fresh = new Set(stored.map((row) => row.email));
  return signups.map((signup) => fresh.has(signup.email));
}

export async function formRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const { db, config } = ctx;
  const formLimit = rateLimit(ctx, "forms", config.rateLimits.forms);
  const newSignups = createBatcher((group: NewSignup[]) => storeNewSignups(db, group), SIGNUP_GROUP, (signup) => signup.email);

  app.post<{ Body: DemoRequest }>("/demo/schedule-demo", { onRequest: formLimit, schema: { body: demoBody } }, async (request, reply) => {
    const b = request.body;
    const lead = {
      first_name: b.first_name.trim(),
      last_name: b.last_name.trim(),
      email: b.email.trim(),
      phone_number: b.phone_number.trim(),
      company_name: b.company_name.trim(),
      subject: "Demo Request",
      message: b.message.trim(),
    };
    // Spam is stored flagged and answered like any request (PRODUCT.md §6), so a robot learns nothing; it is
    // never mailed to anyone.
    const spam = isLikelySpam(b);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO demo_requests (id, first_name, last_name, email, phone_number, company_name, subject, message, created_at, spam)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [randomUUID(), lead.first_name, lead.last_name, lead.email, lead.phone_number, lead.company_name, lead.subject, lead.message, new Date(ctx.now()), spam],
      );
      if (spam) return;
      await queueMail(tx, demoConfirmationMail(ctx.mail.site, lead.email, lead.first_name), ctx.now());
      await queueMail(tx, teamDemoMail(ctx.mail.site, ctx.mail.team, lead), ctx.now());
    });
    if (!spam) ctx.mail.wake();
    return reply.code(201).send({ success: true, msg: MESSAGES.demoScheduled });
  });

  app.post<{ Body: ContactRequest }>(
    "/contact/form-submission",
    { onRequest: formLimit, schema: { body: contactBody } },
    async (request, reply) => {
      const b = request.body;
      const lead = {
        first_name: b.first_name.trim(),
        last_name: b.last_name.trim(),
        email: b.email.trim(),
        phone_number: optional(b.phone_number),
        company_name: optional(b.company_name),
        subject: optional(b.subject),
        message: b.message.trim(),
      };
      const spam = isLikelySpam(b);
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO contact_messages (id, first_name, last_name, email, phone_number, company_name, subject, message, created_at, spam)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [randomUUID(), lead.first_name, lead.last_name, lead.email, lead.phone_number, lead.company_name, lead.subject, lead.message, new Date(ctx.now()), spam],
        );
        if (spam) return;
        await queueMail(tx, contactAcknowledgementMail(ctx.mail.site, lead.email, lead.first_name), ctx.now());
        await queueMail(tx, teamContactMail(ctx.mail.site, ctx.mail.team, lead), ctx.now());
      });
      if (!spam) ctx.mail.wake();
      return reply.code(201).send({ success: true, msg: MESSAGES.contactReceived });
    },
  );

  app.post<{ Body: NewsletterRequest }>(
    "/newsletter/subscriber",
    { onRequest: formLimit, schema: { body: newsletterBody } },
    async (request) => {
      // Double opt-in: an address is a subscriber only once the mailed link is followed. A sign-up gets the same
      // answer whether the address is new, confirmed or flagged; only a second ask within 10 minutes of a link is told
      // truthfully that the link went out a few minutes ago (no new mail), instead of being promised another one.
      const email = normaliseEmail(request.body.email);
      const spam = isLikelySpam(request.body);
      const now = ctx.now();
      const token = newToken();
      const linkExpires = new Date(now + NEWSLETTER_LINK_DAYS * DAY_MS);
      const mailFor = (unsubscribeToken: string) =>
        newsletterConfirmationMail(ctx.mail.site, email, linkWithToken(config.siteUrl, "newsletter-confirm", token), NEWSLETTER_LINK_DAYS, {
          page: linkWithToken(config.siteUrl, "newsletter-unsubscribe", unsubscribeToken),
          oneClick: `${config.publicApiUrl}newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
        });
      // A robot's sign-up is stored flagged when the address is new, and mails nobody.
      if (spam) {
        await db.query(
          "INSERT INTO newsletter_subscribers (email, created_at, spam, unsubscribe_token) VALUES ($1, $2, true, $3) ON CONFLICT (email) DO NOTHING",
          [email, new Date(now), newToken()],
        );
        return { success: true, msg: MESSAGES.subscribed };
      }
      // A new address (the launch-day case): the row with its link and the mail in one statement, shared with the
      // other new sign-ups of this turn of the event loop; alone if that group's statement failed.
      const unsubscribeToken = newToken();
      const signup: NewSignup = { email, unsubscribeToken, confirmHash: hashToken(token), mail: mailFor(unsubscribeToken), now };
      const stored = await newSignups.add(signup).catch(() => storeNewSignups(db, [signup]).then(([alone]) => alone));
      // An address seen before: its row is locked and decided here.
      const outcome = stored
        ? "mailed"
        : await db.transaction(async (tx): Promise<"mailed" | "recent" | "quiet"> => {
            // Stored again if it was erased since the statement above.
            await tx.query(
              "INSERT INTO newsletter_subscribers (email, created_at, spam, unsubscribe_token) VALUES ($1, $2, false, $3) ON CONFLICT (email) DO NOTHING",
              [email, new Date(now), unsubscribeToken],
            );
            const [row] = await tx.query<{
              spam: boolean;
              confirmed_at: Date | null;
              unsubscribed_at: Date | null;
              confirm_sent_at: Date | null;
              unsubscribe_token: string;
            }>(
              "SELECT spam, confirmed_at, unsubscribed_at, confirm_sent_at, unsubscribe_token FROM newsletter_subscribers WHERE email = $1 FOR UPDATE",
              [email],
            );
            if (row.confirmed_at && !row.unsubscribed_at) return "quiet";
            // The 10 minutes hold back a resend to a sign-up still waiting for its link (a person's sign-up clears the
            // flag a robot left); a sign-up after an unsubscribe is a new one and gets its mail at once.
            if (!row.unsubscribed_at && row.confirm_sent_at && now - new Date(row.confirm_sent_at).getTime() < NEWSLETTER_RESEND_MS) {
              if (row.spam) await tx.query("UPDATE newsletter_subscribers SET spam = false WHERE email = $1", [email]);
              return "recent";
            }
            await tx.query(
              `UPDATE newsletter_subscribers
                    SET spam = false, confirmed_at = NULL, unsubscribed_at = NULL, confirm_token_hash = $2, confirm_expires_at = $3, confirm_sent_at = $4
                  WHERE email = $1`,
              [email, hashToken(token), linkExpires, new Date(now)],
            );
            await queueMail(tx, mailFor(row.unsubscribe_token), now);
            return "mailed";
          });
      if (outcome === "mailed") ctx.mail.wake();
      return { success: true, msg: outcome === "recent" ? MESSAGES.subscribeRecentlySent : MESSAGES.subscribed };
    },
  );

  app.post<{ Body: LinkTokenRequest }>(
    "/newsletter/confirm",
    { onRequest: formLimit, schema: { body: linkTokenBody } },
    async (request, reply) => {
      const now = new Date(ctx.now());
      const rows = await db.query<{ confirmed_at: Date | null; unsubscribed_at: Date | null; confirm_expires_at: Date }>(
        "SELECT confirmed_at, unsubscribed_at, confirm_expires_at FROM newsletter_subscribers WHERE confirm_token_hash = $1",
        [hashToken(request.body.token.trim())],
      );
      const row = rows[0];
      if (!row || row.unsubscribed_at) return reply.code(400).send({ success: false, msg: MESSAGES.newsletterLinkUnknown });
      if (row.confirmed_at) return { success: true, msg: MESSAGES.newsletterConfirmed };
      if (new Date(row.confirm_expires_at).getTime() <= now.getTime()) return reply.code(400).send({ success: false, msg: MESSAGES.newsletterLinkExpired });
      await db.query("UPDATE newsletter_subscribers SET confirmed_at = $2 WHERE confirm_token_hash = $1 AND confirmed_at IS NULL", [
        hashToken(request.body.token.trim()),
        now,
      ]);
      return { success: true, msg: MESSAGES.newsletterConfirmed };
    },
  );

  // Unsubscribing: the page sends the token as JSON; a mail client's one-click (RFC 8058) POSTs the form
  // `List-Unsubscribe=One-Click` to the address in the List-Unsubscribe header, with the token in its query.
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))));
    });
    scope.post<{ Body: unknown; Querystring: Static<typeof unsubscribeQuery> }>("/newsletter/unsubscribe", { onRequest: formLimit, schema: { querystring: unsubscribeQuery } }, async (request, reply) => {
      const body = request.body;
      const fromBody = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>).token : undefined;
      const token = typeof fromBody === "string" ? fromBody.trim() : typeof request.query.token === "string" ? request.query.token.trim() : "";
      // Any text that is not a token we gave out is unknown, whatever it holds.
      const rows = /^[A-Za-z0-9_-]{20,200}$/.test(token)
        ? await db.query<{ email: string }>(
            "UPDATE newsletter_subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, $2), confirmed_at = NULL WHERE unsubscribe_token = $1 RETURNING email",
            [token, new Date(ctx.now())],
          )
        : [];
      if (rows.length === 0) return reply.code(400).send({ success: false, msg: MESSAGES.unsubscribeUnknown });
      return { success: true, msg: MESSAGES.unsubscribed };
    });
  });

  // navigator.sendBeacon cannot set a JSON content type without a CORS preflight (which a beacon never makes), so
  // the site's beacon on `pagehide` sends its JSON as text/plain: accepted here, on this call alone, from any origin.
  await app.register(async (beacon) => analyticsRoute(beacon, ctx));
}

async function analyticsRoute(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const { db, config } = ctx;
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("text/plain", { parseAs: "buffer" }, (request, body, done) => {
    let text: string;
    try {
      text = decodeBody(body);
    } catch (error) {
      return done(error as Error, undefined);
    }
    parseJson(request, text, done);
  });
  app.post<{ Body: AnalyticsRequest }>(
    "/analytics/send",
    { onRequest: rateLimit(ctx, "analytics", config.rateLimits.analytics), schema: { body: analyticsBody } },
    async (request, reply) => {
      const events = Array.isArray(request.body) ? request.body : [request.body];
      const bytes = Buffer.byteLength(JSON.stringify(events));
      const quota = { max: config.quotas.analyticsBytesPerDay, windowSeconds: 24 * 3600 };
      const wait = await countHit(db, "analytics-bytes", quotaKey(request.ip), quota, ctx.now(), bytes);
      if (wait !== null) return sendTooMany(reply, wait, MESSAGES.analyticsQuota);
      const receivedAt = new Date(ctx.now());
      const params = events.flatMap((event) => eventRow(event, request.ip, receivedAt));
      await db.query(
        `INSERT INTO analytics_events (${EVENT_COLUMNS.join(", ")}) VALUES ${valuesPlaceholders(events.length, EVENT_COLUMNS.length)}`,
        params,
      );
      return reply.code(201).send({ success: true, msg: "" });
    },
  );
}
