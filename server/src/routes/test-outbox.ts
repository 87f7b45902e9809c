/**
 * Browser tests only: `GET /api/test/outbox?to=<e-mail>` lists the mail waiting for that recipient, newest first,
 * so a test can follow the password-reset link as a person would from their inbox. Registered only when
 * `E2E_OUTBOX=true` (set by e2e/support/product-server.mjs on its throwaway database; refused in production).
 */
import type { FastifyInstance } from "fastify";
import { normaliseEmail } from "../../../src/lib/api-contract";
import type { ServiceContext } from "../context";

export async function testOutboxRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  app.get<{ Querystring: { to?: string } }>("/test/outbox", async (request) => {
    const to = normaliseEmail(typeof request.query.to === "string" ? request.query.to : "");
    const mails = await ctx.db.query<{ kind: string; subject: string; body: string }>(
      "SELECT kind, subject, body FROM outbox WHERE recipient = $1 ORDER BY created_at DESC",
      [to],
    );
    return { success: true, msg: "", mails };
  });
}
