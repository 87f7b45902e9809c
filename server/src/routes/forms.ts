/** The site's open forms: demo request, contact message, newsletter sign-up, and analytics events. */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AnalyticsEvent, AnalyticsRequest, ContactRequest, DemoRequest, NewsletterRequest } from "../../../src/lib/api-contract";
import { isLikelySpam, normaliseEmail } from "../../../src/lib/api-contract";
import type { ServiceContext } from "../context";
import { clientKey, truncatedAddress } from "../lib/client-address";
import { countHit, rateLimit, sendTooMany } from "../plugins/guards";
import { optional } from "../lib/text";
import { MESSAGES } from "../messages";
import { analyticsBody, contactBody, demoBody, newsletterBody } from "../schemas";

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
 * One row of values for `analytics_events`. The address is stored truncated (IPv4 /24, IPv6 /48, PRODUCT.md §6):
 * the event's own when it is a valid address, else the request's.
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
    truncatedAddress(optional(event.ip_address) ?? undefined) ?? truncatedAddress(requestIp),
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

export async function formRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const { db, config } = ctx;
  const formLimit = rateLimit(ctx, "forms", config.rateLimits.forms);

  app.post<{ Body: DemoRequest }>("/demo/schedule-demo", { onRequest: formLimit, schema: { body: demoBody } }, async (request, reply) => {
    const b = request.body;
    // Spam is stored flagged and answered like any request (PRODUCT.md §6), so a robot learns nothing.
    await db.query(
      `INSERT INTO demo_requests (id, first_name, last_name, email, phone_number, company_name, subject, message, created_at, spam)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [randomUUID(), b.first_name.trim(), b.last_name.trim(), b.email.trim(), b.phone_number.trim(), b.company_name.trim(), "Demo Request", b.message.trim(), new Date(ctx.now()), isLikelySpam(b)],
    );
    return reply.code(201).send({ success: true, msg: MESSAGES.demoScheduled });
  });

  app.post<{ Body: ContactRequest }>(
    "/contact/form-submission",
    { onRequest: formLimit, schema: { body: contactBody } },
    async (request, reply) => {
      const b = request.body;
      await db.query(
        `INSERT INTO contact_messages (id, first_name, last_name, email, phone_number, company_name, subject, message, created_at, spam)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [randomUUID(), b.first_name.trim(), b.last_name.trim(), b.email.trim(), optional(b.phone_number), optional(b.company_name), optional(b.subject), b.message.trim(), new Date(ctx.now()), isLikelySpam(b)],
      );
      return reply.code(201).send({ success: true, msg: MESSAGES.contactReceived });
    },
  );

  app.post<{ Body: NewsletterRequest }>(
    "/newsletter/subscriber",
    { onRequest: formLimit, schema: { body: newsletterBody } },
    async (request) => {
      // Signing up again is not an error: the first sign-up's date is kept and the answer is the same. A real
      // sign-up clears the spam flag a robot's earlier sign-up with the same address left.
      await db.query(
        `INSERT INTO newsletter_subscribers (email, created_at, spam) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO UPDATE SET spam = false WHERE newsletter_subscribers.spam AND NOT EXCLUDED.spam`,
        [normaliseEmail(request.body.email), new Date(ctx.now()), isLikelySpam(request.body)],
      );
      return { success: true, msg: MESSAGES.subscribed };
    },
  );

  // navigator.sendBeacon cannot set a JSON content type without a CORS preflight (which a beacon never makes), so
  // the site's beacon on `pagehide` sends its JSON as text/plain: accepted here, on this call alone, from any origin.
  await app.register(async (beacon) => analyticsRoute(beacon, ctx));
}

async function analyticsRoute(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const { db, config } = ctx;
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (request, body, done) => {
    parseJson(request, typeof body === "string" ? body : body.toString("utf8"), done);
  });
  app.post<{ Body: AnalyticsRequest }>(
    "/analytics/send",
    { onRequest: rateLimit(ctx, "analytics", config.rateLimits.analytics), schema: { body: analyticsBody } },
    async (request, reply) => {
      const events = Array.isArray(request.body) ? request.body : [request.body];
      const bytes = Buffer.byteLength(JSON.stringify(events));
      const quota = { max: config.quotas.analyticsBytesPerDay, windowSeconds: 24 * 3600 };
      const wait = await countHit(db, "analytics-bytes", clientKey(request.ip), quota, ctx.now(), bytes);
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
