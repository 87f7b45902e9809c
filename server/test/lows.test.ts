/**
 * Review 3's low findings (issue 40) through the real router: links of one account used at the same moment, the
 * sign-in back-off, reset requests for known and unknown addresses, the analytics address and quota key, consent
 * receipts, the JSON envelope on framing errors, and the build's internal files.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, describe, it } from "node:test";
import type { InjectOptions } from "fastify";
import { buildApp } from "../src/app";
import { readConfig } from "../src/config";
import type { Database, Queryable } from "../src/db/database";
import { hashToken, newToken } from "../src/lib/tokens";
import { MESSAGES } from "../src/messages";
import { purgeExpired } from "../src/retention";
import { type TestService, alsoStart, freshAddress, freshEmail, startService, STORE } from "./helpers";

const DAY_MS = 24 * 3600 * 1000;

/** One database for the whole file; each part starts its own service on it with the settings it needs. */
let base: TestService;
before(async () => {
  base = await startService();
});
after(() => base?.close());

const post = (service: TestService, url: string, body: unknown, extra: Partial<InjectOptions> = {}) =>
  service.app.inject({
    method: "POST",
    url,
    remoteAddress: freshAddress(),
    ...extra,
    headers: { "content-type": "application/json", ...extra.headers },
    payload: JSON.stringify(body),
  });

/** A new account's id. */
async function register(service: TestService, email: string, password = "correct horse battery"): Promise<string> {
  assert.equal((await post(service, "/api/users/register", { email, password })).statusCode, 201);
  const [row] = await service.db.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
  return row.id;
}

describe(`links of one account used at the same moment (${STORE} database, review 3 N9)`, () => {
  let service: TestService;
  before(async () => {
    service = await alsoStart(base, { RATE_LIMIT_ACCOUNT: "1000" });
  });
  after(() => service?.close());

  /** Two fresh links of `table` for each of 8 new accounts, their tokens in pairs. */
  async function linkPairs(table: "email_confirmations" | "password_resets"): Promise<[string, string][]> {
    const pairs: [string, string][] = [];
    for (let i = 0; i < 8; i++) {
      const userId = await register(service, freshEmail());
      const pair: [string, string] = [newToken(), newToken()];
      for (const token of pair) {
        await service.db.query(`INSERT INTO ${table} (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [
          hashToken(token),
          userId,
          new Date(service.clock.ms),
          new Date(service.clock.ms + 3600_000),
        ]);
      }
      pairs.push(pair);
    }
    return pairs;
  }

  it("confirms an address with both of its links at once, 8 accounts together, without a 500", async () => {
    const pairs = await linkPairs("email_confirmations");
    const answers = await Promise.all(pairs.flat().map((token) => post(service, "/api/users/confirm-email", { token })));
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      answers.map(() => 200),
      answers.map((answer) => answer.body).join("\n"),
    );
    const confirmed = await service.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM email_confirmations WHERE token_hash = ANY($1) AND used_at IS NOT NULL",
      [pairs.flat().map(hashToken)],
    );
    assert.equal(confirmed[0].n, 16);
  });

  it("spends one of two reset links used at once, 8 accounts together, and refuses the other with a sentence", async () => {
    const pairs = await linkPairs("password_resets");
    const answers = await Promise.all(
      pairs.flat().map((token, i) => post(service, "/api/users/passwordreset/confirm", { token, password: `new password number ${i} here` })),
    );
    for (let i = 0; i < pairs.length; i++) {
      const codes = [answers[2 * i].statusCode, answers[2 * i + 1].statusCode].sort();
      assert.deepEqual(codes, [200, 400], `${answers[2 * i].body} ${answers[2 * i + 1].body}`);
    }
  });
});

describe(`analytics address and quota key (${STORE} database, review 3 N11)`, () => {
  let service: TestService;
  before(async () => {
    service = await alsoStart(base, { QUOTA_ANALYTICS_BYTES_PER_DAY: "1000", RATE_LIMIT_ANALYTICS: "1000" });
  });
  after(() => service?.close());
  const event = (session: string, extra: Record<string, string> = {}) => ({
    event_type: "click",
    event_target: "pricing-button",
    session_id: session,
    page_url: "http://127.0.0.1/",
    ...extra,
  });

  it("stores the address the server saw, truncated, not the one the event names", async () => {
    const session = `n11-${randomUUID()}`;
    const answer = await post(service, "/api/analytics/send", event(session, { ip_address: "10.9.8.7" }), { remoteAddress: "203.0.113.77" });
    assert.equal(answer.statusCode, 201);
    const rows = await service.db.query<{ ip_address: string }>("SELECT ip_address FROM analytics_events WHERE session_id = $1", [session]);
    assert.deepEqual(rows, [{ ip_address: "203.0.113.0/24" }]);
  });

  it("counts the daily bytes of every /64 in one IPv6 /48 together", async () => {
    const batch = Array.from({ length: 2 }, () => event(`n11q-${randomUUID()}`));
    const fits = Math.floor(1000 / Buffer.byteLength(JSON.stringify(batch)));
    const statuses: number[] = [];
    for (let i = 0; i < fits + 2; i++) {
      statuses.push((await post(service, "/api/analytics/send", batch, { remoteAddress: `2001:db8:4811:${(i + 1).toString(16)}::1` })).statusCode);
    }
    assert.deepEqual(statuses, [...Array<number>(fits).fill(201), 429, 429]);
    // Another /48 has its own budget.
    assert.equal((await post(service, "/api/analytics/send", batch, { remoteAddress: "2001:db8:4812:1::1" })).statusCode, 201);
  });
});

/** `db`, writing down each statement it runs (its SQL text), and where a transaction begins and ends. */
function recording(db: Database, log: string[]): Database {
  const wrap = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      log.push(sql.replace(/\s+/g, " ").trim());
      return target.query(sql, params);
    },
    exec: (sql) => target.exec(sql),
  });
  const outer = wrap(db);
  return {
    kind: db.kind,
    query: outer.query,
    exec: outer.exec,
    transaction: async (work) => {
      log.push("BEGIN");
      const result = await db.transaction((tx) => work(wrap(tx)));
      log.push("COMMIT");
      return result;
    },
    close: () => db.close(),
  };
}

describe(`password reset requests for known and unknown addresses (${STORE} database, review 3 N15)`, () => {
  it("does the same work for both, in the same statements, and mails only the account's owner", async () => {
    const log: string[] = [];
    const config = readConfig(
      { API_ONLY: "true", UPLOADS_DIR: base.uploadsDir, LOG_LEVEL: "silent", MAIL_DELIVERY: "false", RATE_LIMIT_ACCOUNT: "1000" },
      process.cwd(),
    );
    const app = await buildApp({ config, db: recording(base.db, log), now: () => base.clock.ms, logger: false });
    try {
      await app.ready();
      const known = freshEmail();
      assert.equal(
        (
          await app.inject({
            method: "POST",
            url: "/api/users/register",
            remoteAddress: freshAddress(),
            payload: { email: known, password: "correct horse battery" },
          })
        ).statusCode,
        201,
      );
      const statementsFor = async (email: string) => {
        log.length = 0;
        const answer = await app.inject({ method: "POST", url: "/api/users/passwordreset", remoteAddress: freshAddress(), payload: { email } });
        assert.deepEqual([answer.statusCode, answer.json()], [200, { success: true, msg: MESSAGES.resetSent }]);
        return [...log];
      };
      const unknown = freshEmail();
      const forKnown = await statementsFor(known);
      const forUnknown = await statementsFor(unknown);
      const mailInsert = forKnown.filter((sql) => sql.startsWith("INSERT INTO outbox"));
      assert.equal(mailInsert.length, 1, forKnown.join("\n"));
      assert.deepEqual(
        forUnknown,
        forKnown.filter((sql) => !sql.startsWith("INSERT INTO outbox")),
      );
      // The account is looked up by the statement that files the link, inside the one transaction.
      const lookups = forKnown.filter((sql) => sql.includes("FROM users"));
      assert.equal(lookups.length, 1);
      assert.ok(lookups[0].startsWith("INSERT INTO password_resets") && forKnown.indexOf("BEGIN") < forKnown.indexOf(lookups[0]));
      const mails = await base.db.query<{ recipient: string }>("SELECT recipient FROM outbox WHERE kind = 'password-reset' AND recipient = ANY($1)", [
        [known, unknown],
      ]);
      assert.deepEqual(mails, [{ recipient: known }]);
    } finally {
      await app.close();
    }
  });
});

describe(`sign-in back-off and known clients (${STORE} database, review 3 N7)`, () => {
  let service: TestService;
  before(async () => {
    service = await alsoStart(base, { RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: "3", RATE_LIMIT_ACCOUNT: "1000" });
  });
  after(() => service?.close());
  const login = (email: string, password: string, remoteAddress = freshAddress()) => post(service, "/api/users/login", { email, password }, { remoteAddress });
  const password = "correct horse battery";

  it("lets a client the account signed in from try its password while others' guesses hold the back-off, under a budget of its own", async () => {
    const email = freshEmail();
    await register(service, email, password);
    const home = freshAddress();
    assert.equal((await login(email, password, home)).statusCode, 200);
    for (let i = 0; i < 3; i++) assert.equal((await login(email, `guess ${i}`)).statusCode, 401);
    // A client that never signed in to this account waits, as before.
    assert.equal((await login(email, password)).statusCode, 429);
    // The owner's own client is not refused for the guesses of others.
    assert.equal((await login(email.toUpperCase(), password, home)).statusCode, 200);
    // It is slowed by its own wrong passwords, not let through without end.
    for (let i = 0; i < 3; i++) assert.equal((await login(email, `typo ${i}`, home)).statusCode, 401);
    const slowed = await login(email, password, home);
    assert.equal(slowed.statusCode, 429);
    assert.ok(Number(slowed.headers["retry-after"]) > 0);
    // Nothing is kept of the client but a hash of its key.
    const kept = await service.db.query<{ client_hash: string }>(
      "SELECT c.client_hash FROM sign_in_clients c JOIN users u ON u.id = c.user_id WHERE u.email = $1",
      [email],
    );
    assert.equal(kept.length, 1);
    assert.doesNotMatch(kept[0].client_hash, /\d+\.\d+\.\d+\.\d+/);
    // Forgotten 90 days after it was last seen.
    assert.ok((await purgeExpired(service.db, service.clock.ms + 89 * DAY_MS, 395)).signInClients >= 0);
    assert.equal((await service.db.query("SELECT 1 FROM sign_in_clients WHERE client_hash = $1", [kept[0].client_hash])).length, 1);
    assert.ok((await purgeExpired(service.db, service.clock.ms + 91 * DAY_MS, 395)).signInClients >= 1);
    assert.equal((await service.db.query("SELECT 1 FROM sign_in_clients WHERE client_hash = $1", [kept[0].client_hash])).length, 0);
  });

  it("clears the back-off when the owner resets the password", async () => {
    const email = freshEmail();
    await register(service, email, password);
    for (let i = 0; i < 3; i++) assert.equal((await login(email, `guess ${i}`)).statusCode, 401);
    assert.equal((await login(email, password)).statusCode, 429);
    const token = newToken();
    const [user] = await service.db.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
    await service.db.query("INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
      hashToken(token),
      user.id,
      new Date(service.clock.ms),
      new Date(service.clock.ms + 3600_000),
    ]);
    const reset = await post(service, "/api/users/passwordreset/confirm", { token, password: "a brand new password" });
    assert.equal(reset.statusCode, 200);
    assert.equal((await login(email, "a brand new password")).statusCode, 200);
  });
});
