/**
 * The load balancer's two questions (issue 42): `GET /api/healthz` (the process is up) and `GET /api/readyz` (the
 * database answers within 1 s and no due mail is 15 minutes late; else 503 naming the check). Neither is
 * rate-limited nor logged per request.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { buildApp } from "../src/app";
import { readConfig } from "../src/config";
import type { Database } from "../src/db/database";
import { readiness } from "../src/health";
import { queueMail } from "../src/mail/delivery";
import { newMessageId, readSiteInfo } from "../src/mail/templates";
import { MESSAGES } from "../src/messages";
import { STORE, type TestService, freshEmail, startService } from "./helpers";

let service: TestService;
before(async () => {
  service = await startService({ RATE_LIMIT_FORMS: "1000" });
});
after(async () => {
  await service?.close();
});

const get = (url: string) => service.app.inject({ method: "GET", url, remoteAddress: "203.0.113.9" });

describe(`health checks (${STORE} database)`, () => {
  it("answers healthz and readyz with 200 while all is well, hundreds of times from one address (no rate limit)", async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => get(i % 2 === 0 ? "/api/healthz" : "/api/readyz")));
    assert.deepEqual(new Set(answers.map((a) => a.statusCode)), new Set([200]));
    assert.deepEqual(JSON.parse(answers[0].body), { success: true, msg: "up" });
    assert.deepEqual(JSON.parse(answers[1].body), { success: true, msg: "ready" });
  });

  it("answers readyz 503 naming the mail check once the oldest due mail is 15 minutes late, and 200 again once it is sent", async () => {
    const email = freshEmail();
    const site = readSiteInfo();
    const mail = {
      kind: "contact-acknowledgement" as const,
      to: email,
      subject: "Thanks",
      text: "Thanks",
      html: "<p>Thanks</p>",
      headers: {},
      messageId: newMessageId(site),
    };
    assert.equal(await queueMail(service.db, mail, service.clock.ms), true);
    service.clock.ms += 14 * 60_000;
    assert.equal((await get("/api/readyz")).statusCode, 200, "14 minutes late is still ready");
    service.clock.ms += 2 * 60_000;
    const late = await get("/api/readyz");
    assert.equal(late.statusCode, 503);
    assert.deepEqual(JSON.parse(late.body), { success: false, msg: MESSAGES.notReadyMail(16), check: "mail" });
    assert.equal((await get("/api/healthz")).statusCode, 200, "the process is still up");
    await service.db.query("UPDATE outbox SET sent_at = $1 WHERE recipient = $2", [new Date(service.clock.ms), email]);
    assert.equal((await get("/api/readyz")).statusCode, 200);
  });

  it("answers readyz 503 naming the database when it fails, and when it takes over 1 s", async () => {
    // The database breaks once the service is running (building it reads from the database).
    let down = false;
    const breakable: Database = {
      ...service.db,
      query: (sql, params) => (down ? Promise.reject(new Error("connection refused")) : service.db.query(sql, params)),
    };
    const config = readConfig({ API_ONLY: "true", MAIL_DELIVERY: "false", LOG_LEVEL: "silent" }, process.cwd());
    const app = await buildApp({ config, db: breakable, logger: false });
    await app.ready();
    down = true;
    try {
      const answer = await app.inject({ method: "GET", url: "/api/readyz" });
      assert.equal(answer.statusCode, 503);
      assert.deepEqual(JSON.parse(answer.body), { success: false, msg: MESSAGES.notReadyDatabase, check: "database" });
      assert.equal((await app.inject({ method: "GET", url: "/api/healthz" })).statusCode, 200);
    } finally {
      await app.close();
    }
    const stuck = { query: () => new Promise<never>(() => {}), exec: () => Promise.resolve() };
    assert.deepEqual(await readiness(stuck, Date.now(), 20), { ready: false, check: "database", msg: MESSAGES.notReadyDatabaseSlow(20) });
    assert.equal(MESSAGES.notReadyDatabaseSlow(1000), "Not ready: the database did not answer within 1 s.");
  });

  it("writes no request log line for healthz or readyz, even with LOG_REQUESTS=true", async () => {
    const lines: string[] = [];
    const config = readConfig({ API_ONLY: "true", MAIL_DELIVERY: "false", LOG_REQUESTS: "true" }, process.cwd());
    const app = await buildApp({
      config,
      db: service.db,
      now: () => service.clock.ms,
      logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await app.ready();
      for (const url of ["/api/healthz", "/api/readyz", "/api/healthz"]) assert.equal((await app.inject({ method: "GET", url })).statusCode, 200);
      assert.deepEqual(
        lines.filter((line) => line.includes("/api/healthz") || line.includes("/api/readyz") || line.includes("request completed")),
        [],
      );
      await app.inject({ method: "GET", url: "/api/users/count" });
      assert.ok(
        lines.some((line) => line.includes("/api/users/count")),
        "other requests are logged",
      );
    } finally {
      await app.close();
    }
  });
});
