/**
 * The shop's checkout: a free early-access reservation of the cart's lines, not a payment (PRODUCT.md §6). Each
 * line's product and price are checked against the catalogue (data/products.yaml); the reservation and its lines
 * are stored in one transaction under a short random reference the visitor quotes, with a confirmation mail to the
 * visitor and a notification to the team. Spam (honeypot, too fast) is stored flagged, answered like any other
 * reservation, and mailed to nobody.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ReservationRequest } from "../../../src/lib/api-contract.js";
import { isLikelySpam, normaliseEmail } from "../../../src/lib/api-contract.js";
import type { ServiceContext } from "../context.js";
import { isUniqueViolation } from "../db/database.js";
import { readCatalogue, reservationReference, type CatalogueProduct } from "../lib/catalogue.js";
import { rateLimit } from "../plugins/guards.js";
import { queueMail } from "../mail/delivery.js";
import { type ReservationForMail, reservationConfirmationMail, teamReservationMail } from "../mail/templates.js";
import { MESSAGES } from "../messages.js";
import { reservationBody } from "../../../src/lib/api-schemas.js";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

type Checked = { ok: true; lines: { product: CatalogueProduct; quantity: number }[] } | { ok: false; msg: string };

/** The lines against the catalogue: known ids, each once, at the catalogue's price. */
export function checkLines(lines: ReservationRequest["lines"], catalogue: ReadonlyMap<string, CatalogueProduct>): Checked {
  const seen = new Set<string>();
  const checked: { product: CatalogueProduct; quantity: number }[] = [];
  for (const [index, line] of lines.entries()) {
    const product = catalogue.get(line.id.trim());
    if (!product) return { ok: false, msg: MESSAGES.unknownProduct(index + 1) };
    if (seen.has(product.id)) return { ok: false, msg: MESSAGES.repeatedProduct(index + 1) };
    if (Math.round(line.price * 100) !== product.priceCents) {
      return { ok: false, msg: MESSAGES.priceChanged(index + 1, product.name, usd.format(product.priceCents / 100)) };
    }
    seen.add(product.id);
    checked.push({ product, quantity: line.quantity });
  }
  return { ok: true, lines: checked };
}

export async function shopRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const { db, config } = ctx;
  const catalogue = readCatalogue();

  app.post<{ Body: ReservationRequest }>(
    "/shop/reservation",
    { onRequest: rateLimit(ctx, "forms", config.rateLimits.forms), schema: { body: reservationBody } },
    async (request, reply) => {
      const b = request.body;
      const checked = checkLines(b.lines, catalogue);
      if (!checked.ok) return reply.code(400).send({ success: false, msg: checked.msg });
      const total = checked.lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
      const createdAt = new Date(ctx.now());
      const spam = isLikelySpam(b);
      // A repeated reference (about one in 729 million per pair) fails the unique index: draw again.
      for (let attempt = 1; ; attempt += 1) {
        const id = randomUUID();
        const reference = reservationReference();
        try {
          await db.transaction(async (tx) => {
            await tx.query(
              `INSERT INTO shop_reservations (id, reference, name, email, company, country, total_cents, created_at, spam)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
              [id, reference, b.name.trim(), normaliseEmail(b.email), b.company.trim(), b.country.trim(), total, createdAt, spam],
            );
            for (const line of checked.lines) {
              await tx.query(
                `INSERT INTO shop_reservation_lines (reservation_id, product_id, product_name, quantity, price_cents) VALUES ($1, $2, $3, $4, $5)`,
                [id, line.product.id, line.product.name, line.quantity, line.product.priceCents],
              );
            }
            if (spam) return;
            const mailed: ReservationForMail = {
              reference,
              name: b.name.trim(),
              email: normaliseEmail(b.email),
              company: b.company.trim(),
              country: b.country.trim(),
              lines: checked.lines.map((line) => ({ name: line.product.name, quantity: line.quantity, priceCents: line.product.priceCents })),
              totalCents: total,
            };
            await queueMail(tx, reservationConfirmationMail(ctx.mail.site, mailed), createdAt.getTime());
            await queueMail(tx, teamReservationMail(ctx.mail.site, ctx.mail.team, mailed), createdAt.getTime());
          });
          if (!spam) ctx.mail.wake();
          return reply.code(201).send({ success: true, msg: MESSAGES.reserved, reference });
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },
  );
}
