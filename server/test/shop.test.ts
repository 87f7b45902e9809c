/** shop/reservation: a free reservation of the cart's lines, checked against the catalogue, under a random reference. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { REFERENCE_PATTERN, readCatalogue, reservationReference } from "../src/lib/catalogue";
import { MESSAGES } from "../src/messages";
import { type TestService, freshAddress, freshEmail, startService } from "./helpers";

let service: TestService;
before(async () => {
  service = await startService();
});
after(async () => {
  await service?.close();
});

interface Answer {
  success: boolean;
  msg: string;
  reference?: string;
}

async function reserve(body: Record<string, unknown>, address = freshAddress()) {
  const response = await service.app.inject({ method: "POST", url: "/api/shop/reservation", payload: body, remoteAddress: address });
  return { status: response.statusCode, body: response.json() as Answer };
}

const hub = { id: "1", quantity: 2, price: 1499.99 };
const details = () => ({ name: "Ada Lovelace", email: freshEmail(), company: "Analytical Engines", country: "Canada", elapsed_ms: 9000, website: "" });

describe("shop/reservation", () => {
  it("stores the reservation and its lines at the catalogue's price and answers with a readable reference", async () => {
    const body = details();
    const answer = await reserve({ ...body, lines: [hub] });
    assert.equal(answer.status, 201);
    assert.equal(answer.body.success, true);
    assert.equal(answer.body.msg, MESSAGES.reserved);
    assert.match(answer.body.reference ?? "", REFERENCE_PATTERN);
    const rows = await service.db.query<Record<string, unknown>>("SELECT * FROM shop_reservations WHERE reference = $1", [answer.body.reference]);
    assert.equal(rows.length, 1);
    assert.deepEqual([rows[0].name, rows[0].email, rows[0].company, rows[0].country, rows[0].total_cents, rows[0].spam], [
      "Ada Lovelace",
      body.email,
      "Analytical Engines",
      "Canada",
      299998,
      false,
    ]);
    const lines = await service.db.query<Record<string, unknown>>("SELECT product_id, product_name, quantity, price_cents FROM shop_reservation_lines WHERE reservation_id = $1", [
      rows[0].id,
    ]);
    assert.deepEqual(lines, [{ product_id: "1", product_name: "Gestura Edge Hub", quantity: 2, price_cents: 149999 }]);
  });

  it("gives every reservation its own reference, never a sequence", async () => {
    const references = new Set<string>();
    for (let i = 0; i < 5; i += 1) references.add((await reserve({ ...details(), lines: [hub] })).body.reference ?? "");
    assert.equal(references.size, 5);
    assert.ok([...references].every((reference) => REFERENCE_PATTERN.test(reference)));
  });

  it("stores a honeypot or too-fast reservation flagged as spam and answers it the same way", async () => {
    const trap = await reserve({ ...details(), website: "https://spam.example", lines: [hub] });
    const fast = await reserve({ ...details(), elapsed_ms: 300, lines: [hub] });
    for (const answer of [trap, fast]) {
      assert.equal(answer.status, 201);
      assert.equal(answer.body.msg, MESSAGES.reserved);
      const rows = await service.db.query<{ spam: boolean }>("SELECT spam FROM shop_reservations WHERE reference = $1", [answer.body.reference]);
      assert.deepEqual(rows, [{ spam: true }]);
    }
  });

  it("refuses unknown products, repeated lines, a price that is not the catalogue's and quantities outside 1-10, with a sentence", async () => {
    const cases: [unknown[], string][] = [
      [[{ ...hub, id: "99" }], MESSAGES.unknownProduct(1)],
      [[hub, hub], MESSAGES.repeatedProduct(2)],
      [[{ ...hub, price: 1 }], MESSAGES.priceChanged(1, "Gestura Edge Hub", "$1,499.99")],
      [[{ ...hub, quantity: 0 }], "Line 1: Quantity must be at least 1."],
      [[{ ...hub, quantity: 11 }], "Line 1: Quantity must be at most 10."],
      [[{ ...hub, quantity: 1.5 }], "Line 1: Quantity must be a whole number."],
      [[], MESSAGES.reservationLines(20)],
      [[{ id: "1", quantity: 1 }], "Line 1: Price is required."],
    ];
    const before = await service.db.query<{ n: number }>("SELECT count(*)::int AS n FROM shop_reservations");
    for (const [lines, msg] of cases) {
      const answer = await reserve({ ...details(), lines });
      assert.deepEqual([answer.status, answer.body], [400, { success: false, msg }], JSON.stringify(lines));
    }
    const afterRows = await service.db.query<{ n: number }>("SELECT count(*)::int AS n FROM shop_reservations");
    assert.equal(afterRows[0].n, before[0].n, "nothing stored");
  });

  it("asks for every detail, as the other forms do", async () => {
    const { company: _company, ...withoutCompany } = details();
    assert.deepEqual((await reserve({ ...withoutCompany, lines: [hub] })).body, { success: false, msg: "Company is required." });
    assert.deepEqual((await reserve({ ...details(), name: "  ", lines: [hub] })).body, { success: false, msg: "Name is required." });
    assert.deepEqual((await reserve({ ...details(), email: "ada@", lines: [hub] })).body, {
      success: false,
      msg: "Email must be an e-mail address such as name@example.com.",
    });
    assert.deepEqual((await reserve({ ...details(), country: "Canada\u202e", lines: [hub] })).body, {
      success: false,
      msg: MESSAGES.controlCharacters("Country"),
    });
  });

  it("counts against the forms' rate limit", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await reserve({ ...details(), lines: [hub] }, address)).status);
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429]);
  });
});

describe("catalogue and references", () => {
  it("reads the products' ids and prices in cents from data/products.yaml", () => {
    assert.deepEqual(readCatalogue().get("1"), { id: "1", name: "Gestura Edge Hub", priceCents: 149999 });
  });

  it("draws six characters from an alphabet without look-alikes", () => {
    assert.equal(reservationReference(() => 0), "GST-222222");
    assert.equal(reservationReference((max) => max - 1), "GST-ZZZZZZ");
    for (let i = 0; i < 200; i += 1) assert.match(reservationReference(), REFERENCE_PATTERN);
  });
});
