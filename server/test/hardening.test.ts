/**
 * The service's promises under hostile or unlucky input, through the real router (Fastify's inject): site serving
 * stays on this origin and inside public/, X-Forwarded-For is believed only from trusted proxies, control
 * characters and broken bodies get a 4xx sentence (never a 500), quotas hold, and simultaneous requests cannot
 * spend one link twice, register one address twice or slip past a limit.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { after, before, describe, it } from "node:test";
import { MESSAGES } from "../src/messages";
import { deleteAccount, purgeExpired } from "../src/retention";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp } from "../src/app";
import { COUNT_CACHE_MS } from "../src/routes/users";
import { readConfig } from "../src/config";
import type { Database } from "../src/db/database";
import { SAMPLE_FILES, type TestService, alsoStart, freshAddress, freshEmail, multipartBody, startService, STORE } from "./helpers";

const folders: string[] = [];
after(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A small built site: home, a folder page, a hashed asset, the 404 page, and a symbolic link out of it. */
function makeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-site-"));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-outside-"));
  folders.push(root, outside);
  fs.writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>");
  fs.writeFileSync(path.join(root, "404.html"), "<h1>Page not found</h1>");
  fs.mkdirSync(path.join(root, "sign-in"));
  fs.writeFileSync(path.join(root, "sign-in", "index.html"), "<h1>Sign in</h1>");
  fs.mkdirSync(path.join(root, "static"));
  fs.writeFileSync(path.join(root, "static", "a.js"), "1");
  fs.writeFileSync(path.join(outside, "secret.txt"), "secret");
  fs.symlinkSync(outside, path.join(root, "linked"));
  fs.symlinkSync(path.join(outside, "secret.txt"), path.join(root, "secret.txt"));
  return root;
}

/** One database for the whole file; each part starts its own service on it with the settings it needs. */
let base: TestService;
before(async () => {
  base = await startService();
});
after(() => base?.close());

async function send(service: TestService, options: InjectOptions) {
  return service.app.inject({ remoteAddress: freshAddress(), ...options });
}

function envelope(response: { statusCode: number; body: string }): { success: boolean; msg: string } {
  const body = JSON.parse(response.body) as { success: boolean; msg: string };
  assert.equal(typeof body.success, "boolean");
  assert.equal(typeof body.msg, "string");
  return body;
}

describe(`site serving through the router (${STORE} database)`, () => {
  let service: TestService;
  before(async () => {
    service = await alsoStart(base, { API_ONLY: "false", SITE_DIR: makeSite() });
  });
  after(() => service?.close());

  it("redirects a folder to its slash on this site, with the query kept", async () => {
    const plain = await send(service, { method: "GET", url: "/sign-in?next=%2Fpage-apply%2F3" });
    assert.deepEqual([plain.statusCode, plain.headers.location], [301, "/sign-in/?next=%2Fpage-apply%2F3"]);
    const page = await send(service, { method: "HEAD", url: "/sign-in/" });
    assert.equal(page.statusCode, 200);
  });

  const offSite = ["//evil.example/..%2fsign-in", "//evil.example/..%2fstatic", "/%2fevil.example/..%2fsign-in", "/\\evil.example/..%2fsign-in", "/sign-in/..%2fstatic"];
  for (const url of offSite) {
    it(`never sends ${url} off this site: the 404 page, no Location`, async () => {
      const response = await send(service, { method: "GET", url });
      assert.equal(response.statusCode, 404);
      assert.equal(response.headers.location, undefined);
      assert.match(response.body, /Page not found/);
    });
  }

  const refused = ["/%2e%2e/%2e%2e/etc/passwd", "/static/..%2f..%2fetc%2fpasswd", "/linked/secret.txt", "/secret.txt", "/index.html%00.js", "/%E0%A4%A", "/sign-in/%ZZ"];
  for (const url of refused) {
    it(`answers ${url} with the 404 page`, async () => {
      const response = await send(service, { method: "GET", url });
      assert.equal(response.statusCode, 404);
      assert.match(String(response.headers["content-type"]), /^text\/html/);
      assert.match(response.body, /Page not found/);
      assert.doesNotMatch(response.body, /secret|FST_ERR/);
    });
  }

  it("sends a file it sent before again only while it is the same file: a rebuilt one anew, one turned into a link out of the site never", async () => {
    const root = makeSite();
    const service = await alsoStart(base, { API_ONLY: "false", SITE_DIR: root });
    try {
      const first = await send(service, { method: "GET", url: "/static/a.js" });
      assert.deepEqual([first.statusCode, first.body, first.headers["cache-control"]], [200, "1", "public, max-age=31536000, immutable"]);
      const again = await send(service, { method: "GET", url: "/static/a.js", headers: { "if-none-match": String(first.headers.etag) } });
      assert.deepEqual([again.statusCode, again.body], [304, ""]);
      fs.writeFileSync(path.join(root, "static", "a.js"), "22");
      const rebuilt = await send(service, { method: "GET", url: "/static/a.js" });
      assert.deepEqual([rebuilt.statusCode, rebuilt.body], [200, "22"]);
      const outside = path.join(fs.readlinkSync(path.join(root, "linked")), "secret.txt");
      fs.rmSync(path.join(root, "static", "a.js"));
      fs.symlinkSync(outside, path.join(root, "static", "a.js"));
      const linked = await send(service, { method: "GET", url: "/static/a.js" });
      assert.equal(linked.statusCode, 404);
      assert.doesNotMatch(linked.body, /secret/);
      const part = await send(service, { method: "GET", url: "/sign-in/", headers: { range: "bytes=4-7" } });
      assert.deepEqual([part.statusCode, part.body], [206, "Sign"]);
    } finally {
      await service.close();
    }
  });

  it("sends the build's brotli copy to a browser that takes br and the file itself to one that does not, with one set of headers", async () => {
    const root = makeSite();
    const html = "<h1>Home, long enough to be worth compressing</h1>".repeat(40);
    fs.writeFileSync(path.join(root, "index.html"), html);
    fs.writeFileSync(path.join(root, "index.html.br"), zlib.brotliCompressSync(html));
    const site = await alsoStart(base, { API_ONLY: "false", SITE_DIR: root });
    try {
      const br = await site.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
      assert.equal(br.statusCode, 200);
      assert.equal(br.headers["content-encoding"], "br");
      assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), html);
      const plain = await site.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "identity" } });
      assert.deepEqual([plain.statusCode, plain.headers["content-encoding"], plain.body], [200, undefined, html]);
      for (const answer of [br, plain]) {
        assert.equal(answer.headers["cache-control"], "public, max-age=0, must-revalidate");
        assert.match(String(answer.headers["content-security-policy"]), /script-src 'self'/);
        assert.match(String(answer.headers["content-type"]), /^text\/html/);
      }
    } finally {
      await site.close();
    }
  });

  it("answers 304 to a copy that is current by its date, and ignores a date in the future (RFC 9110 §13.1.3, review 3 I1)", async () => {
    const first = await send(service, { method: "GET", url: "/sign-in/" });
    const modified = String(first.headers["last-modified"]);
    const same = await send(service, { method: "GET", url: "/sign-in/", headers: { "if-modified-since": modified } });
    assert.equal(same.statusCode, 304);
    const earlier = await send(service, { method: "GET", url: "/sign-in/", headers: { "if-modified-since": new Date(Date.parse(modified) - 1000).toUTCString() } });
    assert.equal(earlier.statusCode, 200);
    const future = await send(service, { method: "GET", url: "/sign-in/", headers: { "if-modified-since": new Date(Date.now() + 86_400_000).toUTCString() } });
    assert.deepEqual([future.statusCode, future.body], [200, "<h1>Sign in</h1>"]);
  });

  it("answers a bad percent-encoding under /api/ with the JSON envelope, not Fastify's error", async () => {
    const response = await send(service, { method: "GET", url: "/api/users/%E0" });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(envelope(response), { success: false, msg: MESSAGES.badAddress });
    assert.doesNotMatch(response.body, /FST_ERR|%E0/);
  });
});

describe(`client addresses and X-Forwarded-For (${STORE} database)`, () => {
  async function keysAfter(service: TestService, requests: { remote: string; xff?: string }[]): Promise<{ statuses: number[]; keys: string[] }> {
    await service.db.query("DELETE FROM rate_limit_hits");
    const statuses: number[] = [];
    for (const { remote, xff } of requests) {
      const response = await service.app.inject({
        method: "POST",
        url: "/api/newsletter/subscriber",
        remoteAddress: remote,
        headers: { "content-type": "application/json", ...(xff ? { "x-forwarded-for": xff } : {}) },
        payload: JSON.stringify({ email: freshEmail() }),
      });
      statuses.push(response.statusCode);
    }
    const rows = await service.db.query<{ key: string }>("SELECT DISTINCT key FROM rate_limit_hits WHERE bucket = 'forms' ORDER BY key");
    return { statuses, keys: rows.map((r) => r.key) };
  }

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    const service = await alsoStart(base, { RATE_LIMIT_FORMS: "2" });
    try {
      const { statuses, keys } = await keysAfter(service, [
        { remote: "198.51.100.1", xff: "6.6.6.1" },
        { remote: "198.51.100.1", xff: "6.6.6.2" },
        { remote: "198.51.100.1", xff: "6.6.6.3" },
      ]);
      assert.deepEqual(statuses, [200, 200, 429]);
      assert.deepEqual(keys, ["198.51.100.1"]);
    } finally {
      await service.close();
    }
  });

  it("with a trusted proxy, keys the first untrusted hop from the right, whatever the client writes to its left", async () => {
    const service = await alsoStart(base, { RATE_LIMIT_FORMS: "2", TRUST_PROXY: "10.0.0.0/8" });
    try {
      const { statuses, keys } = await keysAfter(service, [
        { remote: "10.0.0.5", xff: "6.6.6.1, 203.0.113.7" },
        { remote: "10.0.0.5", xff: "6.6.6.2, 203.0.113.7" },
        { remote: "10.0.0.6", xff: `${"x".repeat(3000)}, 203.0.113.7, 10.9.9.9` },
        // Not from the proxy: its header is not believed.
        { remote: "192.0.2.44", xff: "203.0.113.99" },
        // Garbage from the proxy becomes one shared "invalid" key, never a 3,000-character one.
        { remote: "10.0.0.5", xff: "x".repeat(3000) },
      ]);
      assert.deepEqual(statuses, [200, 200, 429, 200, 200]);
      assert.deepEqual(keys, ["192.0.2.44", "203.0.113.7", "invalid"]);
    } finally {
      await service.close();
    }
  });

  it("limits IPv6 clients per /64", async () => {
    const service = await alsoStart(base, { RATE_LIMIT_FORMS: "2" });
    try {
      const { statuses, keys } = await keysAfter(service, [
        { remote: "2001:db8:1:2::1" },
        { remote: "2001:db8:1:2:ffff::9" },
        { remote: "2001:db8:1:2:abcd:1:2:3" },
        { remote: "2001:db8:1:3::1" },
      ]);
      assert.deepEqual(statuses, [200, 200, 429, 200]);
      assert.deepEqual(keys, ["2001:db8:1:2::/64", "2001:db8:1:3::/64"]);
    } finally {
      await service.close();
    }
  });
});

describe(`never a 500 for what a client sends (${STORE} database)`, () => {
  let service: TestService;
  let token = "";
  before(async () => {
    service = await alsoStart(base, { QUOTA_APPLICATIONS_PER_DAY: "2", QUOTA_APPLICATIONS_TOTAL: "3" });
    const email = freshEmail();
    const json = (url: string, body: unknown) =>
      send(service, { method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
    assert.equal((await json("/api/users/register", { email, password: "correct horse battery" })).statusCode, 201);
    // Remembered: the quota test below moves the clock a day on, past a session without Remember me.
    token = String(JSON.parse((await json("/api/users/login", { email, password: "correct horse battery", remember: true })).body).token);
  });
  after(() => service?.close());

  const post = (url: string, body: unknown) =>
    send(service, { method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });

  const contact = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", message: "Hello" };
  const poisoned: [string, string, unknown, string][] = [
    ["a NUL in a newsletter e-mail", "/api/newsletter/subscriber", { email: "a\u0000b@example.com" }, "Email"],
    ["a NUL in a sign-in e-mail", "/api/users/login", { email: "a\u0000b@example.com", password: "x" }, "Email"],
    ["a NUL in a reset e-mail", "/api/users/passwordreset", { email: "a\u0000b@example.com" }, "Email"],
    ["a NUL in a username", "/api/users/register", { username: "a\u0000", email: "x@example.com", password: "long enough" }, "Username"],
    ["a NUL in a contact message", "/api/contact/form-submission", { ...contact, message: "hi\u0000" }, "Message"],
    ["a bidi override in a name", "/api/contact/form-submission", { ...contact, first_name: "Ada\u202e" }, "First name"],
    ["an escape character in a subject", "/api/contact/form-submission", { ...contact, subject: "\u001b[31m" }, "Subject"],
  ];
  for (const [what, url, body, label] of poisoned) {
    it(`answers ${what} with 400 and a sentence`, async () => {
      const response = await post(url, body);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(envelope(response), { success: false, msg: MESSAGES.controlCharacters(label) });
    });
  }

  it("keeps tabs and line breaks in a message", async () => {
    const response = await post("/api/contact/form-submission", { ...contact, message: "Line one\n\tLine two\r\n" });
    assert.equal(response.statusCode, 201);
  });

  it("refuses analytics dates outside 1970–2099", async () => {
    const event = { event_type: "click", event_target: "b", session_id: "s", page_url: "https://example.com/" };
    for (const created_date of ["0000-01-01T00:00Z", "1969-12-31T23:59Z", "2100-01-01T00:00Z", "2026-13-01T00:00Z"]) {
      const response = await post("/api/analytics/send", { ...event, created_date });
      assert.equal(response.statusCode, 400, created_date);
      assert.match(envelope(response).msg, /^Date must be an ISO 8601 date-time from 1970 to 2099/);
    }
  });

  const brokenMultipart: [string, string, string | Buffer][] = [
    ["no boundary", "multipart/form-data", "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb\r\n--x--\r\n"],
    ["a cut-off body", "multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"full_name\"\r\n\r\nAda"],
    ["garbage", "multipart/form-data; boundary=x", Buffer.from([0, 1, 2, 255, 254, 13, 10, 45, 45])],
  ];
  for (const [what, type, payload] of brokenMultipart) {
    it(`answers an application with ${what} with a 4xx sentence`, async () => {
      const response = await send(service, { method: "POST", url: "/api/job/application", headers: { "content-type": type, authorization: `Bearer ${token}` }, payload });
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${response.statusCode} ${response.body}`);
      const { msg } = envelope(response);
      assert.ok(Object.values(MESSAGES).includes(msg as never) || msg === MESSAGES.resumeRequired, msg);
    });
  }

  const fields = {
    full_name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+1 202 555 0100",
    position: "Engineer",
    linkedin_url: "https://www.linkedin.com/in/ada",
  };
  async function apply(filename: string) {
    const { payload, headers } = multipartBody(fields, [{ field: "resume", filename, type: "application/pdf", data: SAMPLE_FILES.pdf }]);
    return send(service, { method: "POST", url: "/api/job/application", headers: { ...headers, authorization: `Bearer ${token}` }, payload });
  }

  it("cleans a résumé's name (NUL, path, direction marks) and then holds the per-day and total quotas", async () => {
    assert.equal((await apply("..\\..\\evil\u0000\u202e.pdf")).statusCode, 201);
    const rows = await service.db.query<{ original_name: string }>("SELECT original_name FROM resumes WHERE original_name LIKE 'evil%'");
    assert.deepEqual(rows, [{ original_name: "evil.pdf" }]);
    assert.equal((await apply("b.pdf")).statusCode, 201);
    const third = await apply("c.pdf");
    assert.deepEqual([third.statusCode, envelope(third).msg], [429, MESSAGES.applicationsToday(2)]);
    service.clock.ms += 25 * 60 * 60 * 1000;
    assert.equal((await apply("d.pdf")).statusCode, 201);
    const fifth = await apply("e.pdf");
    assert.deepEqual([fifth.statusCode, envelope(fifth).msg], [429, MESSAGES.applicationsTotal(3)]);
    const [{ n }] = await service.db.query<{ n: number }>("SELECT count(*)::int AS n FROM resumes");
    const [{ stored }] = await service.db.query<{ stored: number }>("SELECT count(DISTINCT resume_id)::int AS stored FROM resume_parts");
    assert.deepEqual([stored, n], [3, 3], "only kept applications have stored résumés");
  });

  it("counts from memory for 30 s, forgetting the number at a sign-up here (review L9)", async () => {
    const count = async (): Promise<number> => (JSON.parse((await send(service, { method: "GET", url: "/api/users/count" })).body) as { count: number }).count;
    const before = await count();
    // A row added behind the service's back (another instance) is not seen until the cached number is 30 s old.
    await service.db.query(
      `WITH n AS (SELECT nextval('users_join_seq') AS seq)
       INSERT INTO users (id, email, username, password_hash, created_at, referral_code, join_seq, place)
       SELECT gen_random_uuid(), $1, $1, 'x', now(), $2, n.seq, n.seq FROM n`,
      [freshEmail(), "L9" + String(Date.now()).slice(-10)],
    );
    assert.equal(await count(), before);
    service.clock.ms += COUNT_CACHE_MS;
    assert.equal(await count(), before + 1);
    // A sign-up through this service is counted at once.
    assert.equal((await post("/api/users/register", { email: freshEmail(), password: "correct horse battery" })).statusCode, 201);
    assert.equal(await count(), before + 2);
  });

  it("marks account answers and errors no-store, and lets the count be cached", async () => {
    const me = await send(service, { method: "GET", url: "/api/users/me", headers: { authorization: `Bearer ${token}` } });
    assert.equal(me.headers["cache-control"], "no-store");
    const wrong = await post("/api/users/login", { email: "nobody@example.com", password: "x" });
    assert.equal(wrong.headers["cache-control"], "no-store");
    const count = await send(service, { method: "GET", url: "/api/users/count" });
    assert.equal(count.headers["cache-control"], "public, max-age=60");
  });
});

describe(`content security policy (${STORE} database)`, () => {
  it("runs no inline script anywhere except a page's own, each allowed by its hash, whichever copy is sent (review L14)", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-csp-site-"));
    folders.push(root);
    const home = '<!doctype html><script>window.pagePath="/";</script><h1>Home</h1>';
    const missing = '<!doctype html><script>window.pagePath="/404.html";</script><h1>Page not found</h1>';
    fs.writeFileSync(path.join(root, "index.html"), home);
    fs.writeFileSync(path.join(root, "index.html.br"), zlib.brotliCompressSync(home));
    fs.writeFileSync(path.join(root, "404.html"), missing);
    const hash = (html: string) => `'sha256-${createHash("sha256").update(/<script>(.*)<\/script>/.exec(html)?.[1] ?? "").digest("base64")}'`;
    const scripts = (answer: { headers: Record<string, unknown> }) => /script-src ([^;]*)/.exec(String(answer.headers["content-security-policy"]))?.[1];
    const service = await alsoStart(base, { API_ONLY: "false", SITE_DIR: root });
    try {
      const plain = await send(service, { method: "GET", url: "/", headers: { "accept-encoding": "identity" } });
      const compressed = await send(service, { method: "GET", url: "/", headers: { "accept-encoding": "br" } });
      assert.equal(compressed.headers["content-encoding"], "br");
      assert.deepEqual([scripts(plain), scripts(compressed)], [`'self' ${hash(home)}`, `'self' ${hash(home)}`]);
      const notFound = await send(service, { method: "GET", url: "/no-such-page/" });
      const badAddress = await send(service, { method: "GET", url: "/%E0%A4%A" });
      assert.deepEqual([notFound.statusCode, badAddress.statusCode], [404, 404]);
      assert.deepEqual([scripts(notFound), scripts(badAddress)], [`'self' ${hash(missing)}`, `'self' ${hash(missing)}`]);
      const api = await send(service, { method: "GET", url: "/api/health" });
      assert.equal(scripts(api), "'self'");
      for (const answer of [plain, compressed, notFound, badAddress, api]) assert.doesNotMatch(String(answer.headers["content-security-policy"]), /script-src[^;]*unsafe-inline/);
    } finally {
      await service.close();
    }
  });

  it("sends pages with helmet's opener policy, so a window of another site that opens one cannot reach into it", async () => {
    const service = await alsoStart(base, { API_ONLY: "false", SITE_DIR: makeSite() });
    try {
      const page = await send(service, { method: "GET", url: "/" });
      assert.equal(page.statusCode, 200);
      assert.equal(page.headers["cross-origin-opener-policy"], "same-origin");
      assert.match(String(page.headers["content-security-policy"]), /frame-ancestors 'self'/);
    } finally {
      await service.close();
    }
  });

  it("lets the pages reach the IP lookup the build was given, and nothing else (review L14)", async () => {
    const service = await alsoStart(base, { GATSBY_IP_LOOKUP_URL: "https://ip.example.net/json" });
    try {
      const answer = await send(service, { method: "GET", url: "/api/health" });
      assert.match(String(answer.headers["content-security-policy"]), /connect-src 'self' https:\/\/ip\.example\.net;/);
    } finally {
      await service.close();
    }
  });
});

describe(`sign-in limits and reset links (${STORE} database)`, () => {
  let service: TestService;
  before(async () => {
    service = await alsoStart(base, { RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: "3", RATE_LIMIT_ACCOUNT: "1000" });
  });
  after(() => service?.close());
  const post = (url: string, body: unknown, remoteAddress = freshAddress()) =>
    service.app.inject({ method: "POST", url, remoteAddress, headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });

  it("limits failed sign-ins per e-mail from any address, known or unknown alike, until the window ends", async () => {
    const email = freshEmail();
    assert.equal((await post("/api/users/register", { email, password: "correct horse battery" })).statusCode, 201);
    for (const target of [email, freshEmail()]) {
      for (let i = 0; i < 3; i++) assert.equal((await post("/api/users/login", { email: target, password: `guess ${i}` })).statusCode, 401);
      const limited = await post("/api/users/login", { email: target.toUpperCase(), password: "correct horse battery" });
      assert.equal(limited.statusCode, 429);
      assert.match(envelope(limited).msg, /^Too many unsuccessful sign-ins for this e-mail address\. Please wait \d+ minutes?/);
      assert.ok(Number(limited.headers["retry-after"]) > 0);
    }
    service.clock.ms += 15 * 60 * 1000;
    assert.equal((await post("/api/users/login", { email, password: "correct horse battery" })).statusCode, 200);
  });

  async function resetLink(email: string): Promise<string> {
    assert.equal((await post("/api/users/passwordreset", { email })).statusCode, 200);
    const mail = await service.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND kind = 'password-reset' ORDER BY created_at DESC LIMIT 1", [email]);
    const match = /\/reset-password\/#token=([A-Za-z0-9_-]+)/.exec(mail[0].body);
    assert.ok(match, "the link carries the token in its fragment");
    return match[1];
  }

  it("checks a reset link before hashing the new password: with argon2 saturated, an invented link is refused at once (M8)", async () => {
    // argon2 at its real cost: at the test suites' cheap one the hashes end before the queue can fill.
    const busy = await alsoStart(base, { HASH_CONCURRENCY: "1", RATE_LIMIT_ACCOUNT: "1000", PASSWORD_HASH_COST: "standard" });
    try {
      const email = freshEmail();
      await post("/api/users/register", { email, password: "correct horse battery" });
      const token = await resetLink(email);
      const invented = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
      const sendBusy = (url: string, body: unknown) =>
        busy.app.inject({ method: "POST", url, remoteAddress: freshAddress(), headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
      // Sign-ins for unknown addresses each verify the decoy hash: one runs, fifty wait their turn, the rest get 503.
      let settled = 0;
      let refusedOne: () => void = () => undefined;
      const full = new Promise<void>((resolve) => (refusedOne = resolve));
      const flood = Array.from({ length: 60 }, () =>
        sendBusy("/api/users/login", { email: freshEmail(), password: "not the password" }).then((answer) => {
          settled += 1;
          if (answer.statusCode === 503) refusedOne();
          return answer;
        }),
      );
      await full;
      const answer = await sendBusy("/api/users/passwordreset/confirm", { token: invented, password: "a brand new password" });
      assert.deepEqual([answer.statusCode, envelope(answer).msg], [400, MESSAGES.resetUnknown]);
      assert.ok(settled < flood.length, `answered while ${flood.length - settled} sign-ins still waited for argon2`);
      await Promise.all(flood);
    } finally {
      await busy.close();
    }
  });

  it("spends one reset link once when it is used twice at the same moment, and retires the user's other links", async () => {
    const email = freshEmail();
    await post("/api/users/register", { email, password: "correct horse battery" });
    const older = await resetLink(email);
    const token = await resetLink(email);
    const answers = await Promise.all([0, 1].map((i) => post("/api/users/passwordreset/confirm", { token, password: `new password ${i}` })));
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 400]);
    const other = await post("/api/users/passwordreset/confirm", { token: older, password: "another new password" });
    assert.deepEqual([other.statusCode, envelope(other).msg], [400, MESSAGES.resetUsed]);
  });

  it("registers one address once when it is sent twice at the same moment", async () => {
    const email = freshEmail();
    const answers = await Promise.all([0, 1].map(() => post("/api/users/register", { email, password: "correct horse battery" })));
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409]);
  });

  it("lets exactly the limit through when one address sends in parallel", async () => {
    const limited = await alsoStart(base, { RATE_LIMIT_FORMS: "5" });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          limited.app.inject({ method: "POST", url: "/api/newsletter/subscriber", remoteAddress: "192.0.2.77", headers: { "content-type": "application/json" }, payload: JSON.stringify({ email: freshEmail() }) }),
        ),
      );
      assert.equal(answers.filter((a) => a.statusCode === 200).length, 5);
      assert.equal(answers.filter((a) => a.statusCode === 429).length, 15);
    } finally {
      await limited.close();
    }
  });

  it("purges what is past its retention: sessions, spent links, sent mail bodies and rows, old analytics and counters", async () => {
    const email = freshEmail();
    await post("/api/users/register", { email, password: "correct horse battery" });
    await resetLink(email);
    await post("/api/analytics/send", { event_type: "click", event_target: "b", session_id: "s", page_url: "https://example.com/" });
    await service.db.query("UPDATE outbox SET sent_at = $1", [new Date(service.clock.ms)]);
    let counts = await purgeExpired(service.db, service.clock.ms, 395);
    assert.ok(counts.mailBodiesCleared >= 1);
    const bodies = await service.db.query<{ body: string }>("SELECT body FROM outbox");
    assert.ok(bodies.every((b) => b.body === ""), "a sent mail keeps no link");
    counts = await purgeExpired(service.db, service.clock.ms + 400 * 24 * 3600 * 1000, 395);
    assert.ok(counts.analyticsEvents >= 1 && counts.mails >= 1 && counts.resets >= 1 && counts.rateLimitRows >= 1, JSON.stringify(counts));
    for (const table of ["analytics_events", "outbox", "password_resets", "rate_limit_hits"]) {
      const [{ n }] = await service.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      assert.equal(n, 0, table);
    }
  });

  it("deletes an account's résumés with the account", async () => {
    const email = freshEmail();
    await post("/api/users/register", { email, password: "correct horse battery" });
    const login = await post("/api/users/login", { email, password: "correct horse battery" });
    const { token, user } = JSON.parse(login.body) as { token: string; user: { _id: string } };
    const { payload, headers } = multipartBody(
      { full_name: "Ada", email, phone: "+1 202 555 0100", position: "Engineer", linkedin_url: "https://www.linkedin.com/in/ada" },
      [{ field: "resume", filename: "cv.pdf", type: "application/pdf", data: SAMPLE_FILES.pdf }],
    );
    const applied = await service.app.inject({ method: "POST", url: "/api/job/application", remoteAddress: freshAddress(), headers: { ...headers, authorization: `Bearer ${token}` }, payload });
    assert.equal(applied.statusCode, 201, applied.body);
    const stored = async () => (await service.db.query<{ n: number }>("SELECT count(DISTINCT resume_id)::int AS n FROM resume_parts"))[0].n;
    const before = await stored();
    assert.equal(await deleteAccount(service.db, user._id), 1);
    assert.equal(await stored(), before - 1);
    assert.equal((await service.db.query("SELECT 1 FROM users WHERE id = $1", [user._id])).length, 0);
  });
});

// ── Generated input ────────────────────────────────────────────────────────────────────────────────────────────
// Thousands of requests across every route, each broken in at least one way a client could break it (wrong
// types, huge and empty values, control characters, bad UTF-8 and percent-encoding, malformed JSON and multipart,
// wrong content types, traversal and `//` paths). Every answer must be a 4xx: the JSON envelope under /api/ (with
// one of our sentences, never a library's), the site's 404 page elsewhere; no error-level log line; and nothing
// written (rate-limit counters aside). The seed is printed; FUZZ_SEED=<seed> replays a run.

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
/** Well-formed requests whose text mixes normalisation forms (review 3 N6): each must be accepted. */
const ODD_TEXT_REQUESTS = Number(process.env.FUZZ_ODD_TEXT_REQUESTS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small, good-enough PRNG whose whole state is the seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const chance = (p: number) => random() < p;

type Body = Record<string, unknown>;
interface JsonRoute {
  url: string;
  body: () => Body;
  required: string[];
  /** Fields where tab and newline are allowed. */
  multiLine?: string[];
}

const EVENT = () => ({ event_type: "click", event_target: "button", session_id: "s-1", page_url: "https://example.com/", created_date: "2026-11-23T10:00:00Z" });
const JSON_ROUTES: JsonRoute[] = [
  { url: "/api/users/register", body: () => ({ username: "Ada", email: "ada@example.com", password: "correct horse battery" }), required: ["email", "password"] },
  { url: "/api/users/login", body: () => ({ email: "ada@example.com", password: "correct horse battery" }), required: ["email", "password"] },
  { url: "/api/users/passwordreset", body: () => ({ email: "ada@example.com" }), required: ["email"] },
  { url: "/api/users/passwordreset/confirm", body: () => ({ token: "A".repeat(43), password: "a new password" }), required: ["token", "password"] },
  {
    url: "/api/demo/schedule-demo",
    body: () => ({ first_name: "Ada", last_name: "L", email: "ada@example.com", phone_number: "+1 202 555 0100", company_name: "Co", subject: "Demo Request", message: "Hi" }),
    required: ["first_name", "last_name", "email", "phone_number", "company_name", "message"],
    multiLine: ["message"],
  },
  {
    url: "/api/contact/form-submission",
    body: () => ({ first_name: "Ada", last_name: "L", email: "ada@example.com", phone_number: "", company_name: "", subject: "Hi", message: "Hello" }),
    required: ["first_name", "last_name", "email", "message"],
    multiLine: ["message"],
  },
  { url: "/api/newsletter/subscriber", body: () => ({ email: "ada@example.com" }), required: ["email"] },
  { url: "/api/analytics/send", body: EVENT, required: ["event_type", "event_target", "session_id", "page_url"] },
  {
    url: "/api/shop/reservation",
    body: () => ({ name: "Ada", email: "ada@example.com", company: "Co", country: "Canada", lines: [{ id: "1", quantity: 1, price: 1499.99 }] }),
    required: ["name", "email", "company", "country", "lines"],
  },
];

const APPLICATION = () => ({
  full_name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 202 555 0100",
  position: "Engineer",
  linkedin_url: "https://www.linkedin.com/in/ada",
  cover_letter: "Dear team",
});
const APPLICATION_REQUIRED = ["full_name", "email", "phone", "position", "linkedin_url"];

/** Characters refused in every text field (free text keeps only tab and line breaks). */
const CONTROL = ["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001b", "\u007f", "\u0085", "\u009f", "\u202e", "\u2066", "\u2069"];
const SINGLE_LINE_ONLY = ["\t", "\n", "\r"];
const WRONG_TYPES: unknown[] = [123, 1.5, -1, null, true, false, [], ["a"], {}, { a: 1 }];
const MUTATIONS = ["wrongType", "huge", "empty", "control", "unknown", "missing", "surrogate"] as const;
/** Halves of surrogate pairs, alone or in the wrong order (JSON carries them as `\ud800` escapes; review 3 N6). */
const LONE_SURROGATES = ["\ud800", "\udbff", "\udc00", "\udfff", "\ud83d", "\ude00\ud83d", "😀".slice(0, 1), "😀".slice(1)];
/** Byte sequences no UTF-8 decoder may accept: overlong forms, encoded surrogates, 5- and 6-byte forms, stray bytes. */
const NOT_UTF8 = [
  [0xc0, 0xaf],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0xaf],
  [0xe0, 0x9f, 0xbf],
  [0xf0, 0x80, 0x80, 0xaf],
  [0xf0, 0x8f, 0xbf, 0xbf],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xfc, 0x84, 0x80, 0x80, 0x80, 0x80],
  [0x80],
  [0xfe],
];
/** One text in several Unicode normalisation forms side by side: NFD and NFC, compatibility characters, jamo. */
const MIXED_FORMS = [
  "Ame\u0301lie Am\u00e9lie",
  "\uff21\uff44\uff41 Lovelace",
  "\ufb01ona \ufb02ores",
  "\u1100\u1161\u11a8 \uac01",
  "\u212b\u00c5A\u030a",
  "\u1e9b\u0323 \u1e69",
  "e\u0301\u0301\u0301\u0301",
  "\u01c6\u2126\u00b5\u03bc",
  "Zoe\u0308 Zo\u00eb",
  "\u0915\u093c \u0958",
];

/** Breaks one field of `body` so that the whole body must be refused. */
function breakField(body: Body, required: string[], multiLine: string[]): string {
  const fields = Object.keys(body);
  const kind = pick(MUTATIONS);
  const field = pick(kind === "empty" || kind === "missing" ? required : fields);
  switch (kind) {
    case "wrongType":
      body[field] = pick(WRONG_TYPES);
      break;
    case "huge":
      body[field] = pick(["x", "é", "😀", "a b "]).repeat(12_000);
      break;
    case "empty":
      body[field] = pick(["", " ", "   "]);
      break;
    case "control": {
      // Passwords may hold anything: they are hashed, never stored as text, so a control character there is no fault.
      const target = field === "password" ? pick(fields.filter((f) => f !== "password")) : field;
      const chars = multiLine.includes(target) ? CONTROL : [...CONTROL, ...SINGLE_LINE_ONLY];
      const value = String(body[target] ?? "x");
      const at = Math.floor(random() * (value.length + 1));
      body[target] = value.slice(0, at) + pick(chars) + value.slice(at);
      break;
    }
    case "unknown":
      body[pick(["salary", "is_admin", "constructor", "x\u0000", ""])] = "1";
      break;
    case "missing":
      Reflect.deleteProperty(body, field);
      break;
    case "surrogate": {
      // Any text field, the password included: a lone surrogate is refused everywhere.
      const target = typeof body[field] === "string" ? field : pick(fields.filter((f) => typeof body[f] === "string"));
      const value = String(body[target]);
      const at = Math.floor(random() * (value.length + 1));
      body[target] = value.slice(0, at) + pick(LONE_SURROGATES) + value.slice(at);
      return `${kind}:${target}`;
    }
  }
  return `${kind}:${field}`;
}

/** Extra noise that never makes a request valid on its own. */
function decorate(url: string): string {
  if (chance(0.1)) return `${url}?q=${pick(["%ZZ", "%", "%E0%A4%A", "a%00b", "%2e%2e%2f", "x".repeat(3000), "%ED%A0%80", "%C0%AF", "%F0%80%80%AF"])}`;
  return url;
}

interface Sent {
  options: InjectOptions;
  label: string;
  site: boolean;
}

function jsonRequest(): Sent {
  const route = pick(JSON_ROUTES);
  const body = route.body();
  const batch = route.url === "/api/analytics/send" && chance(0.3);
  const label = breakField(body, route.required, route.multiLine ?? []);
  let payload: string | Buffer = JSON.stringify(batch ? [EVENT(), body] : body);
  let contentType: string | undefined = "application/json";
  const structural = chance(0.3) ? pick(["truncated", "scalar", "contentType", "badUtf8", "notUtf8", "notUtf8", "proto", "deep", "noType"]) : null;
  switch (structural) {
    case "truncated":
      payload = payload.slice(0, Math.max(1, Math.floor(random() * payload.length)));
      break;
    case "scalar":
      payload = pick(['"text"', "42", "null", "true", "[]", "[[]]", '""']);
      break;
    case "contentType":
      contentType = pick(["text/plain", "application/x-www-form-urlencoded", "application/xml", "multipart/form-data; boundary=x", "application/json; charset=latin1"]);
      break;
    case "badUtf8":
      // Bytes that are not UTF-8 inside a string value, on top of the broken field.
      payload = Buffer.concat([Buffer.from(String(payload).slice(0, -1)), Buffer.from(',"z":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from('"}')]);
      break;
    case "notUtf8": {
      // Raw bytes inside a string value (an overlong "/", an encoded surrogate …), the rest of the body as it was.
      const text = String(payload);
      const openings = [...text.matchAll(/":"/g)].map((match) => (match.index ?? 0) + 3);
      const at = openings.length > 0 ? pick(openings) : 1;
      payload = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(pick(NOT_UTF8)), Buffer.from(text.slice(at))]);
      break;
    }
    case "proto":
      payload = `{"__proto__":{"admin":true},${String(payload).slice(1)}`;
      break;
    case "deep":
      payload = "[".repeat(5000) + "]".repeat(5000);
      break;
    case "noType":
      contentType = undefined;
      break;
  }
  const headers: Record<string, string> = {};
  if (contentType) headers["content-type"] = contentType;
  return { options: { method: "POST", url: decorate(route.url), headers, payload }, label: `${route.url} ${label} ${structural ?? ""}`, site: false };
}

function applicationRequest(token: string): Sent {
  const fields: Record<string, string> = APPLICATION();
  const kind = pick(["field", "field", "truncated", "noBoundary", "garbage", "notADocument", "emptyFile", "twoFiles", "noFile", "noAuth", "json"]);
  let label = kind;
  if (kind === "field") {
    const body: Body = { ...fields };
    label = breakField(body, APPLICATION_REQUIRED, ["cover_letter"]);
    for (const key of Object.keys(fields)) Reflect.deleteProperty(fields, key);
    for (const [key, value] of Object.entries(body)) fields[key] = typeof value === "string" ? value : JSON.stringify(value);
    // A multipart field that is "wrong type" is still text; keep only the cases that stay invalid as text.
    if (label.startsWith("wrongType")) fields.full_name = "";
  }
  // A lone surrogate survives only in a part that declares UTF-16 (UTF-8 bytes cannot carry one).
  const charsets = label.startsWith("surrogate:") ? { [label.slice("surrogate:".length)]: "utf-16le" as const } : {};
  const filename = pick(["cv.pdf", "a\u0000b.pdf", "../../etc/passwd", "\u202egpj.pdf", "", "x".repeat(300)]);
  const file = { field: "resume", filename, type: "application/pdf", data: kind === "notADocument" ? SAMPLE_FILES.png : kind === "emptyFile" ? Buffer.alloc(0) : SAMPLE_FILES.pdf };
  const files = kind === "noFile" ? [] : kind === "twoFiles" ? [file, file] : [file];
  let { payload, headers } = multipartBody(fields, files, charsets);
  if (kind === "truncated") {
    // Cut anywhere before the closing delimiter: a body that lacks only what follows `--boundary--` (the CRLF of
    // the epilogue) is complete (RFC 2046) and rightly accepted.
    const boundary = /boundary=(.+)$/.exec(headers["content-type"] ?? "")?.[1] ?? "";
    const close = payload.lastIndexOf(`--${boundary}--`);
    payload = payload.subarray(0, Math.floor((close > 0 ? close : payload.length) * random()));
  }
  if (kind === "noBoundary") headers = { "content-type": "multipart/form-data" };
  if (kind === "garbage") payload = Buffer.from(Array.from({ length: 200 }, () => Math.floor(random() * 256)));
  if (kind === "json") headers = { "content-type": "application/json" };
  const auth = kind === "noAuth" ? {} : { authorization: `Bearer ${token}` };
  return { options: { method: "POST", url: decorate("/api/job/application"), headers: { ...headers, ...auth }, payload }, label: `application ${label}`, site: false };
}

function otherRequest(): Sent {
  const kind = pick(["me", "logout", "wrongMethod", "unknownApi", "badApiUrl", "site", "site", "site", "sitePost"]);
  const badToken = pick(["", "Bearer", "Bearer short", `Bearer ${"A".repeat(43)}`, "Basic YTpi", `Bearer ${"é".repeat(30)}`, `bearer  ${"x".repeat(300)}`]);
  switch (kind) {
    case "me":
      return { options: { method: "GET", url: "/api/users/me", headers: badToken ? { authorization: badToken } : {} }, label: "me", site: false };
    case "logout":
      return { options: { method: "POST", url: "/api/users/logout", headers: badToken ? { authorization: badToken } : {} }, label: "logout", site: false };
    case "wrongMethod":
      return { options: { method: pick(["PUT", "DELETE", "PATCH"] as const), url: pick(["/api/users/count", "/api/health", "/api/users/login"]) }, label: "method", site: false };
    case "unknownApi":
      return { options: { method: pick(["GET", "POST"] as const), url: `/api/${pick(["admin", "users/me/", "x".repeat(2000), "users%2fcount"])}` }, label: "unknown api", site: false };
    case "badApiUrl":
      return { options: { method: "GET", url: `/api/users/${pick(["%E0", "%", "%ZZ", "%C0%AF", "%ED%A0%80"])}` }, label: "bad api url", site: false };
    case "sitePost":
      return { options: { method: "POST", url: "/sign-in/", headers: { "content-type": "application/json" }, payload: "{}" }, label: "site post", site: true };
    default: {
      const url = pick([
        "//evil.example/..%2fsign-in",
        `//${pick(["evil.example", "x"])}/${pick(["", "sign-in", "static"])}`,
        "/%2fevil.example/..%2fsign-in",
        "/%5cevil.example/",
        "/static/..%2f..%2fetc%2fpasswd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/linked/secret.txt",
        "/index.html%00.js",
        "/%E0%A4%A",
        "/sign-in/%ZZ",
        `/missing-${Math.floor(random() * 1e9)}/`,
        `/${"a/".repeat(200)}`,
        "/%C0%AE%C0%AE/",
        // (Dot segments such as /sign-in/%2e/ and a backslash are resolved by the URL parser of inject, as by a
        // browser, before they reach us; the unit tests of resolveSitePath cover them raw.)
      ]);
      return { options: { method: pick(["GET", "HEAD"] as const), url }, label: `site ${url}`, site: true };
    }
  }
}

/** Text in mixed normalisation forms, at the start, end or middle of `value`, or instead of it. */
function mixedForms(value: string): string {
  const odd = pick(MIXED_FORMS);
  return pick([odd, `${odd} ${value}`, `${value} ${odd}`, `${value.slice(0, 1)}${odd}${value.slice(1)}`]);
}

const validBody = (url: string): Body => (JSON_ROUTES.find((route) => route.url === url) as JsonRoute).body();

/** A valid request to a route that stores what it gets, one or two of its text fields in mixed forms. */
function oddTextRequest(token: string, i: number): Sent {
  const address = `${pick(["ame\u0301lie", "am\u00e9lie", "zoe\u0308", "\uff41da", "ada"])}.${SEED}.${i}@example.com`;
  const route = pick(["contact", "demo", "newsletter", "reservation", "register", "analytics", "application"] as const);
  const json = (url: string, body: Body, text: string[]): Sent => {
    for (const field of text.length > 0 ? [pick(text), pick(text)] : []) body[field] = mixedForms(String(body[field]));
    return { options: { method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(body) }, label: `odd ${route}`, site: false };
  };
  switch (route) {
    case "contact":
      return json("/api/contact/form-submission", { ...validBody("/api/contact/form-submission"), email: address }, ["first_name", "last_name", "company_name", "subject", "message"]);
    case "demo":
      return json("/api/demo/schedule-demo", { ...validBody("/api/demo/schedule-demo"), email: address }, ["first_name", "last_name", "company_name", "message"]);
    case "newsletter":
      return json("/api/newsletter/subscriber", { email: address }, []);
    case "reservation":
      return json("/api/shop/reservation", { ...validBody("/api/shop/reservation"), email: address }, ["name", "company", "country"]);
    case "register":
      return json("/api/users/register", { username: "Ada", email: address, password: "correct horse battery" }, ["username"]);
    case "analytics":
      return json("/api/analytics/send", EVENT(), ["event_target", "session_id", "page_url"]);
    case "application": {
      const fields: Record<string, string> = { ...APPLICATION(), email: address };
      for (const field of [pick(["full_name", "position", "cover_letter"]), "country"]) fields[field] = mixedForms(fields[field] ?? "");
      const { payload, headers } = multipartBody(fields, [{ field: "resume", filename: `${pick(MIXED_FORMS)}.pdf`, type: "application/pdf", data: SAMPLE_FILES.pdf }]);
      return { options: { method: "POST", url: "/api/job/application", headers: { ...headers, authorization: `Bearer ${token}` }, payload }, label: "odd application", site: false };
    }
  }
}

/** Sentences that betray a library or a stack rather than one of ours. */
const LEAK = /FST_|busboy|Unexpected end|Boundary|invalid byte|node_modules|\bat .+:\d+|Error:|prototype|Content-Length/;

describe(`generated input never gets a 500 (${STORE} database, seed ${SEED})`, () => {
  let app: FastifyInstance;
  let db: Database;
  let token = "";
  const logLines: { level: number; msg: string }[] = [];
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-fuzz-site-"));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-fuzz-outside-"));

  before(async () => {
    console.log(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
    fs.writeFileSync(path.join(siteDir, "index.html"), "<h1>Home</h1>");
    fs.writeFileSync(path.join(siteDir, "404.html"), "<h1>Page not found</h1>");
    fs.mkdirSync(path.join(siteDir, "sign-in"));
    fs.writeFileSync(path.join(siteDir, "sign-in", "index.html"), "<h1>Sign in</h1>");
    fs.mkdirSync(path.join(siteDir, "static"));
    fs.writeFileSync(path.join(outside, "secret.txt"), "secret");
    fs.symlinkSync(outside, path.join(siteDir, "linked"));
    db = base.db;
    const many = "1000000000";
    const config = readConfig(
      {
        SITE_DIR: siteDir,
        RATE_LIMIT_ACCOUNT: many,
        RATE_LIMIT_FORMS: many,
        RATE_LIMIT_ANALYTICS: many,
        RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: many,
        // For the well-formed requests after the broken ones: they store, but mail nothing and meet no quota.
        MAIL_DELIVERY: "false",
        QUOTA_APPLICATIONS_PER_DAY: "1000000",
        QUOTA_APPLICATIONS_TOTAL: "1000000",
      },
      process.cwd(),
    );
    const stream = { write: (line: string) => logLines.push(JSON.parse(line) as { level: number; msg: string }) };
    app = await buildApp({ config, db, logger: { level: "warn", stream } });
    await app.ready();
    const json = (url: string, body: unknown) => app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
    const email = freshEmail();
    assert.equal((await json("/api/users/register", { email, password: "correct horse battery" })).statusCode, 201);
    token = String(JSON.parse((await json("/api/users/login", { email, password: "correct horse battery" })).body).token);
  });
  after(async () => {
    await app?.close();
    for (const folder of [siteDir, outside]) fs.rmSync(folder, { recursive: true, force: true });
  });

  const TABLES = ["users", "sessions", "password_resets", "outbox", "demo_requests", "contact_messages", "newsletter_subscribers", "job_applications", "resumes", "resume_parts", "analytics_events", "shop_reservations", "shop_reservation_lines"];
  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of TABLES) result[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
    return result;
  }

  it(`answers ${REQUESTS} broken requests with a 4xx, logs no error and writes nothing`, async () => {
    const before = await counts();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < REQUESTS; i++) {
      const roll = random();
      const sent = roll < 0.62 ? jsonRequest() : roll < 0.8 ? applicationRequest(token) : otherRequest();
      const response = await app.inject({ remoteAddress: `10.${i % 200}.${Math.floor(i / 200) % 250}.${i % 250}`, ...sent.options });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const describe = `#${i} ${String(sent.options.method)} ${String(sent.options.url).slice(0, 80)} (${sent.label.slice(0, 80)}) → ${response.statusCode} ${response.body.slice(0, 160)}`;
      if (response.statusCode < 400 || response.statusCode >= 500) {
        failures.push(describe);
        continue;
      }
      const url = String(sent.options.url);
      const apiEnvelope = url.startsWith("/api") || !["GET", "HEAD"].includes(String(sent.options.method));
      if (apiEnvelope) {
        let body: { success?: unknown; msg?: unknown } = {};
        try {
          body = JSON.parse(response.body) as typeof body;
        } catch {
          failures.push(`${describe}: not JSON`);
          continue;
        }
        if (body.success !== false || typeof body.msg !== "string" || body.msg === "" || LEAK.test(body.msg)) failures.push(`${describe}: bad envelope`);
      } else if (response.statusCode !== 404 || (sent.options.method === "GET" && !response.body.includes("Page not found")) || response.headers.location) {
        failures.push(`${describe}: not the 404 page`);
      }
    }
    console.log(`fuzz statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} bad answers (seed ${SEED})`);
    assert.deepEqual(logLines.filter((line) => line.level >= 50), [], `error-level log lines (seed ${SEED})`);
    assert.deepEqual(await counts(), before, `rows written (seed ${SEED})`);
  });

  it(`accepts ${ODD_TEXT_REQUESTS} well-formed requests whose text mixes normalisation forms, and logs no error`, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < ODD_TEXT_REQUESTS; i++) {
      const sent = oddTextRequest(token, i);
      const response = await app.inject({ remoteAddress: `10.${i % 200}.${Math.floor(i / 200) % 250}.${i % 250}`, ...sent.options });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const body = JSON.parse(response.body) as { success?: unknown; msg?: unknown };
      if (response.statusCode >= 300 || body.success !== true) failures.push(`#${i} ${sent.label} → ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    console.log(`fuzz statuses (mixed normalisation forms): ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} refused (seed ${SEED})`);
    assert.deepEqual(logLines.filter((line) => line.level >= 50), [], `error-level log lines (seed ${SEED})`);
  });
});

describe(`shutting down (${STORE} database)`, () => {
  // Every wait below is on the service: the time limit makes one that never comes fail the test instead of hanging it.
  it("answers requests that arrive while it shuts down, the health check included, with the JSON 503", { timeout: 60_000 }, async () => {
    // A request in flight keeps the service closing while the next ones arrive.
    let finish = () => {};
    let entered = () => {};
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    let closingStarted = () => {};
    let lastAnswered = () => {};
    const answered = new Promise<void>((resolve) => (lastAnswered = resolve));
    const isClosing = new Promise<void>((resolve) => (closingStarted = resolve));
    const service = await alsoStart(base, {}, (app) => {
      app.get("/api/test-slow", () => {
        entered();
        return new Promise((resolve) => (finish = () => resolve({ success: true, msg: "" })));
      });
      // Runs after the service's own preClose hook, which starts refusing requests.
      app.addHook("preClose", async () => closingStarted());
      app.addHook("onSend", async (request, _reply, payload) => {
        if (request.url === "/api/users/count") lastAnswered();
        return payload;
      });
    });
    await service.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = service.app.server.address() as net.AddressInfo;
    // One connection: a slow request is in flight when shutdown starts (so the connection stays open), and two
    // more arrive on it while the service is closing.
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString()));
    const ended = serverEnds(socket, Date.now());
    const get = (url: string) => `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    socket.write(get("/api/test-slow"));
    await inFlight;
    const closing = service.app.close();
    await isClosing;
    socket.write(get("/api/health") + get("/api/users/count"));
    await answered;
    finish();
    await ended;
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d+)/g)].map((m) => Number(m[1]));
    assert.deepEqual(statuses.slice(0, 2), [200, 503], text);
    assert.match(text, /retry-after: 5/i);
    assert.match(text, /connection: close/i);
    assert.ok(text.includes(JSON.stringify({ success: false, msg: MESSAGES.unavailable })), text);
    // Even the refusal carries the security headers.
    const refusal = text.slice(text.indexOf("HTTP/1.1 503")).split("\r\n\r\n")[0];
    assert.match(refusal, /^x-content-type-options: nosniff$/im);
    assert.match(refusal, /^content-security-policy: default-src /im);
    await closing;
  });
});

/**
 * Milliseconds from `started` until the server ends the connection (its FIN or a reset). The socket is destroyed
 * then, or after `limitMs` when the server never cuts it off, so such a server fails the test instead of hanging it.
 * The caller must read the socket (a "data" listener): a socket nobody reads never emits "end" while an answer sits
 * unread in it, and whether the server answers 408 before closing depends on which of its two timers fires first.
 */
function serverEnds(socket: net.Socket, started: number, limitMs = 30_000): Promise<number> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(deadline);
      resolve(Date.now() - started);
      socket.destroy();
    };
    const deadline = setTimeout(done, limitMs);
    socket.once("end", done);
    socket.once("close", done);
  });
}

describe(`slow bodies (${STORE} database)`, () => {
  it("cuts off a body that trickles in a byte a second, after REQUEST_TIMEOUT_SECONDS (review M6)", async () => {
    const service = await alsoStart(base, { REQUEST_TIMEOUT_SECONDS: "5" });
    try {
      await service.app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = service.app.server.address() as net.AddressInfo;
      const socket = net.connect(port, "127.0.0.1");
      const started = Date.now();
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString()));
      socket.on("error", () => {});
      const closed = serverEnds(socket, started);
      socket.write("POST /api/newsletter/subscriber HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n");
      const trickle = setInterval(() => socket.writable && socket.write(" "), 1000);
      const elapsed = await closed;
      clearInterval(trickle);
      assert.ok(elapsed >= 4_000 && elapsed < 12_000, `closed after ${elapsed} ms`);
      assert.match(answer, /^HTTP\/1\.1 408/);
    } finally {
      await service.close();
    }
  });

  it("cuts off a body that stops arriving, after REQUEST_TIMEOUT_SECONDS", async () => {
    const service = await alsoStart(base, { REQUEST_TIMEOUT_SECONDS: "5" });
    try {
      await service.app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = service.app.server.address() as net.AddressInfo;
      const socket = net.connect(port, "127.0.0.1");
      const started = Date.now();
      const closed = serverEnds(socket, started);
      // Read, so that the end is seen even after a 408 (see serverEnds).
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString()));
      socket.on("error", () => {});
      socket.write("POST /api/newsletter/subscriber HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{\"email\":");
      const elapsed = await closed;
      assert.ok(elapsed >= 4_000 && elapsed < 20_000, `closed after ${elapsed} ms (local port ${socket.localPort}, server port ${port}; received ${JSON.stringify(answer.slice(0, 80))})`);
    } finally {
      await service.close();
    }
  });
});
