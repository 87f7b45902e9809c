/**
 * Text a client sends is refused with a sentence, never answered 500 (review 3 N6): a lone surrogate in any string
 * field (JSON, multipart, query), bytes that are not UTF-8 in a JSON body; text in another normalisation form is
 * simply text. And when the database does fail, the error logged carries none of what the visitor sent.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp } from "../src/app";
import { readConfig } from "../src/config";
import { type Database, type Queryable, withoutVisitorData } from "../src/db/database";
import { MESSAGES } from "../src/messages";
import * as schemas from "../../src/lib/api-schemas";
import { SAMPLE_FILES, STORE, type TestService, freshAddress, freshEmail, multipartBody, startService } from "./helpers";

let service: TestService;
let token = "";
before(async () => {
  service = await startService();
  const email = freshEmail();
  const json = (url: string, body: unknown) =>
    send({ method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
  assert.equal((await json("/api/users/register", { email, password: "correct horse battery" })).statusCode, 201);
  token = String(JSON.parse((await json("/api/users/login", { email, password: "correct horse battery" })).body).token);
});
after(() => service?.close());

function send(options: InjectOptions, app: FastifyInstance = service.app) {
  return app.inject({ remoteAddress: freshAddress(), ...options });
}
const post = (url: string, body: unknown) =>
  send({ method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
const answer = (response: { statusCode: number; body: string }) => [response.statusCode, (JSON.parse(response.body) as { msg: string }).msg];

const contact = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", message: "Hello" };
const demo = { ...contact, phone_number: "+1 202 555 0100", company_name: "Engines", subject: "Demo Request" };
const reservation = { name: "Ada", email: "ada@example.com", company: "Co", country: "Canada", lines: [{ id: "1", quantity: 1, price: 1499.99 }] };
const application = {
  full_name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 202 555 0100",
  position: "Engineer",
  linkedin_url: "https://www.linkedin.com/in/ada",
};

describe(`lone surrogates (${STORE} database)`, () => {
  // JSON.stringify writes a lone surrogate as the escape "\ud800", which JSON.parse turns back into one.
  const cases: [string, string, Record<string, unknown>, string][] = [
    ["the review's contact e-mail", "/api/contact/form-submission", { ...contact, email: "\ud800@example.com" }, "Email"],
    ["a demo request's e-mail", "/api/demo/schedule-demo", { ...demo, email: "ada\udfff@example.com" }, "Email"],
    ["a reservation's e-mail", "/api/shop/reservation", { ...reservation, email: "\udc00\ud800@example.com" }, "Email"],
    ["a contact message cut inside an emoji", "/api/contact/form-submission", { ...contact, message: "Thanks 😀".slice(0, -1) }, "Message"],
    ["a newsletter e-mail", "/api/newsletter/subscriber", { email: "a\ud83d@example.com" }, "Email"],
    ["a password", "/api/users/register", { email: freshEmail(), password: "correct horse \ud800" }, "Password"],
    ["a product id", "/api/shop/reservation", { ...reservation, lines: [{ id: "\ud800", quantity: 1, price: 1 }] }, "Line 1: Product"],
    [
      "a consent policy version",
      "/api/consent/record",
      {
        id: "0b8f2a4e-5c1d-4e6f-9a7b-3c2d1e0f9a8b",
        preferences: true,
        statistics: false,
        marketing: false,
        revision: 1,
        policyVersion: "v\ud800",
        savedAt: "2026-11-23T10:00:00Z",
      },
      "Policy version",
    ],
  ];
  for (const [what, url, body, label] of cases) {
    it(`answers ${what} with 400 and a sentence`, async () => {
      const expected = label.startsWith("Line 1: ") ? `Line 1: ${MESSAGES.brokenCharacter(label.slice(8))}` : MESSAGES.brokenCharacter(label);
      assert.deepEqual(answer(await post(url, body)), [400, expected]);
    });
  }

  it("answers an analytics event (also as a beacon's text/plain) with 400", async () => {
    const event = { event_type: "click", event_target: "\udead", session_id: "s", page_url: "https://example.com/" };
    for (const type of ["application/json", "text/plain"]) {
      const response = await send({
        method: "POST",
        url: "/api/analytics/send",
        headers: { "content-type": type },
        payload: JSON.stringify([event]),
      });
      assert.deepEqual(answer(response), [400, `Event 1: ${MESSAGES.brokenCharacter("Event target")}`]);
    }
  });

  it("answers a job application's multipart field with 400, before a file is kept", async () => {
    // UTF-8 bytes cannot hold a lone surrogate, but a part may declare its own charset, and busboy decodes by it.
    const resume = { field: "resume", filename: "cv.pdf", type: "application/pdf", data: SAMPLE_FILES.pdf };
    const { payload, headers } = multipartBody({ ...application, country: "Fr\ud800nce" }, [resume], { country: "utf-16le" });
    const response = await send({ method: "POST", url: "/api/job/application", headers: { ...headers, authorization: `Bearer ${token}` }, payload });
    assert.deepEqual(answer(response), [400, MESSAGES.brokenCharacter("Country")]);
    const [{ n }] = await service.db.query<{ n: number }>("SELECT count(*)::int AS n FROM job_applications");
    assert.equal(n, 0);
  });

  it("answers a one-click unsubscribe whose query token is broken with 400", async () => {
    const response = await send({
      method: "POST",
      url: "/api/newsletter/unsubscribe?token=%ED%A0%80",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    assert.equal(response.statusCode, 400);
    const query = await send({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${"A".repeat(30)}\ud800`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    assert.equal(query.statusCode, 400);
  });

  it("keeps every string of every request schema under the check", () => {
    const unchecked: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${where}[${index}]`));
      if (typeof node !== "object" || node === null) return;
      const record = node as Record<string, unknown>;
      if (record.type === "string" && record.wellFormed !== true) unchecked.push(where);
      for (const [key, value] of Object.entries(record)) walk(value, `${where}.${key}`);
    };
    const requestSchemas = Object.entries(schemas).filter(([name]) => /(Body|Query)$/.test(name));
    assert.ok(requestSchemas.length >= 13, `${requestSchemas.length} schemas`);
    for (const [name, value] of requestSchemas) walk(value, name);
    assert.deepEqual(unchecked, []);
  });
});

describe(`bytes that are not UTF-8 and text in other normalisation forms (${STORE} database)`, () => {
  /** A contact message whose first name is `bytes`, raw, inside the JSON. */
  const withRawName = (bytes: number[]) =>
    Buffer.concat([Buffer.from('{"first_name":"A'), Buffer.from(bytes), Buffer.from('","last_name":"B","email":"raw@example.com","message":"m"}')]);
  const broken: [string, number[]][] = [
    ["an overlong slash (C0 AF)", [0xc0, 0xaf]],
    ["an overlong three-byte form (E0 80 AF)", [0xe0, 0x80, 0xaf]],
    ["an overlong four-byte form (F0 80 80 AF)", [0xf0, 0x80, 0x80, 0xaf]],
    ["an encoded surrogate (ED A0 80)", [0xed, 0xa0, 0x80]],
    ["a stray continuation byte", [0x80]],
    ["Latin-1 é", [0xe9]],
  ];
  for (const [what, bytes] of broken) {
    it(`answers ${what} in a JSON body with 400 and stores nothing`, async () => {
      const response = await send({
        method: "POST",
        url: "/api/contact/form-submission",
        headers: { "content-type": "application/json" },
        payload: withRawName(bytes),
      });
      assert.deepEqual(answer(response), [400, MESSAGES.notUtf8]);
      const rows = await service.db.query("SELECT 1 FROM contact_messages WHERE email = 'raw@example.com'");
      assert.equal(rows.length, 0);
    });
  }

  it("accepts names in NFC, NFD and compatibility forms and keeps them as sent", async () => {
    const names = ["Ame\u0301lie", "Am\u00e9lie", "\uff21da", "\ufb01ona", "Zoe\u0308 \u00c5ngstr\u00f6m"];
    for (const first_name of names) {
      const email = freshEmail();
      assert.equal((await post("/api/contact/form-submission", { ...contact, first_name, email })).statusCode, 201, first_name);
      const [row] = await service.db.query<{ first_name: string }>("SELECT first_name FROM contact_messages WHERE email = $1", [email]);
      assert.equal(row.first_name, first_name);
    }
  });
});

/**
 * The service on a store whose contact insert runs `instead` in its place, on the same connection (every other
 * statement goes through), logging at warn level and above into `lines`.
 */
async function appWithFailingContactInsert(
  instead: (q: Queryable, params: readonly unknown[] | undefined) => Promise<unknown[]>,
  lines: string[],
): Promise<FastifyInstance> {
  const failing = (q: Queryable): Queryable => ({
    exec: (sql) => q.exec(sql),
    query: <Row>(sql: string, params?: readonly unknown[]) =>
      sql.includes("INSERT INTO contact_messages") ? (instead(q, params) as Promise<Row[]>) : q.query<Row>(sql, params),
  });
  const db: Database = { ...service.db, ...failing(service.db), transaction: (work) => service.db.transaction((tx) => work(failing(tx))) };
  const config = readConfig({ API_ONLY: "true", MAIL_DELIVERY: "false" }, process.cwd());
  const app = await buildApp({ config, db, logger: { level: "warn", stream: { write: (line: string) => lines.push(line) } } });
  await app.ready();
  return app;
}

describe(`the database error path (${STORE} database)`, () => {
  it("drops the parameters, detail and context of a database error, and the value quoted in its message", async () => {
    const error = await service.db.query("SELECT $1::uuid, $2::jsonb", ["secret-visitor", "{}"]).then(
      () => null,
      (failure: unknown) => failure,
    );
    assert.ok(error instanceof Error);
    assert.equal((error as { code?: string }).code, "22P02");
    assert.doesNotMatch(JSON.stringify({ ...error, message: error.message, stack: error.stack }), /secret-visitor/);
    const unique = withoutVisitorData(
      Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
        detail: "Key (email)=(ada@example.com) already exists.",
      }),
    );
    assert.deepEqual(
      [(unique as Error).message, "detail" in (unique as object)],
      ['duplicate key value violates unique constraint "users_email_key"', false],
    );
  });

  it("logs a failed request at error level without the visitor's name, address or message", async () => {
    // A store that fails the way review 3 N6 saw: the contact row's values reach PostgreSQL in a query it refuses.
    const lines: string[] = [];
    const app = await appWithFailingContactInsert(
      (q, params) => q.query("SELECT $1::text, $2::jsonb", [JSON.stringify(params), `{"Reply-To": "\\ud800${String(params?.[3])}"}`]),
      lines,
    );
    try {
      const response = await send(
        {
          method: "POST",
          url: "/api/contact/form-submission",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ ...contact, first_name: "Zebedee", email: "zebedee.private@example.net", message: "my secret plan" }),
        },
        app,
      );
      assert.deepEqual(answer(response), [500, MESSAGES.serverError]);
      assert.equal(lines.length, 1, "one error line");
      assert.match(lines[0], /"level":50/);
      assert.match(lines[0], /invalid input syntax for type json/);
      assert.doesNotMatch(lines[0], /Zebedee|zebedee|secret plan/);
    } finally {
      await app.close();
    }
  });

  it("answers 503 with Retry-After, not 500, when the database is out of time or connections", async () => {
    // What a launch-day burst raised on PostgreSQL: a statement past statement_timeout, no pooled connection in time.
    const overloads = [
      Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
      new Error("timeout exceeded when trying to connect"),
    ];
    for (const overload of overloads) {
      const lines: string[] = [];
      const app = await appWithFailingContactInsert(() => Promise.reject(overload), lines);
      try {
        const response = await send(
          { method: "POST", url: "/api/contact/form-submission", headers: { "content-type": "application/json" }, payload: JSON.stringify(contact) },
          app,
        );
        assert.deepEqual(answer(response), [503, MESSAGES.busy], overload.message);
        assert.equal(response.headers["retry-after"], "2");
        assert.equal(lines.length, 1, "one warning line");
        assert.match(lines[0], /"level":40/);
        assert.match(lines[0], /database overloaded/);
      } finally {
        await app.close();
      }
    }
  });
});
