/** Every API call through Fastify's inject, on a throwaway database (embedded, or PostgreSQL in CI). */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { API_LIMITS } from "../../src/lib/api-contract";
import { MESSAGES } from "../src/messages";
import { DOCUMENT_TYPES } from "../src/lib/documents";
import { SAMPLE_FILES, type TestService, freshAddress, freshEmail, multipartBody, startService, STORE, storedResumes } from "./helpers";

let service: TestService;

before(async () => {
  service = await startService();
});
after(async () => {
  await service?.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, unknown>;
}

async function call(
  method: "GET" | "POST",
  url: string,
  options: { json?: unknown; token?: string; ip?: string; payload?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload = options.payload;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(options.json);
  }
  const response = await service.app.inject({ method, url, headers, payload, remoteAddress: options.ip ?? freshAddress() });
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    assert.fail(`${method} ${url} answered ${response.statusCode} without JSON: ${response.body.slice(0, 200)}`);
  }
  assert.equal(typeof body.success, "boolean", `${url}: every answer carries success`);
  assert.equal(typeof body.msg, "string", `${url}: every answer carries msg`);
  return { status: response.statusCode, body, headers: response.headers };
}

async function register(email = freshEmail(), password = "correct horse battery"): Promise<{ email: string; password: string }> {
  const answer = await call("POST", "/api/users/register", { json: { username: email, email, password } });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return { email, password };
}

async function signIn(email: string, password: string): Promise<{ token: string; id: string }> {
  const answer = await call("POST", "/api/users/login", { json: { email, password } });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return { token: String(answer.body.token), id: String((answer.body.user as { _id: string })._id) };
}

async function rowCount(table: string): Promise<number> {
  const rows = await service.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

describe(`API on the ${STORE} database`, () => {
  describe("health", () => {
    it("answers ok with the store in use", async () => {
      const answer = await call("GET", "/api/health");
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { success: true, msg: "ok", database: STORE });
    });
  });

  describe("users/register", () => {
    it("creates an account with a normalised e-mail, counted by users/count", async () => {
      const before = (await call("GET", "/api/users/count")).body.count as number;
      const email = `  New.Person.${Date.now()}@Example.COM `;
      const answer = await call("POST", "/api/users/register", { json: { username: email, email, password: "long enough" } });
      assert.equal(answer.status, 201);
      assert.deepEqual(answer.body, { success: true, msg: MESSAGES.registered });
      const rows = await service.db.query<{ email: string; password_hash: string }>("SELECT email, password_hash FROM users WHERE email = $1", [
        email.trim().toLowerCase(),
      ]);
      assert.equal(rows.length, 1);
      assert.match(rows[0].password_hash, /^\$argon2id\$/, "stored as an argon2id hash, never as typed");
      assert.equal((await call("GET", "/api/users/count")).body.count, before + 1);
    });

    it("refuses one of the most common passwords, in any letter case, at sign-up and at reset (review L15)", async () => {
      for (const password of ["baseball", "Trustno1", "1qaz2wsx", "ｐａｓｓｗｏｒｄ"]) {
        const email = `common.${password.length}.${Date.now()}@example.com`;
        const answer = await call("POST", "/api/users/register", { json: { email, password } });
        assert.deepEqual([answer.status, answer.body.msg], [400, MESSAGES.passwordCommon], password);
      }
      const { email } = await register();
      const answer = await call("POST", "/api/users/passwordreset", { json: { email } });
      assert.equal(answer.status, 200);
      const [mail] = await service.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND kind = 'password-reset'", [email]);
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
      const reset = await call("POST", "/api/users/passwordreset/confirm", { json: { token, password: "sunshine" } });
      assert.deepEqual([reset.status, reset.body.msg], [400, MESSAGES.passwordCommon]);
    });

    it("signs in with the same password typed in another Unicode form (NFKC)", async () => {
      const email = `nfkc.${Date.now()}@example.com`;
      assert.equal((await call("POST", "/api/users/register", { json: { email, password: "ﬁsh and chips" } })).status, 201);
      const login = await call("POST", "/api/users/login", { json: { email, password: "fish and chips" } });
      assert.equal(login.status, 200);
    });

    it("refuses a second account for the same address in another letter case (409)", async () => {
      const { email } = await register();
      const answer = await call("POST", "/api/users/register", { json: { email: email.toUpperCase(), password: "another password" } });
      assert.equal(answer.status, 409);
      assert.equal(answer.body.msg, MESSAGES.emailTaken);
    });

    const invalid: [string, unknown, string][] = [
      ["no e-mail", { password: "long enough" }, "Email is required."],
      ["a malformed e-mail", { email: "not-an-address", password: "long enough" }, "Email must be an e-mail address such as name@example.com."],
      ["an empty e-mail", { email: "  ", password: "long enough" }, "Email is required."],
      ["a short password", { email: "short@example.com", password: "seven77" }, `Password must be at least ${API_LIMITS.passwordMinLength} characters.`],
      ["a huge password", { email: "huge@example.com", password: "x".repeat(129) }, "Password must be at most 128 characters."],
      ["a number for a password", { email: "n@example.com", password: 12345678 }, "Password must be text."],
      ["an unknown field", { email: "u@example.com", password: "long enough", admin: true }, 'Unknown field "admin".'],
      ["a list instead of an object", [], "Send the form fields as a JSON object."],
    ];
    for (const [name, json, msg] of invalid) {
      it(`answers 400 for ${name} and stores nothing`, async () => {
        const users = await rowCount("users");
        const answer = await call("POST", "/api/users/register", { json });
        assert.equal(answer.status, 400);
        assert.deepEqual(answer.body, { success: false, msg });
        assert.equal(await rowCount("users"), users);
      });
    }
  });

  describe("users/login, users/me and users/logout", () => {
    it("signs in, reads the current user, signs out and refuses the token afterwards", async () => {
      const { email, password } = await register();
      const login = await call("POST", "/api/users/login", { json: { email: ` ${email.toUpperCase()} `, password } });
      assert.equal(login.status, 200);
      assert.equal(login.body.success, true);
      assert.match(String(login.body.token), /^[A-Za-z0-9_-]{43}$/);
      const token = String(login.body.token);
      const id = (login.body.user as { _id: string })._id;
      assert.match(id, /^[0-9a-f-]{36}$/);

      const stored = await service.db.query<{ token_hash: string }>("SELECT token_hash FROM sessions WHERE user_id = $1", [id]);
      assert.equal(stored.length, 1);
      assert.notEqual(stored[0].token_hash, token, "only the token's hash is stored");

      const me = await call("GET", "/api/users/me", { token });
      assert.equal(me.status, 200);
      assert.equal(me.body.email, email);
      assert.equal(me.body.username, email);
      assert.equal(me.body.date, new Date(service.clock.ms).toISOString());

      const logout = await call("POST", "/api/users/logout", { token });
      assert.deepEqual([logout.status, logout.body.msg], [200, MESSAGES.signedOut]);
      const after = await call("GET", "/api/users/me", { token });
      assert.deepEqual([after.status, after.body.msg], [401, MESSAGES.signInRequired]);
      const again = await call("POST", "/api/users/logout", { token });
      assert.equal(again.status, 401);
    });

    it("accepts logout with an empty JSON body", async () => {
      const { email, password } = await register();
      const { token } = await signIn(email, password);
      const answer = await call("POST", "/api/users/logout", { token, payload: "", headers: { "content-type": "application/json" } });
      assert.equal(answer.status, 200);
    });

    it("answers the same message for an unknown e-mail and a wrong password", async () => {
      const { email } = await register();
      const wrongPassword = await call("POST", "/api/users/login", { json: { email, password: "not the password" } });
      const unknownEmail = await call("POST", "/api/users/login", { json: { email: freshEmail(), password: "not the password" } });
      assert.deepEqual([wrongPassword.status, wrongPassword.body], [401, { success: false, msg: MESSAGES.badCredentials }]);
      assert.deepEqual([unknownEmail.status, unknownEmail.body], [401, { success: false, msg: MESSAGES.badCredentials }]);
    });

    it("refuses users/me without a token, with a malformed one and with an invented one", async () => {
      for (const headers of [{}, { authorization: "Basic abc" }, { authorization: `Bearer ${"A".repeat(43)}` }] as Record<string, string>[]) {
        const answer = await call("GET", "/api/users/me", { headers });
        assert.deepEqual([answer.status, answer.body.success], [401, false]);
      }
    });

    it("ends a session when it expires: after SESSION_DAYS with Remember me, after SESSION_HOURS without (review L4)", async () => {
      const { email, password } = await register();
      const remembered = String((await call("POST", "/api/users/login", { json: { email, password, remember: true } })).body.token);
      const { token: tabOnly } = await signIn(email, password);
      const start = service.clock.ms;
      const hour = 3600 * 1000;
      try {
        service.clock.ms = start + service.config.sessionHours * hour - 1000;
        assert.deepEqual([(await call("GET", "/api/users/me", { token: tabOnly })).status, (await call("GET", "/api/users/me", { token: remembered })).status], [200, 200]);
        service.clock.ms = start + service.config.sessionHours * hour + 1000;
        assert.deepEqual([(await call("GET", "/api/users/me", { token: tabOnly })).status, (await call("GET", "/api/users/me", { token: remembered })).status], [401, 200]);
        service.clock.ms = start + service.config.sessionDays * 24 * hour + 1000;
        assert.equal((await call("GET", "/api/users/me", { token: remembered })).status, 401);
      } finally {
        service.clock.ms = start;
      }
    });

    it("refuses a Remember me that is not true or false", async () => {
      const answer = await call("POST", "/api/users/login", { json: { email: "ada@example.com", password: "x", remember: "yes" } });
      assert.deepEqual([answer.status, answer.body.msg], [400, 'The field "remember" must be true or false.']);
    });
  });

  describe("users/passwordreset and users/passwordreset/confirm", () => {
    /** Asks for a reset and reads the link from the outbox, the way a mail sender would. */
    async function requestReset(email: string): Promise<string> {
      const answer = await call("POST", "/api/users/passwordreset", { json: { email } });
      assert.deepEqual([answer.status, answer.body.msg], [200, MESSAGES.resetSent]);
      const mail = await service.db.query<{ body: string }>(
        "SELECT body FROM outbox WHERE recipient = $1 AND kind = 'password-reset' ORDER BY created_at DESC, id LIMIT 1",
        [email],
      );
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail[0]?.body ?? "")?.[1];
      assert.ok(token, "the outbox holds a mail with the reset link");
      return token;
    }

    it("changes the password once with the e-mailed link, then refuses the link and the old sessions", async () => {
      const { email, password } = await register();
      const { token: session } = await signIn(email, password);
      const resetToken = await requestReset(email);
      const stored = await service.db.query<{ token_hash: string }>("SELECT token_hash FROM password_resets");
      assert.ok(stored.every((r) => r.token_hash !== resetToken), "reset tokens are stored only as hashes");

      const confirm = await call("POST", "/api/users/passwordreset/confirm", { json: { token: resetToken, password: "a brand new password" } });
      assert.deepEqual([confirm.status, confirm.body.msg], [200, MESSAGES.resetDone]);
      assert.equal((await call("POST", "/api/users/login", { json: { email, password } })).status, 401, "old password refused");
      await signIn(email, "a brand new password");
      assert.equal((await call("GET", "/api/users/me", { token: session })).status, 401, "sessions from before are revoked");

      const reuse = await call("POST", "/api/users/passwordreset/confirm", { json: { token: resetToken, password: "yet another password" } });
      assert.deepEqual([reuse.status, reuse.body.msg], [400, MESSAGES.resetUsed]);
    });

    it("refuses a link after 1 hour and an invented link", async () => {
      const { email } = await register();
      const resetToken = await requestReset(email);
      const start = service.clock.ms;
      service.clock.ms += 60 * 60 * 1000 + 1;
      try {
        const late = await call("POST", "/api/users/passwordreset/confirm", { json: { token: resetToken, password: "a brand new password" } });
        assert.deepEqual([late.status, late.body.msg], [400, MESSAGES.resetExpired]);
      } finally {
        service.clock.ms = start;
      }
      const invented = await call("POST", "/api/users/passwordreset/confirm", { json: { token: "x".repeat(43), password: "a brand new password" } });
      assert.deepEqual([invented.status, invented.body.msg], [400, MESSAGES.resetUnknown]);
    });

    it("checks a link without spending it: works, then spent, expired or invented, each with its sentence", async () => {
      const { email } = await register();
      const resetToken = await requestReset(email);
      const check = () => call("POST", "/api/users/passwordreset/check", { json: { token: resetToken } });
      assert.deepEqual([(await check()).status, (await check()).body.msg], [200, MESSAGES.resetLinkValid], "twice: checking spends nothing");
      const start = service.clock.ms;
      service.clock.ms += 60 * 60 * 1000 + 1;
      try {
        assert.deepEqual([(await check()).status, (await check()).body.msg], [400, MESSAGES.resetExpired]);
      } finally {
        service.clock.ms = start;
      }
      const confirm = await call("POST", "/api/users/passwordreset/confirm", { json: { token: resetToken, password: "a brand new password" } });
      assert.equal(confirm.status, 200, "the checked link still changes the password");
      assert.deepEqual([(await check()).status, (await check()).body.msg], [400, MESSAGES.resetUsed]);
      const invented = await call("POST", "/api/users/passwordreset/check", { json: { token: "x".repeat(43) } });
      assert.deepEqual([invented.status, invented.body.msg], [400, MESSAGES.resetUnknown]);
      const missing = await call("POST", "/api/users/passwordreset/check", { json: {} });
      assert.equal(missing.status, 400);
    });

    it("limits checks like its sibling calls", async () => {
      const ip = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= service.config.rateLimits.account.max; i++) {
        statuses.push((await call("POST", "/api/users/passwordreset/check", { ip, json: { token: "x".repeat(43) } })).status);
      }
      assert.deepEqual(statuses, [...Array<number>(service.config.rateLimits.account.max).fill(400), 429]);
    });

    it("answers an unknown e-mail exactly like a known one and sends nothing", async () => {
      const mails = await rowCount("outbox");
      const answer = await call("POST", "/api/users/passwordreset", { json: { email: freshEmail() } });
      assert.deepEqual([answer.status, answer.body], [200, { success: true, msg: MESSAGES.resetSent }]);
      assert.equal(await rowCount("outbox"), mails);
    });

    it("limits reset mails per e-mail address, whatever the client address", async () => {
      const { email } = await register();
      for (let i = 0; i < service.config.rateLimits.resetPerEmail.max; i++) await requestReset(email);
      const answer = await call("POST", "/api/users/passwordreset", { json: { email } });
      assert.equal(answer.status, 429);
      assert.match(String(answer.body.msg), /^Too many reset requests for this e-mail address\. Please wait \d+ (minutes?|seconds?) and try again\.$/);
    });

    it("refuses a short new password", async () => {
      const answer = await call("POST", "/api/users/passwordreset/confirm", { json: { token: "x".repeat(43), password: "short" } });
      assert.deepEqual([answer.status, answer.body.msg], [400, "Password must be at least 8 characters."]);
    });
  });

  describe("demo/schedule-demo", () => {
    const demo = {
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone_number: "+1-202-000-0000",
      company_name: "Analytical Engines",
      subject: "Demo Request",
      message: "We would like to see gesture control in our classrooms.",
    };

    it("stores the request", async () => {
      const before = await rowCount("demo_requests");
      const answer = await call("POST", "/api/demo/schedule-demo", { json: demo });
      assert.deepEqual([answer.status, answer.body], [201, { success: true, msg: MESSAGES.demoScheduled }]);
      assert.equal(await rowCount("demo_requests"), before + 1);
    });

    const failures: [string, Record<string, unknown>, string][] = [
      ["a missing last name", { last_name: undefined }, "Last name is required."],
      ["a blank company", { company_name: "   " }, "Company name is required."],
      ["a phone without digits", { phone_number: "call me" }, "Phone number must be a phone number such as +1-202-000-0000."],
      ["another subject", { subject: "Hello" }, 'Subject must be "Demo Request".'],
      ["an over-long message", { message: "m".repeat(5001) }, "Message must be at most 5000 characters."],
    ];
    for (const [name, change, msg] of failures) {
      it(`answers 400 for ${name}`, async () => {
        const before = await rowCount("demo_requests");
        const answer = await call("POST", "/api/demo/schedule-demo", { json: { ...demo, ...change } });
        assert.deepEqual([answer.status, answer.body.msg], [400, msg]);
        assert.equal(await rowCount("demo_requests"), before);
      });
    }
  });

  describe("spam signals (honeypot and time to submit)", () => {
    const demo = {
      first_name: "Robo",
      last_name: "Filler",
      email: "robot@example.com",
      phone_number: "+1-202-000-0000",
      company_name: "Spam Inc",
      message: "Buy now.",
    };
    const contact = { first_name: "Robo", last_name: "Filler", email: "robot@example.com", message: "Buy now." };

    it("stores a demo request with a filled honeypot flagged, answering as for a real one", async () => {
      const answer = await call("POST", "/api/demo/schedule-demo", { json: { ...demo, website: "https://spam.example", elapsed_ms: 9000 } });
      assert.deepEqual([answer.status, answer.body], [201, { success: true, msg: MESSAGES.demoScheduled }]);
      const human = await call("POST", "/api/demo/schedule-demo", { json: { ...demo, email: "person@example.com", website: "", elapsed_ms: 9000 } });
      assert.deepEqual([human.status, human.body], [201, { success: true, msg: MESSAGES.demoScheduled }]);
      const rows = await service.db.query<{ email: string; spam: boolean }>(
        "SELECT email, spam FROM demo_requests WHERE email IN ('robot@example.com', 'person@example.com') ORDER BY email",
      );
      assert.deepEqual(rows, [
        { email: "person@example.com", spam: false },
        { email: "robot@example.com", spam: true },
      ]);
    });

    it("stores a contact message sent faster than a person could type flagged, answering as for a real one", async () => {
      const answer = await call("POST", "/api/contact/form-submission", { json: { ...contact, email: "fast@example.com", website: "", elapsed_ms: 300 } });
      assert.deepEqual([answer.status, answer.body], [201, { success: true, msg: MESSAGES.contactReceived }]);
      const rows = await service.db.query<{ spam: boolean }>("SELECT spam FROM contact_messages WHERE email = 'fast@example.com'");
      assert.deepEqual(rows, [{ spam: true }]);
    });

    it("flags a robot's newsletter sign-up, and a person's later sign-up with that address clears the flag", async () => {
      const email = freshEmail();
      const robot = await call("POST", "/api/newsletter/subscriber", { json: { email, website: "x", elapsed_ms: 50 } });
      assert.deepEqual([robot.status, robot.body], [200, { success: true, msg: MESSAGES.subscribed }]);
      const flagged = await service.db.query<{ spam: boolean }>("SELECT spam FROM newsletter_subscribers WHERE email = $1", [email]);
      assert.deepEqual(flagged, [{ spam: true }]);
      await call("POST", "/api/newsletter/subscriber", { json: { email, website: "", elapsed_ms: 5000 } });
      const cleared = await service.db.query<{ spam: boolean }>("SELECT spam FROM newsletter_subscribers WHERE email = $1", [email]);
      assert.deepEqual(cleared, [{ spam: false }]);
    });

    it("stores a burst of sign-ups arriving together, one address twice, with one confirmation mail each", async () => {
      const emails = Array.from({ length: 12 }, () => freshEmail());
      const answers = await Promise.all([...emails, emails[0]].map((email) => call("POST", "/api/newsletter/subscriber", { json: { email, website: "", elapsed_ms: 5000 } })));
      assert.ok(answers.every((answer) => answer.status === 200));
      assert.deepEqual(
        answers.map((answer) => answer.body.msg).sort(),
        [...Array.from({ length: 12 }, () => MESSAGES.subscribed), MESSAGES.subscribeRecentlySent].sort(),
        "the second sign-up of one address is told its link went out moments ago",
      );
      const rows = await service.db.query<{ n: number }>("SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = ANY($1) AND confirm_token_hash IS NOT NULL", [emails]);
      assert.equal(rows[0].n, 12);
      const mails = await service.db.query<{ recipient: string; n: number }>(
        "SELECT recipient, count(*)::int AS n FROM outbox WHERE kind = 'newsletter-confirmation' AND recipient = ANY($1) GROUP BY recipient",
        [emails],
      );
      assert.deepEqual(mails.map((row) => row.n), emails.map(() => 1));
    });

    it("refuses signals of the wrong type", async () => {
      const answer = await call("POST", "/api/newsletter/subscriber", { json: { email: freshEmail(), elapsed_ms: "soon" } });
      assert.equal(answer.status, 400);
    });
  });

  describe("contact/form-submission", () => {
    it("stores a message with only the required fields", async () => {
      const before = await rowCount("contact_messages");
      const answer = await call("POST", "/api/contact/form-submission", {
        json: { first_name: "Grace", last_name: "Hopper", email: "grace@example.com", message: "Do you support ASL overlays in Zoom?" },
      });
      assert.deepEqual([answer.status, answer.body], [201, { success: true, msg: MESSAGES.contactReceived }]);
      assert.equal(await rowCount("contact_messages"), before + 1);
    });

    it("stores the optional fields trimmed and empty ones as absent", async () => {
      const answer = await call("POST", "/api/contact/form-submission", {
        json: { first_name: "Alan", last_name: "Turing", email: "alan@example.com", message: "Hello", subject: " Media / Press ", company_name: "", phone_number: "" },
      });
      assert.equal(answer.status, 201);
      const rows = await service.db.query<{ subject: string | null; company_name: string | null }>(
        "SELECT subject, company_name FROM contact_messages WHERE email = 'alan@example.com'",
      );
      assert.deepEqual(rows, [{ subject: "Media / Press", company_name: null }]);
    });

    it("answers 400 without a message", async () => {
      const answer = await call("POST", "/api/contact/form-submission", { json: { first_name: "A", last_name: "B", email: "a@example.com" } });
      assert.deepEqual([answer.status, answer.body.msg], [400, "Message is required."]);
    });
  });

  describe("newsletter/subscriber", () => {
    it("subscribes once however often the same address signs up", async () => {
      const email = freshEmail();
      const before = await rowCount("newsletter_subscribers");
      for (const [i, variant] of [email, email.toUpperCase(), ` ${email} `].entries()) {
        const answer = await call("POST", "/api/newsletter/subscriber", { json: { email: variant, website: "", elapsed_ms: 5000 } });
        // The same address again, within 10 minutes of its link: told the link went out a few minutes ago.
        const msg = i === 0 ? MESSAGES.subscribed : MESSAGES.subscribeRecentlySent;
        assert.deepEqual([answer.status, answer.body], [200, { success: true, msg }]);
      }
      assert.equal(await rowCount("newsletter_subscribers"), before + 1);
    });

    it("answers 4xx with a message for a malformed body, a wrong content type and an oversized body", async () => {
      const malformed = await call("POST", "/api/newsletter/subscriber", { payload: '{"email":', headers: { "content-type": "application/json" } });
      assert.deepEqual([malformed.status, malformed.body.msg], [400, MESSAGES.badJson]);
      const empty = await call("POST", "/api/newsletter/subscriber", { payload: "", headers: { "content-type": "application/json" } });
      assert.deepEqual([empty.status, empty.body.msg], [400, "Send the form fields as a JSON object."]);
      const text = await call("POST", "/api/newsletter/subscriber", { payload: "email=a@b.co", headers: { "content-type": "application/x-www-form-urlencoded" } });
      assert.deepEqual([text.status, text.body.msg], [415, MESSAGES.jsonRequired]);
      const huge = await call("POST", "/api/newsletter/subscriber", { json: { email: `${"a".repeat(70_000)}@example.com` } });
      assert.deepEqual([huge.status, huge.body.msg], [413, MESSAGES.tooLarge]);
      const poisoned = await call("POST", "/api/newsletter/subscriber", { payload: '{"email":"a@b.co","__proto__":{"x":1}}', headers: { "content-type": "application/json" } });
      assert.equal(poisoned.status, 400);
    });

    it("limits sign-ups per client address (429 with Retry-After)", async () => {
      const ip = freshAddress();
      for (let i = 0; i < service.config.rateLimits.forms.max; i++) {
        assert.equal((await call("POST", "/api/newsletter/subscriber", { ip, json: { email: freshEmail() } })).status, 200);
      }
      const limited = await call("POST", "/api/newsletter/subscriber", { ip, json: { email: freshEmail() } });
      assert.equal(limited.status, 429);
      assert.match(String(limited.body.msg), /^Too many requests\. Please wait \d+ seconds? and try again\.$|^Too many requests\. Please wait 1 minute and try again\.$/);
      assert.ok(Number(limited.headers["retry-after"]) >= 1);
      const other = await call("POST", "/api/newsletter/subscriber", { json: { email: freshEmail() } });
      assert.equal(other.status, 200, "another address is not affected");
      service.clock.ms += 60_000;
      assert.equal((await call("POST", "/api/newsletter/subscriber", { ip, json: { email: freshEmail() } })).status, 200, "the next window is open");
    });
  });

  describe("account rate limit", () => {
    it("limits sign-in attempts per client address", async () => {
      const ip = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= service.config.rateLimits.account.max; i++) {
        statuses.push((await call("POST", "/api/users/login", { ip, json: { email: "nobody@example.com", password: "guess" } })).status);
      }
      assert.deepEqual(statuses, [...Array(service.config.rateLimits.account.max).fill(401), 429]);
    });
  });

  describe("job/application", () => {
    const fields = {
      full_name: "Katherine Johnson",
      email: "katherine@example.com",
      phone: "+1-202-000-0000",
      position: "AI Research Engineer",
      linkedin_url: "https://www.linkedin.com/in/katherine",
      github_url: "https://github.com/katherine",
      portfolio_url: "",
      cover_letter: "I compute trajectories.",
      country: "United States",
    };
    let token = "";
    before(async () => {
      const { email, password } = await register();
      token = (await signIn(email, password)).token;
    });

    async function apply(
      overrides: Record<string, string> = {},
      file: { filename: string; type: string; data: Buffer } | null = { filename: "resume.pdf", type: "application/pdf", data: SAMPLE_FILES.pdf },
      auth: string | undefined = token,
    ): Promise<Answer> {
      const { payload, headers } = multipartBody({ ...fields, ...overrides }, file ? [{ field: "resume", ...file }] : []);
      return call("POST", "/api/job/application", { token: auth, payload, headers });
    }

    for (const kind of ["pdf", "doc", "docx"] as const) {
      it(`stores a ${kind.toUpperCase()} résumé in the database with its metadata, and the applicant downloads it again`, async () => {
        const answer = await apply({}, { filename: `My CV.${kind}`, type: "application/octet-stream", data: SAMPLE_FILES[kind] });
        assert.deepEqual([answer.status, answer.body.msg], [201, MESSAGES.applicationReceived("AI Research Engineer")]);
        const rows = await service.db.query<{ stored_name: string | null; original_name: string; size_bytes: number }>(
          "SELECT stored_name, original_name, size_bytes FROM resumes WHERE original_name = $1",
          [`My CV.${kind}`],
        );
        assert.equal(rows.length, 1);
        assert.equal(rows[0].stored_name, null, "no file name: nothing is on the instance's disk");
        assert.equal(rows[0].size_bytes, SAMPLE_FILES[kind].length);
        const download = await service.app.inject({ method: "GET", url: `/api/job/application/${String(answer.body.id)}/resume`, headers: { authorization: `Bearer ${token}` } });
        assert.equal(download.statusCode, 200, download.body);
        assert.deepEqual(download.rawPayload, SAMPLE_FILES[kind]);
        assert.equal(download.headers["content-type"], DOCUMENT_TYPES[kind].mediaType);
        assert.match(String(download.headers["content-disposition"]), new RegExp(`^attachment; filename="resume-[a-z0-9-]+\\.${kind}"$`));
      });
    }

    it("gives a résumé only to the account that sent it (404 for another account and an unknown id; 401 signed out)", async () => {
      const applicant = await register();
      const applicantToken = (await signIn(applicant.email, applicant.password)).token;
      const answer = await apply({}, undefined, applicantToken);
      assert.equal(answer.status, 201);
      const other = await register();
      const otherToken = (await signIn(other.email, other.password)).token;
      const url = `/api/job/application/${String(answer.body.id)}/resume`;
      const get = (address: string, auth?: string) => service.app.inject({ method: "GET", url: address, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
      const [mine, theirs, unknown, signedOut, notAnId] = await Promise.all([
        get(url, applicantToken),
        get(url, otherToken),
        get("/api/job/application/00000000-0000-4000-8000-000000000000/resume", applicantToken),
        get(url),
        get("/api/job/application/../resume", applicantToken),
      ]);
      assert.deepEqual(
        [mine.statusCode, theirs.statusCode, unknown.statusCode, signedOut.statusCode, notAnId.statusCode < 500],
        [200, 404, 404, 401, true],
      );
      assert.equal(JSON.parse(theirs.body).msg, MESSAGES.noSuchResume);
    });

    it("refuses anonymous visitors before reading the file", async () => {
      const answer = await apply({}, undefined, "");
      assert.deepEqual([answer.status, answer.body.msg], [401, MESSAGES.signInRequired]);
    });

    it("refuses a file that is named .pdf but is not one (415), and keeps nothing", async () => {
      const stored = await storedResumes(service.db);
      const applications = await rowCount("job_applications");
      const answer = await apply({}, { filename: "resume.pdf", type: "application/pdf", data: SAMPLE_FILES.png });
      assert.deepEqual([answer.status, answer.body.msg], [415, MESSAGES.resumeType]);
      assert.equal(await storedResumes(service.db), stored);
      assert.equal(await rowCount("job_applications"), applications);
    });

    it("refuses a résumé over 5 MB (413)", async () => {
      const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(API_LIMITS.resumeMaxBytes)]);
      const answer = await apply({}, { filename: "big.pdf", type: "application/pdf", data: big });
      assert.deepEqual([answer.status, answer.body.msg], [413, MESSAGES.resumeTooLarge]);
    });

    it("requires the résumé, the LinkedIn profile and a valid GitHub address", async () => {
      assert.deepEqual((await apply({}, null)).body.msg, MESSAGES.resumeRequired);
      const noFileChosen = await apply({}, { filename: "", type: "application/octet-stream", data: Buffer.alloc(0) });
      assert.deepEqual([noFileChosen.status, noFileChosen.body.msg], [400, MESSAGES.resumeRequired]);
      const asText = await apply({ resume: "my-cv.pdf" }, null);
      assert.deepEqual([asText.status, asText.body.msg], [400, MESSAGES.resumeRequired]);
      const linkedIn = await apply({ linkedin_url: "https://example.com/me" });
      assert.deepEqual([linkedIn.status, linkedIn.body.msg], [400, "Please enter a valid LinkedIn profile URL (should start with https://www.linkedin.com/in)"]);
      const gitHub = await apply({ github_url: "https://gitlab.com/me" });
      assert.deepEqual([gitHub.status, gitHub.body.msg], [400, "Please enter a valid GitHub profile URL (should start with https://github.com)"]);
      const accepted = await apply({ linkedin_url: "http://linkedin.com/in/katherine", github_url: "" });
      assert.equal(accepted.status, 201);
    });

    it("refuses unknown fields, two files and a JSON body", async () => {
      const unknown = await apply({ salary: "a lot" });
      assert.deepEqual([unknown.status, unknown.body.msg], [400, 'Unknown field "salary".']);
      const { payload, headers } = multipartBody(fields, [
        { field: "resume", filename: "a.pdf", type: "application/pdf", data: SAMPLE_FILES.pdf },
        { field: "resume", filename: "b.pdf", type: "application/pdf", data: SAMPLE_FILES.pdf },
      ]);
      const two = await call("POST", "/api/job/application", { token, payload, headers });
      assert.deepEqual([two.status, two.body.msg], [413, MESSAGES.tooManyFiles]);
      const json = await call("POST", "/api/job/application", { token, json: fields });
      assert.deepEqual([json.status, json.body.msg], [415, MESSAGES.multipartRequired]);
    });
  });

  describe("analytics/send", () => {
    const event = { event_type: "pageview", event_target: "/page-pricing/", session_id: "s-1", page_url: "http://127.0.0.1:8000/page-pricing/" };

    it("stores one event with the request's address, and a batch", async () => {
      const before = await rowCount("analytics_events");
      const ip = freshAddress();
      assert.equal((await call("POST", "/api/analytics/send", { ip, json: event })).status, 201);
      const rows = await service.db.query<{ ip_address: string }>("SELECT ip_address FROM analytics_events WHERE session_id = 's-1'");
      assert.deepEqual(rows, [{ ip_address: ip.replace(/\.\d+$/, ".0/24") }], "stored truncated to its /24");
      const batch = Array.from({ length: 3 }, (_, i) => ({ ...event, event_type: "click", event_target: `button-${i}`, created_date: "2026-11-23T10:00:00Z" }));
      assert.equal((await call("POST", "/api/analytics/send", { json: batch })).status, 201);
      assert.equal(await rowCount("analytics_events"), before + 4);
    });

    it("refuses an unknown event type, an empty batch and an over-long batch", async () => {
      const wrong = await call("POST", "/api/analytics/send", { json: [event, { ...event, event_type: "scroll" }] });
      assert.deepEqual([wrong.status, wrong.body.msg], [400, "Event 2: Event type must be one of: click, pageview."]);
      const empty = await call("POST", "/api/analytics/send", { json: [] });
      assert.deepEqual([empty.status, empty.body.msg], [400, "Send between 1 and 50 events at a time."]);
      const long = await call("POST", "/api/analytics/send", { json: Array(51).fill(event) });
      assert.deepEqual([long.status, long.body.msg], [400, "Send between 1 and 50 events at a time."]);
    });
  });

  describe("unknown calls and headers", () => {
    it("answers JSON 404 for an unknown call and 405 for a wrong method", async () => {
      const missing = await call("GET", "/api/users/everyone");
      assert.deepEqual([missing.status, missing.body.msg], [404, MESSAGES.noSuchCall]);
      const wrongMethod = await call("GET", "/api/users/login");
      assert.deepEqual([wrongMethod.status, wrongMethod.body.msg], [405, MESSAGES.methodNotAllowed]);
    });

    it("sends security headers and no CORS permission to an origin not configured", async () => {
      const response = await service.app.inject({ method: "GET", url: "/api/users/count", headers: { origin: "https://evil.example" } });
      assert.equal(response.headers["x-content-type-options"], "nosniff");
      assert.match(String(response.headers["content-security-policy"]), /object-src 'none'/);
      // Every channel src/features/marketing/video.ts can embed (youtube, vimeo, youku) may play in a frame.
      const frames = /frame-src ([^;]*)/.exec(String(response.headers["content-security-policy"]))?.[1].split(" ");
      assert.deepEqual(frames, ["https://www.youtube-nocookie.com", "https://player.vimeo.com", "https://player.youku.com"]);
      assert.match(String(response.headers["content-security-policy"]), /connect-src 'self';/);
      assert.equal(response.headers["access-control-allow-origin"], undefined);
    });
  });
});

describe("CORS for configured origins", () => {
  let cors: TestService;
  before(async () => {
    cors = await startService({ CORS_ORIGINS: "https://www.gestura.example" });
  });
  after(async () => {
    await cors?.close();
  });

  it("allows the configured origin, with Authorization, and no other", async () => {
    const preflight = await cors.app.inject({
      method: "OPTIONS",
      url: "/api/users/me",
      headers: { origin: "https://www.gestura.example", "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
    });
    assert.equal(preflight.headers["access-control-allow-origin"], "https://www.gestura.example");
    assert.match(String(preflight.headers["access-control-allow-headers"]), /Authorization/i);
    const other = await cors.app.inject({ method: "GET", url: "/api/users/count", headers: { origin: "https://other.example" } });
    assert.equal(other.headers["access-control-allow-origin"], undefined);
  });
});
