/**
 * The service's settings, read once from the environment at start. `readConfig` is pure (environment in, settings
 * or a list of problems out) so every rule here is unit-tested; `main.ts` prints the problems and exits.
 */
import path from "node:path";
import { isEmailAddress } from "../../src/lib/api-contract.js";
import { type TrustProxy, parseTrustProxy } from "./lib/client-address.js";

/** `hello@example.com` or `Gestura <hello@example.com>`. */
function isMailbox(value: string): boolean {
  const named = /^[^<>@\r\n]*<([^<>\s]+)>$/.exec(value);
  return isEmailAddress(named ? named[1] : value);
}

/** How long a consent receipt is kept by default: three years (docs/decisions/0007). */
export const CONSENT_RETENTION_DAYS = 1096;

export const PASSWORD_HASH_COSTS = ["standard", "test"] as const;
export type PasswordHashCost = (typeof PASSWORD_HASH_COSTS)[number];

export interface RateLimit {
  /** Requests allowed per address and window. */
  max: number;
  windowSeconds: number;
}

export interface Config {
  host: string;
  port: number;
  /**
   * Where the embedded database (`db/`) and the development mail sink (`mail/`) live. With DATABASE_URL and SMTP_URL
   * an instance writes nothing here: résumés are in the database. (`uploads/`, the former résumé folder, is moved
   * into the database at start, once.)
   */
  dataDir: string;
  /** A PostgreSQL connection string; null means the embedded database in `dataDir/db`. */
  databaseUrl: string | null;
  /**
   * Apply pending migrations at start (the default, for the one-command local run). false: a release step runs
   * `npm run migrate` first, and an instance refuses to start against a database behind its code.
   */
  migrateOnStart: boolean;
  /** The built site to serve next to the API; null for API-only (the site sits on a CDN). */
  siteDir: string | null;
  /** Origins allowed to call the API from a browser on another origin; empty = same origin only. */
  corsOrigins: string[];
  /** Public address of the site, used in links we e-mail (password reset). */
  siteUrl: string;
  /** Public address of this API, ending in "/" (the mails' one-click unsubscribe): GATSBY_API_URL, else SITE_URL/api/. */
  publicApiUrl: string;
  production: boolean;
  /**
   * Behind a load balancer: the proxies whose X-Forwarded-For entries we believe (addresses, CIDRs, named ranges);
   * the client is the first untrusted hop from the right. `true` (development only) trusts every hop.
   */
  trustProxy: TrustProxy;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  logRequests: boolean;
  /** Write password-reset links to the log (development only; a mail sender reads the outbox table). */
  logMail: boolean;
  /**
   * Origins the site's pages may call besides their own (CSP `connect-src`, review L14): the API's and the IP
   * lookup's, when GATSBY_API_URL or GATSBY_IP_LOOKUP_URL (the build's settings) point elsewhere.
   */
  connectOrigins: string[];
  sessionDays: number;
  /** How long a sign-in without "Remember me" lasts. */
  sessionHours: number;
  rateLimits: {
    account: RateLimit;
    forms: RateLimit;
    analytics: RateLimit;
    resetPerEmail: RateLimit;
    /** Failed sign-ins per normalised e-mail (known or not), before back-off. */
    loginFailuresPerEmail: RateLimit;
  };
  quotas: {
    /** Applications one account may send per day, and in all. */
    applicationsPerDay: number;
    applicationsTotal: number;
    /** Bytes of analytics events accepted per client address per day. */
    analyticsBytesPerDay: number;
    /** Consent receipts accepted per client (IPv4 address or IPv6 /48) per day. */
    consentReceiptsPerDay: number;
  };
  /** Analytics events older than this are purged (PRODUCT.md §6: 13 months). */
  analyticsRetentionDays: number;
  /** Consent receipts older than this are purged (docs/decisions/0007: three years). */
  consentRetentionDays: number;
  /** Longest a whole request may take (a 5 MB résumé on a slow phone) and an idle connection may stay open. */
  requestTimeoutSeconds: number;
  /** Password hashes computed at once; more wait briefly, then get 503 with Retry-After. */
  hashConcurrency: number;
  /**
   * The cost of each password hash: "standard" (OWASP's argon2id baseline, always in production) or "test", a cheap
   * one for test suites that create hundreds of accounts (PASSWORD_HASH_COST; refused with NODE_ENV=production).
   */
  passwordHashCost: PasswordHashCost;
  /** Places a member moves up the waitlist per account that joined with their referral code (PRODUCT.md §6). */
  referralBoost: number;
  mail: MailConfig;
}

/** Mail delivery (server/src/mail/). */
export interface MailConfig {
  /** `smtp://user:password@host:587` or `smtps://…`; null writes each mail as an .eml file under `dataDir/mail/`. */
  smtpUrl: string | null;
  /** The From of every mail; null means the name and address of data/site.yaml. */
  from: string | null;
  /** Where notifications of demo requests, messages, applications and reservations go; null: site.yaml's address. */
  team: string | null;
  /** false: this instance queues mail but never sends it (another instance does). */
  deliver: boolean;
  /** Tries in the fast lane, whose waits double; then the mail moves to the slow lane. */
  maxAttempts: number;
  /** The wait before the second try; each later wait doubles it. */
  retrySeconds: number;
  /** The wait between tries in the slow lane (review 3 N5). */
  slowRetrySeconds: number;
  /** How long the slow lane lasts before a mail is marked failed (it stays resendable: `npm run mail -- retry-failed`). */
  slowRetryDays: number;
  /**
   * The longest one SMTP send may take (connecting, the greeting, each answer, and the whole send); a claimed mail's
   * lease is three times this, so no other worker takes a mail while its send may still succeed (review 3 N4).
   */
  smtpTimeoutSeconds: number;
  /** STARTTLS is required (an `smtp://` relay that does not offer it is refused); default: on in production. */
  smtpRequireTls: boolean;
  /** Mails this instance sends at once (claimed together, each group recorded in one statement). */
  concurrency: number;
  /** How often the worker looks for due mail besides being woken by a new one. */
  pollSeconds: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join("\n  - ")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

type Env = Record<string, string | undefined>;

/** Reads the settings; throws `ConfigError` listing every bad variable, each with what is expected. */
export function readConfig(env: Env, cwd: string): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name}="${raw}" must be a whole number from ${min} to ${max}.`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = text(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (["1", "true", "yes", "on"].includes(raw)) return true;
    if (["0", "false", "no", "off"].includes(raw)) return false;
    problems.push(`${name}="${raw}" must be true or false.`);
    return fallback;
  };
  const limit = (name: string, fallback: number, windowSeconds: number): RateLimit => ({
    max: integer(name, fallback, 1, 1_000_000_000),
    windowSeconds,
  });

  const port = integer("PORT", 8000, 1, 65535);
  const host = text("HOST") ?? "127.0.0.1";
  const dataDir = path.resolve(cwd, text("DATA_DIR") ?? ".data");

  const databaseUrl = text("DATABASE_URL") ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push("DATABASE_URL must start with postgres:// or postgresql://.");
  }

  const apiOnly = flag("API_ONLY", false);
  const siteDir = apiOnly ? null : path.resolve(cwd, text("SITE_DIR") ?? "public");

  const corsOrigins: string[] = [];
  for (const origin of (text("CORS_ORIGINS") ?? "").split(",").map((o) => o.trim()).filter(Boolean)) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, "")) {
      problems.push(`CORS_ORIGINS entry "${origin}" must be an origin such as https://www.example.com (no path).`);
    } else {
      corsOrigins.push(parsed.origin);
    }
  }

  const production = (text("NODE_ENV") ?? "development") === "production";
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, production);
  problems.push(...trustProxy.problems);
  const siteUrlRaw = text("SITE_URL") ?? `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  let siteUrl = siteUrlRaw.replace(/\/+$/, "");
  try {
    const parsed = new URL(siteUrlRaw);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error("protocol");
  } catch {
    problems.push(`SITE_URL="${siteUrlRaw}" must be an http(s) address such as https://www.example.com.`);
    siteUrl = "http://127.0.0.1:8000";
  }
  // In production nothing falls back to plain HTTP (review L8): mailed links and allowed origins are https.
  if (production) {
    if (text("SITE_URL") === undefined) {
      problems.push("SITE_URL must be set when NODE_ENV=production: the https address the e-mailed links open, such as https://www.example.com.");
    } else if (!siteUrlRaw.startsWith("https://")) {
      problems.push(`SITE_URL="${siteUrlRaw}" must be an https address when NODE_ENV=production.`);
    }
    for (const origin of corsOrigins.filter((o) => !o.startsWith("https://"))) {
      problems.push(`CORS_ORIGINS entry "${origin}" must be https when NODE_ENV=production.`);
    }
  }

  const connectOrigins: string[] = [];
  for (const name of ["GATSBY_API_URL", "GATSBY_IP_LOOKUP_URL"]) {
    const raw = text(name);
    if (raw === undefined || raw.startsWith("/")) continue;
    try {
      const parsed = new URL(raw);
      if (!/^https?:$/.test(parsed.protocol)) throw new Error("protocol");
      if (!connectOrigins.includes(parsed.origin)) connectOrigins.push(parsed.origin);
    } catch {
      problems.push(`${name}="${raw}" must be a path on this site (such as /api/) or an http(s) address.`);
    }
  }

  const apiUrlRaw = text("GATSBY_API_URL");
  const publicApiUrl = (apiUrlRaw === undefined ? `${siteUrl}/api` : apiUrlRaw.startsWith("/") ? `${siteUrl}${apiUrlRaw}` : apiUrlRaw).replace(/\/+$/, "") + "/";

  const logLevelRaw = text("LOG_LEVEL") ?? "info";
  const logLevel = (LOG_LEVELS as readonly string[]).includes(logLevelRaw) ? (logLevelRaw as Config["logLevel"]) : "info";
  if (logLevel !== logLevelRaw) problems.push(`LOG_LEVEL="${logLevelRaw}" must be one of ${LOG_LEVELS.join(", ")}.`);

  const hashCostRaw = text("PASSWORD_HASH_COST") ?? "standard";
  const passwordHashCost: PasswordHashCost = hashCostRaw === "test" ? "test" : "standard";
  if (!(PASSWORD_HASH_COSTS as readonly string[]).includes(hashCostRaw)) problems.push(`PASSWORD_HASH_COST="${hashCostRaw}" must be one of ${PASSWORD_HASH_COSTS.join(", ")}.`);
  else if (production && passwordHashCost === "test") problems.push("PASSWORD_HASH_COST=test is for test suites only: with NODE_ENV=production every password gets the standard cost.");

  const config: Config = {
    host,
    port,
    dataDir,
    databaseUrl,
    migrateOnStart: flag("MIGRATE_ON_START", true),
    siteDir,
    corsOrigins,
    siteUrl,
    publicApiUrl,
    production,
    trustProxy: trustProxy.value,
    logLevel,
    logRequests: flag("LOG_REQUESTS", false),
    logMail: flag("LOG_MAIL", false),
    connectOrigins,
    sessionDays: integer("SESSION_DAYS", 30, 1, 365),
    sessionHours: integer("SESSION_HOURS", 12, 1, 24 * 365),
    rateLimits: {
      account: limit("RATE_LIMIT_ACCOUNT", 10, 60),
      forms: limit("RATE_LIMIT_FORMS", 5, 60),
      analytics: limit("RATE_LIMIT_ANALYTICS", 120, 60),
      resetPerEmail: limit("RATE_LIMIT_RESET_PER_EMAIL", 3, 3600),
      loginFailuresPerEmail: limit("RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL", 10, 15 * 60),
    },
    quotas: {
      applicationsPerDay: integer("QUOTA_APPLICATIONS_PER_DAY", 5, 1, 1_000_000),
      applicationsTotal: integer("QUOTA_APPLICATIONS_TOTAL", 20, 1, 1_000_000),
      analyticsBytesPerDay: integer("QUOTA_ANALYTICS_BYTES_PER_DAY", 2_000_000, 1_000, 1_000_000_000),
      consentReceiptsPerDay: integer("QUOTA_CONSENT_RECEIPTS_PER_DAY", 100, 1, 1_000_000),
    },
    analyticsRetentionDays: integer("ANALYTICS_RETENTION_DAYS", 395, 1, 100_000),
    consentRetentionDays: integer("CONSENT_RETENTION_DAYS", CONSENT_RETENTION_DAYS, 1, 100_000),
    requestTimeoutSeconds: integer("REQUEST_TIMEOUT_SECONDS", 120, 5, 3600),
    hashConcurrency: integer("HASH_CONCURRENCY", 2, 1, 64),
    passwordHashCost,
    referralBoost: integer("REFERRAL_BOOST", 10, 0, 1_000_000),
    mail: {
      smtpUrl: null,
      from: text("MAIL_FROM") ?? null,
      team: text("TEAM_EMAIL") ?? null,
      deliver: flag("MAIL_DELIVERY", true),
      maxAttempts: integer("MAIL_MAX_ATTEMPTS", 8, 1, 100),
      retrySeconds: integer("MAIL_RETRY_SECONDS", 60, 1, 86_400),
      slowRetrySeconds: integer("MAIL_SLOW_RETRY_SECONDS", 3600, 1, 86_400),
      slowRetryDays: integer("MAIL_SLOW_RETRY_DAYS", 3, 1, 30),
      smtpTimeoutSeconds: integer("MAIL_SMTP_TIMEOUT_SECONDS", 60, 1, 600),
      smtpRequireTls: flag("SMTP_REQUIRE_TLS", production),
      concurrency: integer("MAIL_CONCURRENCY", 2, 1, 20),
      pollSeconds: integer("MAIL_POLL_SECONDS", 10, 1, 3600),
    },
  };
  const smtpUrl = text("SMTP_URL");
  if (smtpUrl !== undefined) {
    let valid = false;
    try {
      const parsed = new URL(smtpUrl);
      valid = /^smtps?:$/.test(parsed.protocol) && parsed.hostname !== "";
    } catch {
      valid = false;
    }
    if (valid) config.mail.smtpUrl = smtpUrl;
    else problems.push("SMTP_URL must look like smtp://user:password@mail.example.com:587 (or smtps:// for TLS from the start).");
  }
  if (config.mail.from !== null && !isMailbox(config.mail.from)) {
    problems.push(`MAIL_FROM="${config.mail.from}" must be an address, or a name and an address such as Gestura <hello@example.com>.`);
  }
  if (config.mail.team !== null && !isEmailAddress(config.mail.team)) problems.push(`TEAM_EMAIL="${config.mail.team}" must be one e-mail address.`);
  // argon2 runs on libuv's thread pool, which also reads the site's files: hashing may never
  // take every thread of it.
  const threads = Number(text("UV_THREADPOOL_SIZE") ?? 4);
  if (Number.isFinite(threads) && config.hashConcurrency >= threads) {
    problems.push(
      `HASH_CONCURRENCY=${config.hashConcurrency} would let sign-ins take all ${threads} threads of libuv's pool (UV_THREADPOOL_SIZE), which also read the site's files; keep it below that, or raise UV_THREADPOOL_SIZE.`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The connection string with its password replaced, for messages and logs. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}
