/**
 * POST consent/record: files a receipt of each consent choice a visitor saves (PRODUCT.md §6, GDPR Art. 7(1)). The
 * row holds the consent id, the choices, the revision, the policy version and the time, by the server's clock; never
 * the address or the user agent. A changed choice is a new row under the same id.
 *
 * Review 3 (N10, docs/decisions/0007): the server issues the consent id, and files a receipt under an id only when
 * it issued that id before, so nobody files receipts under an id of their choosing; the browser's own time is not
 * taken; each client (IPv4 address or IPv6 /48) may file a daily number of receipts; and the housekeeping purge
 * deletes receipts past CONSENT_RETENTION_DAYS.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ConsentRecordAnswer, ConsentRecordRequest } from "../../../src/lib/api-contract.js";
import type { ServiceContext } from "../context.js";
import { quotaKey } from "../lib/client-address.js";
import { countHit, rateLimit, sendTooMany } from "../plugins/guards.js";
import { MESSAGES } from "../messages.js";
import { consentRecordBody } from "../../../src/lib/api-schemas.js";

export async function consentRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  app.post<{ Body: ConsentRecordRequest }>(
    "/consent/record",
    // A visitor saves a choice now and then; the analytics allowance is ample and keeps a flood out.
    { onRequest: rateLimit(ctx, "consent", ctx.config.rateLimits.analytics), schema: { body: consentRecordBody } },
    async (request, reply) => {
      const b = request.body;
      const quota = { max: ctx.config.quotas.consentReceiptsPerDay, windowSeconds: 24 * 3600 };
      const wait = await countHit(ctx.db, "consent-receipts", quotaKey(request.ip), quota, ctx.now());
      if (wait !== null) return sendTooMany(reply, wait, MESSAGES.consentQuota);
      const now = new Date(ctx.now());
      const asked = b.id?.toLowerCase();
      const issued = asked ? (await ctx.db.query("SELECT 1 FROM consent_records WHERE consent_id = $1 LIMIT 1", [asked])).length > 0 : false;
      const id = issued && asked ? asked : randomUUID();
      await ctx.db.query(
        `INSERT INTO consent_records (id, consent_id, necessary, preferences, statistics, marketing, revision, policy_version, saved_at, recorded_at)
         VALUES ($1, $2, true, $3, $4, $5, $6, $7, $8, $8)`,
        [randomUUID(), id, b.preferences, b.statistics, b.marketing, b.revision, b.policyVersion.trim(), now],
      );
      const answer: ConsentRecordAnswer = { success: true, msg: MESSAGES.consentRecorded, id, savedAt: now.toISOString() };
      return reply.code(201).send(answer);
    },
  );
}
