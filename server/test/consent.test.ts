/** consent/record (the receipts of consent choices), the analytics beacon's request shape, and the purge leaving receipts. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { MESSAGES } from "../src/messages";
import { purgeExpired } from "../src/retention";
import { type TestService, freshAddress, startService } from "./helpers";

let service: TestService;
before(async () => {
  service = await startService({ CORS_ORIGINS: "https://cdn.example.com" });
});
after(async () => {
  await service?.close();
});

async function post(url: string, payload: string, headers: Record<string, string> = { "content-type": "application/json" }) {
  const response = await service.app.inject({ method: "POST", url, headers, payload, remoteAddress: freshAddress() });
  return { status: response.statusCode, body: response.json() as { success: boolean; msg: string; id?: string; savedAt?: string } };
}

/** The consent id the server issued for the first receipt below (review 3 N10: the server issues it). */
let issued = "";

const receipt = {
  id: "6f1c2b9e-4a57-4f0e-9d1b-2c3a4b5c6d7e",
  preferences: true,
  statistics: false,
  marketing: false,
  revision: 1,
  policyVersion: "2025-04-21",
  savedAt: "2026-11-23T11:59:58.000Z",
};

describe("consent/record", () => {
  it("files each saved choice as a new row under the same id, with no address or user agent", async () => {
    const first = await post("/api/consent/record", JSON.stringify(receipt), { "content-type": "application/json", "user-agent": "Test/1.0" });
    issued = String(first.body.id);
    assert.deepEqual(
      [first.status, first.body],
      [201, { success: true, msg: MESSAGES.consentRecorded, id: issued, savedAt: "2026-11-23T12:00:00.000Z" }],
    );
    service.clock.ms += 60_000;
    const changed = await post(
      "/api/consent/record",
      JSON.stringify({ ...receipt, id: issued, statistics: true, savedAt: "2026-11-23T12:00:58.000Z" }),
    );
    assert.equal(changed.status, 201);
    assert.equal(changed.body.id, issued);
    const rows = await service.db.query<Record<string, unknown>>("SELECT * FROM consent_records WHERE consent_id = $1 ORDER BY recorded_at", [
      issued,
    ]);
    assert.equal(rows.length, 2);
    assert.deepEqual(
      rows.map((row) => [row.necessary, row.preferences, row.statistics, row.marketing, row.revision, row.policy_version]),
      [
        [true, true, false, false, 1, "2025-04-21"],
        [true, true, true, false, 1, "2025-04-21"],
      ],
    );
    // The server's clock, not the browser's.
    assert.equal(new Date(rows[0].saved_at as string).toISOString(), "2026-11-23T12:00:00.000Z");
    assert.equal(new Date(rows[1].recorded_at as string).toISOString(), "2026-11-23T12:01:00.000Z");
    const columns = Object.keys(rows[0]);
    for (const forbidden of ["ip_address", "ip", "user_agent", "address"]) assert.ok(!columns.includes(forbidden), `no ${forbidden} column`);
    assert.ok(!JSON.stringify(rows).includes("Test/1.0"), "the user agent is not stored");
  });

  it("is append-only: the database refuses to change or remove a receipt", async () => {
    await assert.rejects(service.db.query("UPDATE consent_records SET statistics = true"), /append-only/);
    await assert.rejects(service.db.query("DELETE FROM consent_records"), /append-only/);
  });

  it("refuses a receipt without a UUID, a choice that is not a boolean, revision 0 or an unknown field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...receipt, id: "not-a-uuid" }, "Consent ID must be a UUID."],
      [{ ...receipt, statistics: "yes" }, "Statistics must be true or false."],
      [{ ...receipt, revision: 0 }, "Revision must be at least 1."],
      [{ ...receipt, necessary: false }, 'Unknown field "necessary".'],
    ];
    for (const [body, msg] of cases) {
      const answer = await post("/api/consent/record", JSON.stringify(body));
      assert.deepEqual([answer.status, answer.body.success], [400, false], JSON.stringify(body));
      assert.equal(answer.body.msg, msg);
    }
    const rows = await service.db.query("SELECT 1 FROM consent_records WHERE consent_id <> $1", [issued]);
    assert.equal(rows.length, 0);
  });

  it("is kept by the retention purge, which removes old analytics", async () => {
    const event = { event_type: "pageview", event_target: "/", session_id: "purge-s", page_url: "http://127.0.0.1/" };
    assert.equal((await post("/api/analytics/send", JSON.stringify(event))).status, 201);
    const counts = await purgeExpired(service.db, service.clock.ms + 400 * 24 * 3600 * 1000, 395);
    assert.ok(counts.analyticsEvents >= 1);
    assert.equal((await service.db.query("SELECT 1 FROM analytics_events WHERE session_id = 'purge-s'")).length, 0);
    assert.equal((await service.db.query("SELECT 1 FROM consent_records WHERE consent_id = $1", [issued])).length, 2);
  });
});

describe("analytics/send from navigator.sendBeacon", () => {
  it("accepts a batch sent as text/plain from a CDN origin, and stores the address truncated", async () => {
    const batch = [1, 2].map((n) => ({
      event_type: "click",
      event_target: `beacon-${n}`,
      session_id: "beacon-s",
      page_url: "https://cdn.example.com/",
    }));
    const response = await service.app.inject({
      method: "POST",
      url: "/api/analytics/send",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: "https://cdn.example.com" },
      payload: JSON.stringify(batch),
      remoteAddress: "203.0.113.77",
    });
    assert.equal(response.statusCode, 201, response.body);
    const rows = await service.db.query<{ event_target: string; ip_address: string }>(
      "SELECT event_target, ip_address FROM analytics_events WHERE session_id = 'beacon-s' ORDER BY event_target",
    );
    assert.deepEqual(rows, [
      { event_target: "beacon-1", ip_address: "203.0.113.0/24" },
      { event_target: "beacon-2", ip_address: "203.0.113.0/24" },
    ]);
  });

  it("keeps text/plain to analytics alone: the forms still refuse it", async () => {
    const answer = await post("/api/newsletter/subscriber", JSON.stringify({ email: "a@example.com" }), { "content-type": "text/plain" });
    assert.equal(answer.status, 415);
  });
});
