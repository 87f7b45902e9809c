/**
 * Review 3's low findings (issue 40) through the real router: links of one account used at the same moment, the
 * sign-in back-off, reset requests for known and unknown addresses, the analytics address and quota key, consent
 * receipts, the JSON envelope on framing errors, and the build's internal files.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { after, before, describe, it } from "node:test";
import type { InjectOptions } from "fastify";
import { buildApp, helmetHeaders, securityHeaderOptions } from "../src/app";
import { acquireFolderLock, currentOwner, holderIsLive, LOCK_STALE_MS, type LockOwner } from "../src/db/embedded";
import { readConfig } from "../src/config";
import type { Database, Queryable } from "../src/db/database";
import { hashToken, newToken } from "../src/lib/tokens";
import { MESSAGES } from "../src/messages";
import { RESET_ANSWER_FLOOR_MS } from "../src/routes/users";
import { purgeExpired } from "../src/retention";
import { type TestService, alsoStart, freshAddress, freshEmail, startService, STORE } from "./helpers";

const DAY_MS = 24 * 3600 * 1000;

function envelope(response: { statusCode: number; body: string }): { success: boolean; msg: string } {
  const body = JSON.parse(response.body) as { success: boolean; msg: string };
  assert.equal(typeof body.success, "boolean");
  assert.equal(typeof body.msg, "string");
  return body;
}

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
      { API_ONLY: "true", LOG_LEVEL: "silent", MAIL_DELIVERY: "false", RATE_LIMIT_ACCOUNT: "1000" },
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
        const started = performance.now();
        const answer = await app.inject({ method: "POST", url: "/api/users/passwordreset", remoteAddress: freshAddress(), payload: { email } });
        assert.deepEqual([answer.statusCode, answer.json()], [200, { success: true, msg: MESSAGES.resetSent }]);
        // Neither answer leaves before the floor, so what is left of the known address's extra rows is hidden.
        assert.ok(performance.now() - started >= RESET_ANSWER_FLOOR_MS - 2, `answered after ${performance.now() - started} ms`);
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
  const login = (email: string, password: string, remoteAddress = freshAddress()) =>
    post(service, "/api/users/login", { email, password }, { remoteAddress });
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

/** A small built site: a page, the 404 page, a script with its source map, and webpack's records. */
function makeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-lows-site-"));
  fs.writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>");
  fs.writeFileSync(path.join(root, "404.html"), "<h1>Page not found</h1>");
  fs.writeFileSync(path.join(root, "app-1a2b.js"), "console.log(1);\n");
  fs.writeFileSync(path.join(root, "app-1a2b.js.map"), '{"version":3,"sources":["webpack://gestura/./src/secret.ts"]}');
  fs.writeFileSync(path.join(root, "app-1a2b.js.map.br"), "br");
  fs.writeFileSync(path.join(root, "webpack.stats.json"), '{"assetsByChunkName":{}}');
  fs.writeFileSync(path.join(root, "chunk-map.json"), "{}");
  fs.writeFileSync(path.join(root, "app-1a2b.js.LICENSE.txt"), "MIT");
  return root;
}

/** helmet's headers an answer written before Fastify's hooks must carry as well (review 3 N13). */
const SECURITY_HEADERS = ["x-content-type-options", "x-frame-options", "referrer-policy", "content-security-policy", "cross-origin-resource-policy"];

function assertSecurityHeaders(headers: Record<string, unknown>, label: string) {
  for (const name of SECURITY_HEADERS) assert.ok(headers[name] !== undefined, `${label}: ${name}`);
}

describe(`every answer in the envelope, with the security headers (${STORE} database, review 3 N13)`, () => {
  let service: TestService;
  let site: string;
  before(async () => {
    site = makeSite();
    service = await alsoStart(base, { API_ONLY: "false", SITE_DIR: site, NODE_ENV: "production", SITE_URL: "https://gestura.example" });
  });
  after(async () => {
    await service?.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  it("answers OPTIONS with an empty JSON body or a form type in the envelope", async () => {
    for (const [type, status] of [
      ["application/json", 400],
      ["application/x-www-form-urlencoded", 415],
    ] as const) {
      for (const url of ["/api/health", "/page-pricing/"]) {
        const answer = await service.app.inject({
          method: "OPTIONS",
          url,
          remoteAddress: freshAddress(),
          headers: { "content-type": type, "content-length": "0" },
        });
        assert.equal(answer.statusCode, status, `${type} ${url}: ${answer.body}`);
        assert.equal(envelope(answer).success, false);
        assert.doesNotMatch(answer.body, /FST_|statusCode/);
        assertSecurityHeaders(answer.headers, `OPTIONS ${url} ${type}`);
      }
    }
  });

  it("gives every answer each header helmet gives, with helmet's value; a page keeps its own policy", async () => {
    const expected = helmetHeaders(securityHeaderOptions(service.config));
    assert.ok(Object.keys(expected).length >= 10, JSON.stringify(expected));
    const cases: [InjectOptions & { url: string }, number][] = [
      [{ method: "GET", url: "/api/health" }, 200],
      [{ method: "POST", url: "/api/newsletter/subscriber", headers: { "content-type": "application/json" }, payload: "{}" }, 400],
      [{ method: "GET", url: "/api/no-such-call" }, 404],
      [{ method: "GET", url: "/" }, 200],
      [{ method: "GET", url: "/no-such-page/" }, 404],
    ];
    for (const [request, status] of cases) {
      const answer = await service.app.inject({ ...request, remoteAddress: freshAddress() });
      const label = `${request.method} ${request.url}`;
      assert.equal(answer.statusCode, status, `${label}: ${answer.body}`);
      const isPage = !request.url.startsWith("/api/");
      for (const [name, value] of Object.entries(expected)) {
        // A page's policy adds the hashes of its own inline scripts (page-policy.ts).
        if (isPage && name === "content-security-policy") assert.notEqual(answer.headers[name], undefined, `${label}: ${name}`);
        else assert.equal(answer.headers[name], value, `${label}: ${name}`);
      }
    }
  });

  it("answers bad JSON, a wrong content type, a body too large and an unknown API call in the envelope", async () => {
    const cases: [InjectOptions, number][] = [
      [{ method: "POST", url: "/api/newsletter/subscriber", headers: { "content-type": "application/json" }, payload: "{" }, 400],
      [{ method: "POST", url: "/api/newsletter/subscriber", headers: { "content-type": "text/csv" }, payload: "a,b" }, 415],
      [
        { method: "POST", url: "/api/newsletter/subscriber", headers: { "content-type": "application/json" }, payload: `"${"x".repeat(70_000)}"` },
        413,
      ],
      [{ method: "GET", url: "/api/no-such-call" }, 404],
    ];
    for (const [options, status] of cases) {
      const answer = await service.app.inject({ remoteAddress: freshAddress(), ...options });
      assert.equal(answer.statusCode, status, `${options.method} ${options.url}`);
      assert.equal(envelope(answer).success, false);
      assertSecurityHeaders(answer.headers, `${options.method} ${options.url}`);
    }
  });

  it("sends the site's 404 page for a path that does not decode with every security header, HSTS included in production", async () => {
    const answer = await service.app.inject({ method: "GET", url: "/%E0%A4%A", remoteAddress: freshAddress() });
    assert.equal(answer.statusCode, 404);
    assert.match(answer.body, /Page not found/);
    assertSecurityHeaders(answer.headers, "bad encoding");
    assert.match(String(answer.headers["strict-transport-security"]), /max-age=\d+/);
    const api = await service.app.inject({ method: "GET", url: "/api/%E0%A4%A", remoteAddress: freshAddress() });
    assert.equal(api.statusCode, 400);
    assert.equal(envelope(api).success, false);
    assertSecurityHeaders(api.headers, "bad encoding under /api");
  });

  /** What the server writes back to `request`, sent as raw bytes on a new connection, until it closes. */
  async function raw(request: string): Promise<string> {
    const { port } = service.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    await new Promise<void>((resolve) => {
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
      socket.write(request);
    });
    return answer;
  }

  it("answers a request Node cannot read, and headers over 16 KB, in the envelope with the security headers", async () => {
    await service.app.listen({ host: "127.0.0.1", port: 0 });
    const cases: [string, number][] = [
      ["POST /api/newsletter/subscriber HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n", 400],
      ["GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n", 400],
      [`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: ${"a".repeat(20_000)}\r\n\r\n`, 431],
    ];
    for (const [request, status] of cases) {
      const answer = await raw(request);
      const [head, body] = answer.split("\r\n\r\n");
      assert.match(head, new RegExp(`^HTTP/1\\.1 ${status} `), answer.slice(0, 200));
      const headers = Object.fromEntries(
        head
          .split("\r\n")
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      assertSecurityHeaders(headers, `raw ${status}`);
      const parsed = JSON.parse(body) as { success: boolean; msg: string };
      assert.equal(parsed.success, false);
      assert.equal(typeof parsed.msg, "string");
    }
  });
});

describe(`the build's own files are not served (${STORE} database, review 3 I1)`, () => {
  let service: TestService;
  let site: string;
  before(async () => {
    site = makeSite();
    service = await alsoStart(base, { API_ONLY: "false", SITE_DIR: site });
  });
  after(async () => {
    await service?.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  it("answers source maps, webpack.stats.json and chunk-map.json with the site's 404 page, and still serves the script", async () => {
    for (const url of [
      "/app-1a2b.js.map",
      "/APP-1A2B.JS.MAP",
      "/app-1a2b.js.map.br",
      "/webpack.stats.json",
      "/chunk-map.json",
      "/%61pp-1a2b.js.map",
    ]) {
      for (const acceptEncoding of ["br", "identity"]) {
        const answer = await service.app.inject({
          method: "GET",
          url,
          remoteAddress: freshAddress(),
          headers: { "accept-encoding": acceptEncoding },
        });
        assert.equal(answer.statusCode, 404, url);
        assert.equal(answer.headers["content-type"], "text/html; charset=utf-8");
        const body =
          acceptEncoding === "br" && answer.headers["content-encoding"] === "br"
            ? zlib.brotliDecompressSync(answer.rawPayload).toString()
            : answer.body;
        assert.match(body, /Page not found/, url);
      }
    }
    assert.equal((await service.app.inject({ method: "GET", url: "/app-1a2b.js", remoteAddress: freshAddress() })).statusCode, 200);
    assert.equal((await service.app.inject({ method: "GET", url: "/app-1a2b.js.LICENSE.txt", remoteAddress: freshAddress() })).statusCode, 200);
  });
});

describe(`consent receipts (${STORE} database, review 3 N10)`, () => {
  let service: TestService;
  before(async () => {
    service = await alsoStart(base, { QUOTA_CONSENT_RECEIPTS_PER_DAY: "3", RATE_LIMIT_ANALYTICS: "1000" });
  });
  after(() => service?.close());
  const choice = { preferences: true, statistics: false, marketing: false, revision: 1, policyVersion: "2025-04-21" };
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const receiptsOf = (id: string) =>
    service.db.query<{ saved_at: Date; recorded_at: Date }>("SELECT saved_at, recorded_at FROM consent_records WHERE consent_id = $1", [id]);

  it("issues the consent id and files by the server's clock, never an id or a time the client chose", async () => {
    const chosen = randomUUID();
    const first = await post(service, "/api/consent/record", { ...choice, id: chosen, savedAt: "1970-01-01T00:00:00Z" });
    assert.equal(first.statusCode, 201);
    const { id, savedAt } = first.json<{ id: string; savedAt: string }>();
    assert.match(id, UUID);
    assert.notEqual(id, chosen);
    assert.equal(savedAt, new Date(service.clock.ms).toISOString());
    assert.equal((await receiptsOf(chosen)).length, 0, "nothing under an id the server never issued");
    const [row] = await receiptsOf(id);
    assert.equal(new Date(row.saved_at).toISOString(), savedAt);
    assert.equal(new Date(row.recorded_at).toISOString(), savedAt);
    // A changed choice under the issued id stays under it; without an id, a new one is issued.
    const again = await post(service, "/api/consent/record", { ...choice, id: id.toUpperCase(), statistics: true });
    assert.equal(again.json<{ id: string }>().id, id);
    assert.equal((await receiptsOf(id)).length, 2);
    const fresh = await post(service, "/api/consent/record", choice);
    assert.notEqual(fresh.json<{ id: string }>().id, id);
  });

  it("files a daily number of receipts per client, an IPv6 /48 counted as one", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post(service, "/api/consent/record", choice, { remoteAddress: `2001:db8:1010:${i + 1}::7` })).statusCode);
    assert.deepEqual(statuses, [201, 201, 201, 429, 429]);
    const refused = await post(service, "/api/consent/record", choice, { remoteAddress: "2001:db8:1010:9::7" });
    assert.equal(envelope(refused).msg, MESSAGES.consentQuota);
    assert.ok(Number(refused.headers["retry-after"]) > 0);
    assert.equal((await post(service, "/api/consent/record", choice, { remoteAddress: "2001:db8:1011::7" })).statusCode, 201);
  });

  it("lets the retention purge delete receipts past CONSENT_RETENTION_DAYS, and nothing else delete or change any", async () => {
    const answer = await post(service, "/api/consent/record", choice);
    const { id } = answer.json<{ id: string }>();
    await assert.rejects(service.db.query("DELETE FROM consent_records WHERE consent_id = $1", [id]), /append-only/);
    await assert.rejects(service.db.query("UPDATE consent_records SET statistics = true WHERE consent_id = $1", [id]), /append-only/);
    await purgeExpired(service.db, service.clock.ms + 1000 * DAY_MS, 395);
    assert.equal((await receiptsOf(id)).length, 1, "kept within three years");
    const counts = await purgeExpired(service.db, service.clock.ms + 1097 * DAY_MS, 395);
    assert.ok(counts.consentReceipts >= 1);
    assert.equal((await receiptsOf(id)).length, 0);
    // The purge's permission ended with its transaction.
    assert.equal((await post(service, "/api/consent/record", choice)).statusCode, 201);
    await assert.rejects(service.db.query("DELETE FROM consent_records"), /append-only/);
  });
});

describe("data folder lock across PID namespaces and boots (review 3 N8)", () => {
  const me: LockOwner = { host: "web-1", boot: "boot-a", pid: 100, started: "5000", pidns: "pid:[4026531836]" };
  const alive = (pid: number) => pid === 1 || pid === 200;
  const startOf = (pid: number) => (pid === 200 ? "7000" : pid === 1 ? "1" : null);
  const other = "pid:[4026532999]";
  const cases: [string, LockOwner, number, boolean][] = [
    [
      "a live holder in another PID namespace (its heartbeat 5 s old), whatever our PID 1 is",
      { ...me, pid: 1, started: "9", pidns: other },
      5_000,
      true,
    ],
    ["a holder in another PID namespace whose heartbeat stopped 2 minutes ago", { ...me, pid: 1, started: "9", pidns: other }, 120_000, false],
    ["a holder under another host name on this machine (same boot), silent for 2 minutes", { ...me, host: "container-7", pid: 200 }, 120_000, false],
    ["a holder under another host name, heard from 5 s ago", { ...me, host: "container-7", boot: "boot-b", pid: 200 }, 5_000, true],
    ["a holder in this namespace from before a reboot, however fresh its file", { ...me, boot: "boot-old", pid: 200, started: "7000" }, 0, false],
    ["a live holder in this namespace, however old its file", { ...me, pid: 200, started: "7000" }, 3_600_000, true],
    ["a gone holder in this namespace, however fresh its file", { ...me, pid: 300 }, 0, false],
  ];
  for (const [what, holder, age, live] of cases) {
    it(`treats ${what} as ${live ? "live" : "stale"}`, () => assert.equal(holderIsLive(holder, me, alive, startOf, age), live));
  }

  it("refuses a fresh lock from another PID namespace, takes over one whose heartbeat stopped, and beats while held", async (t) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-lock-ns-"));
    const lockFile = path.join(folder, "gestura-server.lock");
    try {
      // PID 1 runs here too (our init): a holder known only by its PID would look alive, or, in the review's case,
      // gone; either way the PID of another namespace says nothing.
      const elsewhere = { ...currentOwner(), pid: 1, started: "1", pidns: other };
      fs.writeFileSync(lockFile, JSON.stringify(elsewhere));
      assert.throws(() => acquireFolderLock(folder), /in use by another Gestura server \(process 1\)/);
      const old = new Date(Date.now() - LOCK_STALE_MS - 60_000);
      fs.utimesSync(lockFile, old, old);
      const release = acquireFolderLock(folder);
      assert.equal((JSON.parse(fs.readFileSync(lockFile, "utf8")) as LockOwner).pid, process.pid);
      // The holder touches its file, so that a server in another namespace sees it alive.
      fs.utimesSync(lockFile, old, old);
      t.mock.timers.enable({ apis: ["setInterval"] });
      release();
      const again = acquireFolderLock(folder);
      fs.utimesSync(lockFile, old, old);
      t.mock.timers.tick(10_000);
      assert.ok(Date.now() - fs.statSync(lockFile).mtimeMs < 5_000, "the heartbeat touched the lock file");
      again();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
