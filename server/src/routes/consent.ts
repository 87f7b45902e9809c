/**
 * POST consent/record: files a receipt of each consent choice a visitor saves (PRODUCT.md §6, GDPR Art. 7(1)). The
 * row holds the consent id, the choices, the revision, the policy version and both times (the browser's and ours);
 * never the address or the user agent. Append-only: a changed choice is a new row under the same id.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ConsentRecordRequest } from "../../../src/lib/api-contract";
import type { ServiceContext } from "../context";
import { rateLimit } from "../plugins/guards";
import { MESSAGES } from "../messages";
import { consentRecordBody } from "../schemas";

export async function consentRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  app.post<{ Body: ConsentRecordRequest }>(
    "/consent/record",
    // A visitor saves a choice now and then; the analytics allowance is ample and keeps a flood out.
    { onRequest: rateLimit(ctx, "consent", ctx.config.rateLimits.analytics), schema: { body: consentRecordBody } },
    async (request, reply) => {
      const b = request.body;
      await ctx.db.query(
        `INSERT INTO consent_records (id, consent_id, necessary, preferences, statistics, marketing, revision, policy_version, saved_at, recorded_at)
         VALUES ($1, $2, true, $3, $4, $5, $6, $7, $8, $9)`,
        [
          randomUUID(),
          b.id.toLowerCase(),
          b.preferences,
          b.statistics,
          b.marketing,
          b.revision,
          b.policyVersion.trim(),
          new Date(b.savedAt),
          new Date(ctx.now()),
        ],
      );
      return reply.code(201).send({ success: true, msg: MESSAGES.consentRecorded });
    },
  );
}
