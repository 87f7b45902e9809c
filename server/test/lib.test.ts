/**
 * Unit tests for the service's pure modules: settings, error sentences, file sniffing, tokens, rate-limit arithmetic.
 */
import assert from "node:assert/strict";
import { ARGON2_COSTS } from "../src/routes/users";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import type { AnalyticsEvent } from "../../src/lib/api-contract";
import { isEmailAddress, isProfileUrl, normaliseEmail } from "../../src/lib/api-contract";
import { ConfigError, readConfig, redactDatabaseUrl } from "../src/config";
import { readMigrations } from "../src/db/migrate";
import { type LockOwner, acquireFolderLock, currentOwner, holderIsLive } from "../src/db/embedded";
import { clientKey, quotaKey, truncatedAddress } from "../src/lib/client-address";
import { redactSmtpUrl } from "../src/mail/delivery";
import { sniffDocument } from "../src/lib/documents";
import { SAMPLE_FILES } from "./helpers";
import { createBatcher } from "../src/lib/batch";
import { BusyError, createLimiter } from "../src/lib/limiter";
import { createPagePolicies, inlineScriptHashes, pagePolicy } from "../src/lib/page-policy";
import { describeWait, secondsUntilNextWindow, windowStart } from "../src/lib/rate-limit";
import { bearerToken, hashToken, newToken } from "../src/lib/tokens";
import { describeSchemaError, type SchemaError } from "../src/lib/validation";
import { eventRow, valuesPlaceholders } from "../src/routes/forms";
import { cacheControlFor, resolveSitePath } from "../src/site";

const CWD = "/srv/app";

/** The problems `readConfig` reports for `env`, or fails the test when it accepts it. */
function configProblems(env: Record<string, string>): string[] {
  try {
    readConfig(env, CWD);
  } catch (error) {
    assert.ok(error instanceof ConfigError, `expected a ConfigError, got ${String(error)}`);
    return error.problems;
  }
  assert.fail(`expected ${JSON.stringify(env)} to be refused`);
}

describe("config", () => {
  it("runs with sensible defaults when nothing is set", () => {
    assert.deepEqual(readConfig({}, CWD), {
      host: "127.0.0.1",
      port: 8000,
      dataDir: "/srv/app/.data",
      databaseUrl: null,
      migrateOnStart: true,
      siteDir: "/srv/app/public",
      corsOrigins: [],
      siteUrl: "http://127.0.0.1:8000",
      publicApiUrl: "http://127.0.0.1:8000/api/",
      production: false,
      trustProxy: false,
      logLevel: "info",
      logRequests: false,
      logMail: false,
      connectOrigins: [],
      sessionDays: 30,
      sessionHours: 12,
      rateLimits: {
        account: { max: 10, windowSeconds: 60 },
        forms: { max: 5, windowSeconds: 60 },
        analytics: { max: 120, windowSeconds: 60 },
        resetPerEmail: { max: 3, windowSeconds: 3600 },
        loginFailuresPerEmail: { max: 10, windowSeconds: 900 },
      },
      quotas: { applicationsPerDay: 5, applicationsTotal: 20, analyticsBytesPerDay: 2_000_000, consentReceiptsPerDay: 100 },
      analyticsRetentionDays: 395,
      consentRetentionDays: 1096,
      requestTimeoutSeconds: 120,
      hashConcurrency: 2,
      passwordHashCost: "standard",
      referralBoost: 10,
      mail: {
        smtpUrl: null,
        from: null,
        team: null,
        deliver: true,
        maxAttempts: 8,
        retrySeconds: 60,
        slowRetrySeconds: 3600,
        slowRetryDays: 3,
        smtpTimeoutSeconds: 60,
        smtpRequireTls: false,
        concurrency: 2,
        pollSeconds: 10,
      },
    });
  });

  it("reads the mail settings and refuses malformed ones, naming each", () => {
    const mail = readConfig({ SMTP_URL: "smtps://user:secret@mail.example.com:465", MAIL_FROM: "Gestura <hello@gestura.example>", TEAM_EMAIL: "team@gestura.example" }, CWD).mail;
    assert.deepEqual([mail.smtpUrl, mail.from, mail.team], ["smtps://user:secret@mail.example.com:465", "Gestura <hello@gestura.example>", "team@gestura.example"]);
    assert.deepEqual(configProblems({ SMTP_URL: "http://mail.example.com", MAIL_FROM: "Gestura <not an address>", TEAM_EMAIL: "a@example.com, b@example.com" }), [
      "SMTP_URL must look like smtp://user:password@mail.example.com:587 (or smtps:// for TLS from the start).",
      'MAIL_FROM="Gestura <not an address>" must be an address, or a name and an address such as Gestura <hello@example.com>.',
      'TEAM_EMAIL="a@example.com, b@example.com" must be one e-mail address.',
    ]);
    assert.equal(redactSmtpUrl("smtps://user:secret@mail.example.com:465"), "smtps://user:***@mail.example.com:465");
    assert.equal(readConfig({ GATSBY_API_URL: "https://api.gestura.example/api" }, CWD).publicApiUrl, "https://api.gestura.example/api/");
    assert.equal(readConfig({ SITE_URL: "https://gestura.example", GATSBY_API_URL: "/api/" }, CWD).publicApiUrl, "https://gestura.example/api/");
  });

  it("treats blank variables as unset", () => {
    assert.deepEqual(readConfig({ PORT: "  ", DATABASE_URL: "", CORS_ORIGINS: " " }, CWD), readConfig({}, CWD));
  });

  it("logs reset mail only when asked to, whatever NODE_ENV says", () => {
    const production = readConfig({ NODE_ENV: "production", SITE_URL: "https://www.example.com" }, CWD);
    assert.equal(production.production, true);
    assert.equal(production.logMail, false);
    assert.equal(readConfig({}, CWD).logMail, false);
    assert.equal(readConfig({ NODE_ENV: "test" }, CWD).logMail, false);
    assert.equal(readConfig({ LOG_MAIL: "true" }, CWD).logMail, true);
  });

  it("hashes passwords at OWASP's cost in production; the cheap test cost is refused there with a sentence", () => {
    const production = readConfig({ NODE_ENV: "production", SITE_URL: "https://www.example.com" }, CWD);
    assert.equal(production.passwordHashCost, "standard");
    assert.deepEqual(ARGON2_COSTS[production.passwordHashCost], { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    assert.deepEqual(configProblems({ NODE_ENV: "production", SITE_URL: "https://www.example.com", PASSWORD_HASH_COST: "test" }), [
      "PASSWORD_HASH_COST=test is for test suites only: with NODE_ENV=production every password gets the standard cost.",
    ]);
    assert.equal(readConfig({ PASSWORD_HASH_COST: "test" }, CWD).passwordHashCost, "test");
    assert.deepEqual(configProblems({ PASSWORD_HASH_COST: "cheap" }), ['PASSWORD_HASH_COST="cheap" must be one of standard, test.']);
  });

  it("trusts the listed proxies only, and refuses TRUST_PROXY=true in production with a sentence", () => {
    assert.deepEqual(readConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,2001:db8::/32" }, CWD).trustProxy, ["loopback", "10.0.0.0/8", "2001:db8::/32"]);
    assert.equal(readConfig({ TRUST_PROXY: "true" }, CWD).trustProxy, true);
    const problems = configProblems({ TRUST_PROXY: "true", NODE_ENV: "production", SITE_URL: "https://www.example.com" });
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^TRUST_PROXY=true would let any client choose its own address/);
    assert.match(configProblems({ TRUST_PROXY: "10.0.0.0/40" })[0], /TRUST_PROXY entry "10.0.0.0\/40" must be an address, a CIDR/);
  });

  it("refuses plain HTTP in production: SITE_URL must be set and https, CORS origins https (review L8)", () => {
    assert.deepEqual(configProblems({ NODE_ENV: "production" }), [
      "SITE_URL must be set when NODE_ENV=production: the https address the e-mailed links open, such as https://www.example.com.",
    ]);
    assert.deepEqual(configProblems({ NODE_ENV: "production", SITE_URL: "http://0.0.0.0:8000", CORS_ORIGINS: "http://www.example.com,https://app.example.com" }), [
      'SITE_URL="http://0.0.0.0:8000" must be an https address when NODE_ENV=production.',
      'CORS_ORIGINS entry "http://www.example.com" must be https when NODE_ENV=production.',
    ]);
    const secure = readConfig({ NODE_ENV: "production", SITE_URL: "https://www.example.com", CORS_ORIGINS: "https://app.example.com" }, CWD);
    assert.deepEqual([secure.siteUrl, secure.corsOrigins], ["https://www.example.com", ["https://app.example.com"]]);
    // Outside production a local address stays the default.
    assert.equal(readConfig({}, CWD).siteUrl, "http://127.0.0.1:8000");
  });

  it("lets pages call the API and the IP lookup where the build says they are (CSP connect-src, review L14)", () => {
    assert.deepEqual(readConfig({ GATSBY_API_URL: "/api/" }, CWD).connectOrigins, []);
    const elsewhere = readConfig({ GATSBY_API_URL: "https://api.example.com/v1/", GATSBY_IP_LOOKUP_URL: "https://ip.example.net/json" }, CWD);
    assert.deepEqual(elsewhere.connectOrigins, ["https://api.example.com", "https://ip.example.net"]);
    assert.deepEqual(configProblems({ GATSBY_IP_LOOKUP_URL: "ftp://ip.example.net" }), [
      'GATSBY_IP_LOOKUP_URL="ftp://ip.example.net" must be a path on this site (such as /api/) or an http(s) address.',
    ]);
  });

  it("allows more argon2 at once when libuv's pool is larger", () => {
    assert.equal(readConfig({ HASH_CONCURRENCY: "6", UV_THREADPOOL_SIZE: "8" }, CWD).hashConcurrency, 6);
  });

  it("serves no site when API_ONLY is set", () => {
    assert.equal(readConfig({ API_ONLY: "true" }, CWD).siteDir, null);
    assert.equal(readConfig({ API_ONLY: "false" }, CWD).siteDir, "/srv/app/public");
  });

  const overrides: { name: string; env: Record<string, string>; pick: (c: ReturnType<typeof readConfig>) => unknown; expected: unknown }[] = [
    { name: "PORT", env: { PORT: "3000" }, pick: (c) => c.port, expected: 3000 },
    { name: "PORT also moves the default site URL", env: { PORT: "3000" }, pick: (c) => c.siteUrl, expected: "http://127.0.0.1:3000" },
    { name: "HOST", env: { HOST: "0.0.0.0" }, pick: (c) => c.host, expected: "0.0.0.0" },
    { name: "relative DATA_DIR", env: { DATA_DIR: "var/data" }, pick: (c) => c.dataDir, expected: "/srv/app/var/data" },
    { name: "absolute DATA_DIR", env: { DATA_DIR: "/var/lib/site" }, pick: (c) => c.dataDir, expected: "/var/lib/site" },
    { name: "MIGRATE_ON_START=false (a release step migrates)", env: { MIGRATE_ON_START: "false" }, pick: (c) => c.migrateOnStart, expected: false },
    { name: "SITE_DIR", env: { SITE_DIR: "build" }, pick: (c) => c.siteDir, expected: "/srv/app/build" },
    {
      name: "DATABASE_URL postgres://",
      env: { DATABASE_URL: "postgres://u:p@db:5432/site" },
      pick: (c) => c.databaseUrl,
      expected: "postgres://u:p@db:5432/site",
    },
    {
      name: "DATABASE_URL postgresql://",
      env: { DATABASE_URL: "postgresql://db/site" },
      pick: (c) => c.databaseUrl,
      expected: "postgresql://db/site",
    },
    {
      name: "CORS_ORIGINS list, trailing slash normalised",
      env: { CORS_ORIGINS: "https://www.example.com/, http://localhost:8000" },
      pick: (c) => c.corsOrigins,
      expected: ["https://www.example.com", "http://localhost:8000"],
    },
    { name: "SITE_URL without trailing slash", env: { SITE_URL: "https://www.example.com/" }, pick: (c) => c.siteUrl, expected: "https://www.example.com" },
    { name: "TRUST_PROXY=true (development)", env: { TRUST_PROXY: "true" }, pick: (c) => c.trustProxy, expected: true },
    { name: "TRUST_PROXY=1", env: { TRUST_PROXY: "1" }, pick: (c) => c.trustProxy, expected: true },
    { name: "TRUST_PROXY=NO", env: { TRUST_PROXY: "NO" }, pick: (c) => c.trustProxy, expected: false },
    { name: "LOG_LEVEL", env: { LOG_LEVEL: "debug" }, pick: (c) => c.logLevel, expected: "debug" },
    { name: "SESSION_DAYS", env: { SESSION_DAYS: "7" }, pick: (c) => c.sessionDays, expected: 7 },
    { name: "SESSION_HOURS", env: { SESSION_HOURS: "2" }, pick: (c) => c.sessionHours, expected: 2 },
    {
      name: "RATE_LIMIT_* values",
      env: { RATE_LIMIT_ACCOUNT: "20", RATE_LIMIT_FORMS: "6", RATE_LIMIT_ANALYTICS: "1000", RATE_LIMIT_RESET_PER_EMAIL: "1", RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: "4" },
      pick: (c) => c.rateLimits,
      expected: {
        account: { max: 20, windowSeconds: 60 },
        forms: { max: 6, windowSeconds: 60 },
        analytics: { max: 1000, windowSeconds: 60 },
        resetPerEmail: { max: 1, windowSeconds: 3600 },
        loginFailuresPerEmail: { max: 4, windowSeconds: 900 },
      },
    },
    {
      name: "QUOTA_*",
      env: { QUOTA_APPLICATIONS_PER_DAY: "2", QUOTA_APPLICATIONS_TOTAL: "9", QUOTA_ANALYTICS_BYTES_PER_DAY: "5000", QUOTA_CONSENT_RECEIPTS_PER_DAY: "7" },
      pick: (c) => c.quotas,
      expected: { applicationsPerDay: 2, applicationsTotal: 9, analyticsBytesPerDay: 5000, consentReceiptsPerDay: 7 },
    },
  ];
  for (const { name, env, pick, expected } of overrides) {
    it(`honours ${name}`, () => {
      assert.deepEqual(pick(readConfig(env, CWD)), expected);
    });
  }

  const refused: { env: Record<string, string>; variable: string }[] = [
    { env: { PORT: "abc" }, variable: "PORT" },
    { env: { PORT: "0" }, variable: "PORT" },
    { env: { PORT: "65536" }, variable: "PORT" },
    { env: { PORT: "80.5" }, variable: "PORT" },
    { env: { PORT: "-1" }, variable: "PORT" },
    { env: { DATABASE_URL: "mysql://x" }, variable: "DATABASE_URL" },
    { env: { CORS_ORIGINS: "https://a.example/path" }, variable: "CORS_ORIGINS" },
    { env: { CORS_ORIGINS: "ftp://a.example" }, variable: "CORS_ORIGINS" },
    { env: { CORS_ORIGINS: "a.example" }, variable: "CORS_ORIGINS" },
    { env: { SITE_URL: "ftp://a.example" }, variable: "SITE_URL" },
    { env: { SITE_URL: "not a url" }, variable: "SITE_URL" },
    { env: { TRUST_PROXY: "maybe" }, variable: "TRUST_PROXY" },
    { env: { API_ONLY: "2" }, variable: "API_ONLY" },
    { env: { LOG_LEVEL: "verbose" }, variable: "LOG_LEVEL" },
    { env: { SESSION_DAYS: "366" }, variable: "SESSION_DAYS" },
    { env: { RATE_LIMIT_ACCOUNT: "0" }, variable: "RATE_LIMIT_ACCOUNT" },
    { env: { RATE_LIMIT_FORMS: "five" }, variable: "RATE_LIMIT_FORMS" },
    { env: { RATE_LIMIT_ANALYTICS: "1.5" }, variable: "RATE_LIMIT_ANALYTICS" },
    { env: { RATE_LIMIT_RESET_PER_EMAIL: "-3" }, variable: "RATE_LIMIT_RESET_PER_EMAIL" },
    { env: { RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: "0" }, variable: "RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL" },
    { env: { QUOTA_APPLICATIONS_PER_DAY: "many" }, variable: "QUOTA_APPLICATIONS_PER_DAY" },
    { env: { QUOTA_APPLICATIONS_TOTAL: "0" }, variable: "QUOTA_APPLICATIONS_TOTAL" },
    { env: { QUOTA_ANALYTICS_BYTES_PER_DAY: "10" }, variable: "QUOTA_ANALYTICS_BYTES_PER_DAY" },
    { env: { MIGRATE_ON_START: "sometimes" }, variable: "MIGRATE_ON_START" },
    { env: { ANALYTICS_RETENTION_DAYS: "0" }, variable: "ANALYTICS_RETENTION_DAYS" },
    { env: { REQUEST_TIMEOUT_SECONDS: "1" }, variable: "REQUEST_TIMEOUT_SECONDS" },
    { env: { HASH_CONCURRENCY: "0" }, variable: "HASH_CONCURRENCY" },
    // libuv's pool has 4 threads unless UV_THREADPOOL_SIZE says otherwise; hashing must leave one for files.
    { env: { HASH_CONCURRENCY: "4" }, variable: "UV_THREADPOOL_SIZE" },
    { env: { HASH_CONCURRENCY: "8", UV_THREADPOOL_SIZE: "8" }, variable: "UV_THREADPOOL_SIZE" },
  ];
  for (const { env, variable } of refused) {
    const [value] = Object.values(env);
    it(`refuses ${variable}=${value} and says which variable`, () => {
      const problems = configProblems(env);
      assert.equal(problems.length, 1, problems.join("\n"));
      assert.ok(problems[0].includes(variable), problems[0]);
    });
  }

  it("lists every bad variable at once", () => {
    const problems = configProblems({ PORT: "abc", DATABASE_URL: "mysql://x", CORS_ORIGINS: "https://a.example/path" });
    assert.equal(problems.length, 3, problems.join("\n"));
    assert.ok(problems[0].includes("PORT"), problems[0]);
    assert.ok(problems[1].includes("DATABASE_URL"), problems[1]);
    assert.ok(problems[2].includes("CORS_ORIGINS"), problems[2]);
  });

  it("says what a bad number must be", () => {
    assert.deepEqual(configProblems({ PORT: "abc" }), ['PORT="abc" must be a whole number from 1 to 65535.']);
  });

  it("puts every problem in the error message", () => {
    assert.throws(
      () => readConfig({ PORT: "abc", TRUST_PROXY: "maybe" }, CWD),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.name === "ConfigError" &&
        error.message ===
          'Invalid configuration:\n  - PORT="abc" must be a whole number from 1 to 65535.\n  - TRUST_PROXY entry "maybe" must be an address, a CIDR such as 10.0.0.0/8, or one of loopback, linklocal, uniquelocal.',
    );
  });

  const redactions: [string, string][] = [
    ["postgres://user:secret@db.example:5432/site", "postgres://user:***@db.example:5432/site"],
    ["postgres://user@db.example/site", "postgres://user@db.example/site"],
    ["postgres://db.example/site", "postgres://db.example/site"],
    ["not a url", "(unparsable DATABASE_URL)"],
  ];
  for (const [url, expected] of redactions) {
    it(`redacts ${url} for logs`, () => {
      assert.equal(redactDatabaseUrl(url), expected);
    });
  }
});

describe("validation", () => {
  const err = (keyword: string, instancePath: string, params: Record<string, unknown> = {}, extra: Partial<SchemaError> = {}): SchemaError => ({
    keyword,
    instancePath,
    params,
    ...extra,
  });

  const cases: { name: string; error: SchemaError; what?: string; expected: string }[] = [
    { name: "missing field", error: err("required", "", { missingProperty: "first_name" }), expected: "First name is required." },
    { name: "unknown field", error: err("additionalProperties", "", { additionalProperty: "x" }), expected: 'Unknown field "x".' },
    { name: "body not an object", error: err("type", "", { type: "object" }, { data: "hi" }), expected: "Send the form fields as a JSON object." },
    { name: "body not an object, named", error: err("type", "", { type: "object" }), what: "event", expected: "Send the event as a JSON object." },
    { name: "field not text", error: err("type", "/password", { type: "string" }, { data: 5 }), expected: "Password must be text." },
    { name: "field not a boolean", error: err("type", "/is_authenticated", { type: "boolean" }), expected: "Signed-in flag must be true or false." },
    { name: "field of an unnamed type", error: err("type", "/email", { type: "null" }), expected: "Email must be null." },
    { name: "too short", error: err("minLength", "/password", { limit: 8 }, { data: "abc" }), expected: "Password must be at least 8 characters." },
    { name: "too long", error: err("maxLength", "/message", { limit: 5000 }, { data: "x" }), expected: "Message must be at most 5000 characters." },
    {
      name: "email pattern",
      error: err("pattern", "/email", { pattern: "..." }, { data: "nope" }),
      expected: "Email must be an e-mail address such as name@example.com.",
    },
    {
      name: "phone pattern",
      error: err("pattern", "/phone_number", { pattern: "..." }, { data: "call me" }),
      expected: "Phone number must be a phone number such as +1-202-000-0000.",
    },
    {
      name: "date pattern",
      error: err("pattern", "/created_date", { pattern: "..." }, { data: "yesterday" }),
      expected: "Date must be an ISO 8601 date-time from 1970 to 2099, such as 2026-11-23T10:00:00Z.",
    },
    { name: "pattern without an explanation", error: err("pattern", "/username", { pattern: "..." }, { data: "x y" }), expected: "Username is not valid." },
    { name: "blank string failing pattern", error: err("pattern", "/email", { pattern: "..." }, { data: "   " }), expected: "Email is required." },
    { name: "blank string failing minLength", error: err("minLength", "/first_name", { limit: 1 }, { data: "" }), expected: "First name is required." },
    { name: "blank string failing format", error: err("format", "/portfolio_url", { format: "uri" }, { data: " " }), expected: "Portfolio URL is required." },
    {
      name: "enum",
      error: err("enum", "/event_type", { allowedValues: ["click", "pageview"] }, { data: "hover" }),
      expected: "Event type must be one of: click, pageview.",
    },
    { name: "const", error: err("const", "/subject", { allowedValue: "Demo Request" }, { data: "Hi" }), expected: 'Subject must be "Demo Request".' },
    { name: "other keyword", error: err("format", "/portfolio_url", { format: "uri" }, { data: "x" }), expected: "Portfolio URL is not valid." },
    { name: "unknown field name", error: err("type", "/foo", { type: "string" }), expected: 'The field "foo" must be text.' },
    {
      name: "array item field, one-based",
      error: err("enum", "/0/event_type", { allowedValues: ["click", "pageview"] }, { data: "hover" }),
      expected: "Event 1: Event type must be one of: click, pageview.",
    },
    {
      name: "array item missing field",
      error: err("required", "/2", { missingProperty: "session_id" }),
      expected: "Event 3: Session id is required.",
    },
    {
      name: "array item unknown field",
      error: err("additionalProperties", "/9", { additionalProperty: "colour" }),
      expected: 'Event 10: Unknown field "colour".',
    },
    { name: "array item not an object", error: err("type", "/4", { type: "object" }), expected: "Event 5: Each event must be an object." },
    {
      name: "too few events",
      error: err("minItems", "", { limit: 1 }, { parentSchema: { minItems: 1, maxItems: 50 } }),
      expected: "Send between 1 and 50 events at a time.",
    },
    {
      name: "too many events",
      error: err("maxItems", "", { limit: 50 }, { parentSchema: { maxItems: 50 } }),
      expected: "Send between 1 and 50 events at a time.",
    },
    { name: "too many events, no parent schema", error: err("maxItems", "", { limit: 50 }), expected: "Send between 1 and 50 events at a time." },
  ];
  for (const { name, error, what, expected } of cases) {
    it(`explains ${name}`, () => {
      assert.equal(what === undefined ? describeSchemaError(error) : describeSchemaError(error, what), expected);
    });
  }
});

describe("documents", () => {
  const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  const padded = (at: number, bytes: Buffer, total = at + bytes.length + 64) => {
    const buffer = Buffer.alloc(total, 0x20);
    bytes.copy(buffer, at);
    return buffer;
  };
  const pdfHeader = Buffer.from("%PDF-1.7\n", "latin1");

  const cases: { name: string; bytes: Buffer; expected: ReturnType<typeof sniffDocument> }[] = [
    { name: "a PDF", bytes: padded(0, pdfHeader), expected: "pdf" },
    // Review 3 N1: a PDF header anywhere but at the first byte is what an HTML page or a script hides in a comment.
    { name: "a file with a PDF header at byte 500", bytes: padded(500, pdfHeader), expected: null },
    { name: "a file with a PDF header at byte 1019", bytes: padded(1019, pdfHeader), expected: null },
    { name: "a PDF header beyond the first 1024 bytes", bytes: padded(2000, pdfHeader), expected: null },
    {
      name: "a Word 97 document",
      bytes: Buffer.concat([OLE, Buffer.alloc(504), Buffer.from("WordDocument", "utf16le"), Buffer.alloc(64)]),
      expected: "doc",
    },
    { name: "an OLE file without a WordDocument stream", bytes: Buffer.concat([OLE, Buffer.alloc(504), Buffer.from("Workbook", "utf16le")]), expected: null },
    { name: "an OLE file naming WordDocument in ASCII", bytes: Buffer.concat([OLE, Buffer.from("WordDocument", "latin1")]), expected: null },
    { name: "a DOCX package", bytes: SAMPLE_FILES.docx, expected: "docx" },
    {
      name: "ZIP bytes that only name [Content_Types].xml and word/document.xml",
      bytes: Buffer.concat([ZIP, Buffer.alloc(26), Buffer.from("[Content_Types].xml...word/document.xml", "latin1")]),
      expected: null,
    },
    { name: "a ZIP without word/document.xml", bytes: Buffer.concat([ZIP, Buffer.alloc(26), Buffer.from("xl/workbook.xml", "latin1")]), expected: null },
    { name: "a PNG", bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), expected: null },
    { name: "plain text", bytes: Buffer.from("Dear hiring manager,\nword/document.xml WordDocument\n", "utf8"), expected: null },
    { name: "an empty file", bytes: Buffer.alloc(0), expected: null },
  ];
  for (const { name, bytes, expected } of cases) {
    it(`recognises ${name} as ${String(expected)}`, () => {
      assert.equal(sniffDocument(bytes), expected);
    });
  }
});

describe("tokens", () => {
  it("makes 43-character base64url tokens, different every time", () => {
    const tokens = Array.from({ length: 20 }, () => newToken());
    for (const token of tokens) assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(new Set(tokens).size, tokens.length);
  });

  it("hashes a token to 64 hex characters, always the same for the same token", () => {
    const token = newToken();
    const hash = hashToken(token);
    assert.match(hash, /^[0-9a-f]{64}$/);
    assert.equal(hashToken(token), hash);
    assert.notEqual(hash, token);
    assert.notEqual(hashToken(newToken()), hash);
  });

  it("hashes with SHA-256", () => {
    assert.equal(hashToken("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
  const cases: { name: string; header: string | undefined; expected: string | null }[] = [
    { name: "a Bearer header", header: `Bearer ${token}`, expected: token },
    { name: "a lower-case scheme", header: `bearer ${token}`, expected: token },
    { name: "an upper-case scheme", header: `BEARER ${token}`, expected: token },
    { name: "extra spaces", header: `Bearer    ${token}   `, expected: token },
    { name: "a 20-character token", header: `Bearer ${"a".repeat(20)}`, expected: "a".repeat(20) },
    { name: "a 200-character token", header: `Bearer ${"a".repeat(200)}`, expected: "a".repeat(200) },
    { name: "no header", header: undefined, expected: null },
    { name: "an empty header", header: "", expected: null },
    { name: "Basic credentials", header: "Basic x", expected: null },
    { name: "Basic with a long value", header: `Basic ${token}`, expected: null },
    { name: "the scheme alone", header: "Bearer", expected: null },
    { name: "no space after the scheme", header: `Bearer${token}`, expected: null },
    { name: "a 19-character token", header: `Bearer ${"a".repeat(19)}`, expected: null },
    { name: "a 201-character token", header: `Bearer ${"a".repeat(201)}`, expected: null },
    { name: "base64 padding", header: `Bearer ${token}=`, expected: null },
    { name: "a dot", header: `Bearer ${token}.x`, expected: null },
    { name: "a plus sign", header: `Bearer ${token}+`, expected: null },
    { name: "two tokens", header: `Bearer ${token} ${token}`, expected: null },
  ];
  for (const { name, header, expected } of cases) {
    it(`${expected === null ? "refuses" : "reads"} ${name}`, () => {
      assert.equal(bearerToken(header), expected);
    });
  }
});

describe("rate limit", () => {
  const starts: [nowMs: number, windowSeconds: number, expected: number][] = [
    [0, 60, 0],
    [59_999, 60, 0],
    [60_000, 60, 60],
    [125_500, 60, 120],
    [1_700_000_000_000, 3600, 1_699_999_200],
  ];
  for (const [nowMs, windowSeconds, expected] of starts) {
    it(`starts the ${windowSeconds} s window holding ${nowMs} ms at ${expected} s`, () => {
      assert.equal(windowStart(nowMs, windowSeconds), expected);
    });
  }

  const waits: [name: string, nowMs: number, windowSeconds: number, expected: number][] = [
    ["exactly at a window boundary", 120_000, 60, 60],
    ["1 ms after a boundary", 120_001, 60, 60],
    ["half-way through", 150_000, 60, 30],
    ["1 ms before the end", 179_999, 60, 1],
    ["1 s before the end of an hour", 3_599_000, 3600, 1],
  ];
  for (const [name, nowMs, windowSeconds, expected] of waits) {
    it(`waits ${expected} s ${name}`, () => {
      assert.equal(secondsUntilNextWindow(nowMs, windowSeconds), expected);
    });
  }

  const wording: [seconds: number, expected: string][] = [
    [1, "1 second"],
    [2, "2 seconds"],
    [30, "30 seconds"],
    [59, "59 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [90, "2 minutes"],
    [120, "2 minutes"],
    [121, "3 minutes"],
    [3600, "60 minutes"],
  ];
  for (const [seconds, expected] of wording) {
    it(`says ${seconds} s as "${expected}"`, () => {
      assert.equal(describeWait(seconds), expected);
    });
  }
});

describe("analytics rows", () => {
  const receivedAt = new Date("2026-01-02T03:04:05.000Z");
  const minimal: AnalyticsEvent = { event_type: "click", event_target: " button#send ", session_id: " s-1 ", page_url: " https://example.com/ " };
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("fills a minimal event with the request address (truncated), nulls and the receive time", () => {
    const [id, ...rest] = eventRow(minimal, "203.0.113.9", receivedAt);
    assert.match(String(id), UUID);
    assert.deepEqual(rest, [
      "click",
      "button#send",
      null,
      "s-1",
      "https://example.com/",
      null,
      null,
      false,
      "203.0.113.0/24",
      null,
      null,
      null,
      receivedAt,
      receivedAt,
    ]);
  });

  it("keeps every field a full event sends, trimmed, but the address, which is the request's (review 3 N11)", () => {
    const full: AnalyticsEvent = {
      event_type: "pageview",
      event_target: "page",
      event_value: " /pricing ",
      session_id: "s-2",
      page_url: "https://example.com/pricing",
      referrer: "https://search.example/",
      screen_resolution: "1920x1080",
      is_authenticated: true,
      ip_address: " 198.51.100.7 ",
      hostname: "example.com",
      platform: "Linux",
      platform_version: "6.1",
      created_date: "2026-01-01T10:00:00Z",
    };
    assert.deepEqual(eventRow(full, "203.0.113.9", receivedAt).slice(1), [
      "pageview",
      "page",
      "/pricing",
      "s-2",
      "https://example.com/pricing",
      "https://search.example/",
      "1920x1080",
      true,
      "203.0.113.0/24",
      "example.com",
      "Linux",
      "6.1",
      new Date("2026-01-01T10:00:00Z"),
      receivedAt,
    ]);
  });

  it("stores the request's address truncated (IPv4 /24, IPv6 /48), never the one the event names (review 3 N11)", () => {
    assert.equal(eventRow({ ...minimal, ip_address: "198.51.100.7" }, "203.0.113.9", receivedAt)[9], "203.0.113.0/24");
    assert.equal(eventRow({ ...minimal, ip_address: "  " }, "203.0.113.9", receivedAt)[9], "203.0.113.0/24");
    assert.equal(eventRow({ ...minimal, ip_address: "not an address" }, "203.0.113.9", receivedAt)[9], "203.0.113.0/24");
    assert.equal(eventRow(minimal, "2001:db8:aa:bb:1:2:3:4", receivedAt)[9], "2001:db8:aa::/48");
  });

  it("stores blank optional fields as null", () => {
    const row = eventRow(
      { ...minimal, event_value: "", referrer: "  ", screen_resolution: "", hostname: " ", platform: "", platform_version: "\t" },
      "203.0.113.9",
      receivedAt,
    );
    assert.deepEqual([row[3], row[6], row[7], row[10], row[11], row[12]], [null, null, null, null, null, null]);
  });

  it("keeps is_authenticated false when sent as false", () => {
    assert.equal(eventRow({ ...minimal, is_authenticated: false }, "203.0.113.9", receivedAt)[8], false);
  });

  it("dates the event when it says, with its time zone", () => {
    assert.deepEqual(eventRow({ ...minimal, created_date: "2026-01-01T12:00:00+02:00" }, "ip", receivedAt)[13], new Date("2026-01-01T10:00:00Z"));
  });

  it("falls back to the receive time for a blank or unreadable date", () => {
    assert.equal(eventRow({ ...minimal, created_date: "" }, "ip", receivedAt)[13], receivedAt);
    assert.equal(eventRow({ ...minimal, created_date: "2026-99-99T99:99Z" }, "ip", receivedAt)[13], receivedAt);
  });

  it("gives each row its own id", () => {
    assert.notEqual(eventRow(minimal, "ip", receivedAt)[0], eventRow(minimal, "ip", receivedAt)[0]);
  });

  const placeholders: [rows: number, width: number, expected: string][] = [
    [1, 1, "($1)"],
    [1, 3, "($1, $2, $3)"],
    [2, 3, "($1, $2, $3), ($4, $5, $6)"],
    [3, 2, "($1, $2), ($3, $4), ($5, $6)"],
    [0, 3, ""],
  ];
  for (const [rows, width, expected] of placeholders) {
    it(`numbers ${rows} rows × ${width} placeholders`, () => {
      assert.equal(valuesPlaceholders(rows, width), expected);
    });
  }

  it("numbers the last placeholder of 50 rows × 15 as $750", () => {
    const text = valuesPlaceholders(50, 15);
    assert.ok(text.startsWith("($1, $2,"), text.slice(0, 20));
    assert.ok(text.endsWith(", $749, $750)"), text.slice(-20));
    assert.equal(text.match(/\$\d+/g)?.length, 750);
  });
});

describe("site cache headers", () => {
  const IMMUTABLE = "public, max-age=31536000, immutable";
  const REVALIDATE = "public, max-age=0, must-revalidate";
  const cases: [path: string, expected: string][] = [
    ["static/x.png", IMMUTABLE],
    ["static/d/abc123/font.woff2", IMMUTABLE],
    ["app-123.js", IMMUTABLE],
    ["styles.0a1b2c.css", IMMUTABLE],
    ["/component---src-pages-index-tsx-abc.js", IMMUTABLE],
    ["\\static\\x.png", IMMUTABLE],
    ["index.html", REVALIDATE],
    ["/index.html", REVALIDATE],
    ["page-data/index/page-data.json", REVALIDATE],
    ["page-data/app-data.json", REVALIDATE],
    ["sw.js", REVALIDATE],
    ["/sw.js", REVALIDATE],
    ["blog/index.html", REVALIDATE],
    ["some/dir/file.js", REVALIDATE],
    ["app-123.js.map", REVALIDATE],
    ["favicon.ico", REVALIDATE],
  ];
  for (const [file, expected] of cases) {
    it(`${expected === IMMUTABLE ? "keeps" : "revalidates"} ${file}`, () => {
      assert.equal(cacheControlFor(file), expected);
    });
  }
});

describe("site paths", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-site-"));
  fs.mkdirSync(path.join(root, "blog-category", "Innovation & Technology"), { recursive: true });
  fs.writeFileSync(path.join(root, "blog-category", "Innovation & Technology", "index.html"), "");
  fs.writeFileSync(path.join(root, "index.html"), "");
  fs.writeFileSync(path.join(root, "app-1.js"), "");
  for (const record of ["app-1.js.map", "webpack.stats.json", "chunk-map.json"]) fs.writeFileSync(path.join(root, record), "{}");
  fs.mkdirSync(path.join(root, "empty"));
  // A client-only area (the team console): its page data names the match path that sends every address under it here.
  fs.mkdirSync(path.join(root, "team"));
  fs.writeFileSync(path.join(root, "team", "index.html"), "");
  fs.mkdirSync(path.join(root, "page-data", "team"), { recursive: true });
  fs.writeFileSync(path.join(root, "page-data", "team", "page-data.json"), JSON.stringify({ path: "/team/", matchPath: "/team/*" }));
  fs.mkdirSync(path.join(root, "page-data", "blog-category"), { recursive: true });
  fs.writeFileSync(path.join(root, "page-data", "blog-category", "page-data.json"), JSON.stringify({ path: "/blog-category/" }));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-outside-"));
  fs.writeFileSync(path.join(outside, "index.html"), "secret");
  fs.symlinkSync(outside, path.join(root, "outside-link"));
  after(() => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  const cases: [string, string, ReturnType<typeof resolveSitePath>][] = [
    ["/", "", { kind: "file", file: "index.html" }],
    ["/app-1.js", "", { kind: "file", file: "app-1.js" }],
    ["/blog-category/Innovation%20%26%20Technology/", "", { kind: "file", file: path.join("blog-category", "Innovation & Technology", "index.html") }],
    ["/blog-category/Innovation%20&%20Technology/", "", { kind: "file", file: path.join("blog-category", "Innovation & Technology", "index.html") }],
    ["/blog-category/Innovation%20%26%20Technology", "?a=1", { kind: "redirect", location: "/blog-category/Innovation%20%26%20Technology/?a=1" }],
    ["/app-1.js.map", "", { kind: "missing" }],
    ["/webpack.stats.json", "", { kind: "missing" }],
    ["/chunk-map.json", "", { kind: "missing" }],
    ["/empty/", "", { kind: "missing" }],
    ["/nothing/", "", { kind: "missing" }],
    ["/../etc/passwd", "", { kind: "missing" }],
    ["/%2e%2e/%2e%2e/etc/passwd", "", { kind: "missing" }],
    ["/%E0%A4%A", "", { kind: "missing" }],
    ["/index.html%00.js", "", { kind: "missing" }],
    ["//evil.example/..%2fblog-category", "", { kind: "missing" }],
    ["//evil.example/", "", { kind: "missing" }],
    ["/blog-category/%2e/", "", { kind: "missing" }],
    ["/blog-category/..%2fblog-category", "", { kind: "missing" }],
    ["/%2fevil.example/../blog-category", "", { kind: "missing" }],
    ["/\\evil.example", "", { kind: "missing" }],
    ["/%5cevil.example", "", { kind: "missing" }],
    ["/%2F%2Fevil.example", "", { kind: "missing" }],
    ["/outside-link/", "", { kind: "missing" }],
    ["/blog-category", "?x=//evil.example", { kind: "redirect", location: "/blog-category/?x=//evil.example" }],
    ["/team/", "", { kind: "file", file: path.join("team", "index.html") }],
    ["/team/leads/demo/1f0c/", "?q=a", { kind: "file", file: path.join("team", "index.html") }],
    ["/team/../etc/", "", { kind: "missing" }],
    ["/blog-category/unknown/", "", { kind: "missing" }],
  ];
  for (const [pathname, search, expected] of cases) {
    it(`${pathname}${search} → ${expected.kind}`, () => {
      assert.deepEqual(resolveSitePath(root, pathname, search), expected);
    });
  }
});

describe("page policies (CSP per page, review L14)", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  const theme = '(function(){document.documentElement.dataset.theme="dark"})()';
  const page = [
    "<!doctype html><html><head>",
    `<script>${theme}</script>`,
    '<script type="application/ld+json">{"@type":"Article"}</script>',
    '<script src="/app-1.js" async></script>',
    "<SCRIPT type='module'>const a = 1;\n</SCRIPT>",
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
    `<script>${theme}</script>`,
    "</head><body><p>This page mentions <code>&lt;script&gt;alert(1)&lt;/script&gt;</code> as text.</p></body></html>",
  ].join("\n");

  it("allows each inline script the page runs by the hash of its exact text, once each, and nothing else", () => {
    assert.deepEqual(inlineScriptHashes(page), [sha(theme), sha("const a = 1;\n"), sha('/*<![CDATA[*/window.pagePath="/";/*]]>*/')]);
  });

  it("adds them to script-src, which holds no 'unsafe-inline'", () => {
    const policy = pagePolicy({ "default-src": ["'self'"], "script-src": ["'self'"], "object-src": ["'none'"] }, page);
    assert.equal(policy, `default-src 'self'; script-src 'self' ${inlineScriptHashes(page).join(" ")}; object-src 'none'`);
    assert.doesNotMatch(policy, /unsafe-inline/);
  });

  it("reads a page again when a new build changes it, and gives a page it cannot read no inline script", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "page-policy-"));
    const file = path.join(folder, "index.html");
    try {
      const policies = createPagePolicies({ "script-src": ["'self'"] });
      fs.writeFileSync(file, "<script>one()</script>");
      assert.equal(policies(file), `script-src 'self' ${sha("one()")}`);
      fs.writeFileSync(file, "<script>two(); three()</script>");
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
      assert.equal(policies(file), `script-src 'self' ${sha("two(); three()")}`);
      assert.equal(policies(path.join(folder, "missing.html")), "script-src 'self'");
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("api contract", () => {
  const normalised: [input: string, expected: string][] = [
    ["a@b.co", "a@b.co"],
    ["  Ada@Example.COM \n", "ada@example.com"],
  ];
  for (const [input, expected] of normalised) {
    it(`normalises ${JSON.stringify(input)} to ${expected}`, () => {
      assert.equal(normaliseEmail(input), expected);
    });
  }

  const emails: [input: string, expected: boolean][] = [
    ["a@b.co", true],
    [" a@b.co ", true],
    ["first.last+tag@mail.example.org", true],
    [`${"a".repeat(249)}@b.co`, true],
    ["a@b", false],
    ["a b@c.de", false],
    ["@b.co", false],
    ["a@.co", false],
    ["a@b.", false],
    ["a@@b.co", false],
    ["", false],
    [`${"a".repeat(250)}@b.co`, false],
  ];
  for (const [input, expected] of emails) {
    const shown = input.length > 40 ? `a ${input.length}-character address` : JSON.stringify(input);
    it(`${expected ? "accepts" : "refuses"} e-mail ${shown}`, () => {
      assert.equal(isEmailAddress(input), expected);
    });
  }

  const profiles: [kind: "linkedin" | "github", url: string, expected: boolean][] = [
    ["linkedin", "https://www.linkedin.com/in/x", true],
    ["linkedin", "http://linkedin.com/in/x", true],
    ["linkedin", "HTTPS://WWW.LINKEDIN.COM/IN/X", true],
    ["linkedin", " https://www.linkedin.com/in/x ", true],
    ["linkedin", "https://www.linkedin.com/in", true],
    ["linkedin", "https://www.linkedin.com/company/x", false],
    ["linkedin", "https://www.linkedin.com/inbox", false],
    ["linkedin", "https://linkedin.com.evil.example/in/x", false],
    ["linkedin", "https://evil.example/https://www.linkedin.com/in/x", false],
    ["linkedin", "https://example.com/in", false],
    ["linkedin", "www.linkedin.com/in/x", false],
    ["github", "https://github.com/user", true],
    ["github", "http://www.github.com/user", true],
    ["github", "HTTPS://GITHUB.COM/User", true],
    ["github", "https://github.company.com/x", false],
    ["github", "https://github.com.evil.example/x", false],
    ["github", "https://gitlab.com/x", false],
    ["github", "ftp://github.com/user", false],
  ];
  for (const [kind, url, expected] of profiles) {
    it(`${expected ? "accepts" : "refuses"} ${kind} profile ${url === url.trim() ? url : JSON.stringify(url)}`, () => {
      assert.equal(isProfileUrl(kind, url), expected);
    });
  }
});

describe("createBatcher", () => {
  it("runs the calls of one turn as one group, keeps one key per group, and rejects a failed group's calls", async () => {
    const groups: string[][] = [];
    const batcher = createBatcher(
      async (items: string[]) => {
        groups.push(items);
        if (items.includes("bad")) throw new Error("refused");
        return items.map((item) => item.toUpperCase());
      },
      3,
      (item) => item,
    );
    const answers = await Promise.all(["a", "b", "a", "c", "d"].map((item) => batcher.add(item)));
    assert.deepEqual(answers, ["A", "B", "A", "C", "D"]);
    assert.deepEqual(groups, [["a", "b", "c"], ["a", "d"]], "at most 3 a group, and the second a waits for the next");
    await assert.rejects(Promise.all([batcher.add("bad"), batcher.add("e")]), /refused/);
  });
});

describe("argon2 concurrency cap", () => {
  it("runs at most N at once, lets the next one in when a slot frees, and refuses a wait that runs too long", async () => {
    const limiter = createLimiter(1, 50);
    let release = () => {};
    const first = limiter.run(() => new Promise<string>((resolve) => (release = () => resolve("first"))));
    const second = limiter.run(async () => "second");
    assert.deepEqual(limiter.load, { running: 1, waiting: 1 });
    release();
    assert.deepEqual(await Promise.all([first, second]), ["first", "second"]);

    const slow = limiter.run(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await assert.rejects(limiter.run(async () => "late"), BusyError);
    await slow;
    assert.deepEqual(limiter.load, { running: 0, waiting: 0 });
  });

  it("refuses at once when the line is full", async () => {
    const limiter = createLimiter(1, 1000, 1);
    const hold = limiter.run(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const queued = limiter.run(async () => 1);
    await assert.rejects(limiter.run(async () => 2), BusyError);
    await Promise.all([hold, queued]);
  });
});

describe("client addresses", () => {
  const keys: [string | undefined, string][] = [
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::", "2001:db8:1:2::/64"],
    ["::ffff:198.51.100.4", "198.51.100.4"],
    ["6.6.6.6, 1.1.1.1", "invalid"],
    ["x".repeat(3000), "invalid"],
    [undefined, "invalid"],
  ];
  for (const [ip, key] of keys) {
    it(`keys ${String(ip).slice(0, 30)} as ${key}`, () => assert.equal(clientKey(ip), key));
  }
  const quotaKeys: [string | undefined, string][] = [
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1::/48"],
    ["2001:db8:1:ffff::1", "2001:db8:1::/48"],
    ["::ffff:198.51.100.4", "198.51.100.4"],
    ["6.6.6.6, 1.1.1.1", "invalid"],
    [undefined, "invalid"],
  ];
  for (const [ip, key] of quotaKeys) {
    it(`keys the daily quotas of ${String(ip)} as ${key} (review 3 N11)`, () => assert.equal(quotaKey(ip), key));
  }
  it("truncates stored addresses to /24 and /48", () => {
    assert.equal(truncatedAddress("203.0.113.9"), "203.0.113.0/24");
    assert.equal(truncatedAddress("2001:db8:aa:bb::1"), "2001:db8:aa::/48");
    assert.equal(truncatedAddress("nope"), null);
  });
});

describe("data folder lock", () => {
  const me: LockOwner = { host: "web-1", boot: "boot-a", pid: 100, started: "5000" };
  const alive = (pid: number) => pid === 200;
  const startOf = (pid: number) => (pid === 200 ? "7000" : null);
  const cases: [string, LockOwner, boolean][] = [
    ["a live holder on this host", { ...me, pid: 200, started: "7000" }, true],
    ["our own PID (another PID namespace, e.g. PID 1 in two containers)", { ...me, started: "1" }, true],
    ["another host, which we cannot check", { ...me, host: "web-2", pid: 200 }, true],
    ["a holder from before a reboot", { ...me, boot: "boot-old", pid: 200, started: "7000" }, false],
    ["a holder that is gone", { ...me, pid: 300 }, false],
    ["a reused PID (another start time)", { ...me, pid: 200, started: "6999" }, false],
  ];
  for (const [what, holder, live] of cases) {
    it(`treats ${what} as ${live ? "live" : "stale"}`, () => assert.equal(holderIsLive(holder, me, alive, startOf), live));
  }

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-lock-"));
  after(() => fs.rmSync(folder, { recursive: true, force: true }));
  const lockFile = path.join(folder, "gestura-server.lock");

  it("is written whole, refuses a second taker, and is released", () => {
    const release = acquireFolderLock(folder);
    const written = JSON.parse(fs.readFileSync(lockFile, "utf8")) as LockOwner;
    assert.equal(written.pid, process.pid);
    assert.equal(written.host, os.hostname());
    assert.throws(() => acquireFolderLock(folder), /in use by another Gestura server \(process \d+\)/);
    release();
    assert.equal(fs.existsSync(lockFile), false);
    assert.deepEqual(fs.readdirSync(folder), [], "no temporary files left");
  });

  it("takes over a stale lock (gone holder, old boot, empty or damaged file) and refuses one from another host", () => {
    const current = currentOwner();
    for (const stale of [
      JSON.stringify({ ...current, pid: 2 ** 22 + 7 }),
      JSON.stringify({ ...current, pid: process.ppid, boot: "before-reboot" }),
      "",
      "not json",
    ]) {
      fs.writeFileSync(lockFile, stale);
      acquireFolderLock(folder)();
    }
    fs.writeFileSync(lockFile, JSON.stringify({ ...current, host: "elsewhere" }));
    assert.throws(() => acquireFolderLock(folder), /in use by another Gestura server \(process \d+ on elsewhere\)/);
    fs.rmSync(lockFile);
  });
});

describe("migration files", () => {
  const folders: string[] = [];
  after(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });
  const folderWith = (names: string[]): string => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    folders.push(folder);
    for (const name of names) fs.writeFileSync(path.join(folder, name), "SELECT 1;");
    return folder;
  };

  it("are read in the order of their numbers", () => {
    assert.deepEqual(
      readMigrations(folderWith(["002_b.sql", "001_a.sql", "010_c.sql"])).map((m) => m.version),
      ["001_a", "002_b", "010_c"],
    );
  });

  it("refuse two files with the same number, naming both", () => {
    assert.throws(
      () => readMigrations(folderWith(["001_a.sql", "003_referrals.sql", "003_spam_flags.sql"])),
      /"003_referrals\.sql" and "003_spam_flags\.sql" share the number 003/,
    );
  });

  it("refuse a badly named file", () => {
    assert.throws(() => readMigrations(folderWith(["1_initial.sql"])), /must look like 001_initial\.sql/);
  });

  it("in the repository have unique numbers", () => {
    assert.ok(readMigrations().length >= 4);
  });
});
