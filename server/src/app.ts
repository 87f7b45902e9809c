/**
 * Builds the service: the API under /api/ (SPEC.md §7, PRODUCT.md §3) and, unless API-only, the built site on the
 * same port. Every answer under /api/ is JSON `{ success, msg, ... }`, errors included; nothing a client sends can
 * produce a stack trace.
 */
import fs from "node:fs";
import http from "node:http";
import type { Duplex } from "node:stream";
import path from "node:path";
import compress from "@fastify/compress";
import cors from "@fastify/cors";
import helmet from "helmet";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import { constants as zlib } from "node:zlib";
import type { Config } from "./config.js";
import type { ServiceContext } from "./context.js";
import { type Database, isDatabaseOverload } from "./db/database.js";
import { countInFlight } from "./lib/in-flight.js";
import { BusyError } from "./lib/limiter.js";
import { type CspDirectives, createPagePolicies } from "./lib/page-policy.js";
import { NotUtf8Error, decodeBody } from "./lib/text.js";
import { describeSchemaError, type SchemaError } from "./lib/validation.js";
import { startMailWorker, transportFor } from "./mail/delivery.js";
import { readSiteInfo } from "./mail/templates.js";
import { WELL_FORMED_KEYWORD } from "../../src/lib/api-schemas.js";
import { healthRoutes } from "./health.js";
import { startHousekeeping } from "./retention.js";
import { MESSAGES } from "./messages.js";
import { consentRoutes } from "./routes/consent.js";
import { formRoutes } from "./routes/forms.js";
import { teamRoutes } from "./routes/team.js";
import { shopRoutes } from "./routes/shop.js";
import { jobRoutes } from "./routes/jobs.js";
import { userRoutes } from "./routes/users.js";
import { siteRoutes } from "./site.js";

/** Mails claimed and written at once when they go to .eml files (no SMTP_URL). */
const FILE_MAIL_GROUP = 20;
/** Requests in progress from which the mail worker waits before its next group: more than a trickle. */
const BUSY_REQUESTS = 8;

export interface AppOptions {
  config: Config;
  db: Database;
  now?: () => number;
  /** Pino options or false; default from `config.logLevel`. */
  logger?: FastifyServerOptions["logger"];
}

/** JSON bodies of the forms are small; résumés travel as multipart with their own 5 MB limit. */
const JSON_BODY_LIMIT = 64 * 1024;

/** The players of every video channel the content model allows (src/features/marketing/video.ts `embedUrl`; review L14). */
const VIDEO_FRAMES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com", "https://player.youku.com"];

/**
 * The service's Content-Security-Policy. Nothing but the site's own script files runs: a page adds the hashes of
 * its own inline scripts (lib/page-policy.ts), and an API answer runs nothing. Styles stay 'unsafe-inline' for
 * Emotion, which writes style tags as the page runs.
 */
export function contentSecurityDirectives(config: Config): CspDirectives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "media-src": ["'self'"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...config.connectOrigins],
    "frame-src": VIDEO_FRAMES,
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
}

/**
 * helmet's options: the security headers every answer carries. nginx in front of a static copy of the site sends the
 * same ones, written from these by `npm run nginx-headers` (nginx-headers-cli.ts).
 */
export function securityHeaderOptions(config: Config) {
  const csp = contentSecurityDirectives(config);
  return {
    // Pages of the site get this policy with their own inline scripts' hashes added (siteRoutes).
    contentSecurityPolicy: { useDefaults: false, directives: Object.fromEntries(Object.entries(csp).map(([name, values]) => [name, [...values]])) },
    // The site links to YouTube with a referrer policy of its own; the default here keeps the origin only.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
    strictTransportSecurity: config.production,
    // Cross-Origin-Opener-Policy stays helmet's `same-origin`: a window of another site that opens one of our pages
    // cannot navigate it or reach into it. (It was once turned off for a Lighthouse figure; see docs/performance.md.)
  };
}

/**
 * The headers helmet gives an answer with `options`, worked out once. Every answer carries them: the hook in
 * buildApp, the answers written before any hook runs (a path that does not decode, a request Node could not read:
 * review 3 N13), and nginx in front of the static site (nginx-headers-cli.ts).
 */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers = new Map<string, string>();
  const collect = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  // helmet only calls setHeader and removeHeader on the response it is given.
  helmet(options)({} as http.IncomingMessage, collect as unknown as http.ServerResponse, () => {});
  return Object.fromEntries(headers);
}

/**
 * Answers a request Node's HTTP parser refused (no framing, a bad header, headers over 16 KB, a body too slow),
 * which never reaches Fastify's router: the JSON envelope with the security headers, then the connection closes.
 */
function clientErrorAnswer(error: NodeJS.ErrnoException, securityHeaders: Record<string, string>): string {
  const [status, msg] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, MESSAGES.requestTimeout]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, MESSAGES.headersTooLarge]
        : [400, MESSAGES.badRequest];
  const body = JSON.stringify({ success: false, msg });
  const headers = {
    ...securityHeaders,
    "cache-control": "no-store",
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/** Requests whose body was read and validated: an error after that is ours, not the client's. */
const reachedHandler = new WeakSet<FastifyRequest>();

/**
 * The status and `msg` for an error Fastify, a plugin or a handler raised. Every sentence comes from
 * `messages.ts`; a library's own wording never reaches a visitor.
 */
function describeError(error: FastifyError, request: FastifyRequest): { status: number; msg: string } {
  if (error instanceof BusyError) return { status: 503, msg: MESSAGES.busy };
  if (isDatabaseOverload(error)) return { status: 503, msg: MESSAGES.busy };
  if (error instanceof NotUtf8Error) return { status: 400, msg: MESSAGES.notUtf8 };
  const status = error.statusCode ?? 500;
  if (error.validation) {
    const what = error.validationContext === "body" ? "form fields" : "request";
    return { status: 400, msg: describeSchemaError(error.validation[0] as unknown as SchemaError, what) };
  }
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, msg: MESSAGES.jsonRequired };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, msg: MESSAGES.tooLarge };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, msg: MESSAGES.badJson };
    case "FST_REQ_FILE_TOO_LARGE":
      return { status: 413, msg: MESSAGES.resumeTooLarge };
    case "FST_FILES_LIMIT":
      return { status: 413, msg: MESSAGES.tooManyFiles };
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return { status: 413, msg: MESSAGES.tooManyFields };
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return { status: 415, msg: MESSAGES.multipartRequired };
  }
  if (error instanceof SyntaxError && status === 400) return { status: 400, msg: MESSAGES.badJson };
  if (status >= 400 && status < 500) return { status, msg: status === 413 ? MESSAGES.tooLarge : MESSAGES.badRequest };
  // The multipart parser (busboy) raises plain errors for a missing boundary or a cut-off body: the client's doing.
  if (!reachedHandler.has(request) && /^multipart\//i.test(request.headers["content-type"] ?? "")) {
    return { status: 400, msg: MESSAGES.multipartBroken };
  }
  return { status: 500, msg: MESSAGES.serverError };
}

/** True for requests under /api (where every answer is the JSON envelope). */
function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/** The URL as logged: without its query string, which may carry something private. */
function loggedUrl(url: string): string {
  const at = url.indexOf("?");
  return at === -1 ? url : url.slice(0, at);
}

export async function buildApp({ config, db, now = Date.now, logger }: AppOptions): Promise<FastifyInstance> {
  let hasSite = false;
  const csp = contentSecurityDirectives(config);
  const pagePolicies = createPagePolicies(csp);
  const securityHeaders = helmetHeaders(securityHeaderOptions(config));
  // Fastify's bad-URL hook runs outside every plugin scope, so the 404 page is read from disk there, not sent.
  const notFoundPage = (): Buffer | string => {
    try {
      return fs.readFileSync(path.join(config.siteDir ?? "", "404.html"));
    } catch {
      return "<!doctype html><title>Page not found</title><h1>Page not found</h1>";
    }
  };
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: { paths: ["req.headers.authorization", "req.headers.cookie", "req.body"], remove: true },
      serializers: {
        req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
          method: request.method,
          url: loggedUrl(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
        }),
      },
    },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Requests arriving while we shut down get our own JSON 503 (below), not Fastify's fixed body.
    return503OnClosing: false,
    // A whole request (a 5 MB résumé from a phone at 400 kbit/s takes about 100 s) and an idle socket each have an
    // end; a body trickling in a byte at a time is cut off instead of holding the connection for good.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    connectionTimeout: config.requestTimeoutSeconds * 1000,
    // Node enforces the request timeout only from a check it runs every `connectionsCheckingInterval`, and never
    // sooner than the headers timeout: both are set from it, or a trickling body outlives a short setting.
    http: {
      requestTimeout: config.requestTimeoutSeconds * 1000,
      headersTimeout: Math.min(60_000, config.requestTimeoutSeconds * 1000),
      connectionsCheckingInterval: Math.min(30_000, config.requestTimeoutSeconds * 250),
    },
    keepAliveTimeout: 10_000,
    clientErrorHandler(error, socket: Duplex) {
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      if (socket.writable) socket.write(clientErrorAnswer(error, securityHeaders));
      socket.destroy(error);
    },
    // A malformed percent-encoding in the path: the envelope under /api, the site's 404 page elsewhere. Fastify
    // answers it before any hook runs, so helmet's headers are added here.
    frameworkErrors(_error, request, rawReply) {
      // Fastify types this reply by the (unknown) route's schema; it is a plain reply here.
      const reply = (rawReply as unknown as FastifyReply).headers(securityHeaders).header("cache-control", "no-store");
      if (isApiPath(request.url) || !hasSite) {
        return reply.code(400).send({ success: false, msg: MESSAGES.badAddress });
      }
      return reply
        .code(404)
        .header("content-security-policy", pagePolicies(path.join(config.siteDir ?? "", "404.html")))
        .type("text/html; charset=utf-8")
        .send(notFoundPage());
    },
    ajv: {
      // Refuse unknown fields and wrong types instead of quietly dropping or converting them; `verbose` hands the
      // rejected value to the message writer.
      // `wellFormed` refuses lone surrogates in every string (schemas.ts).
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false, verbose: true, keywords: [WELL_FORMED_KEYWORD] },
    },
  });
  const site = readSiteInfo();
  const ctx: ServiceContext = { config, db, now, mail: { site, team: config.mail.team ?? site.email, wake: () => {} } };
  // Requests being answered: while a queue of them waits, the mail worker lets them go first.
  const answering = countInFlight(app);
  if (config.mail.deliver) {
    const worker = startMailWorker({
      db,
      transport: transportFor(config),
      from: config.mail.from ?? `${site.name} <${site.email}>`,
      maxAttempts: config.mail.maxAttempts,
      retryBaseMs: config.mail.retrySeconds * 1000,
      slowRetryMs: config.mail.slowRetrySeconds * 1000,
      slowSpanMs: config.mail.slowRetryDays * 24 * 3600 * 1000,
      // Three whole-send timeouts: no other worker takes a mail while its send may still succeed (review 3 N4).
      leaseMs: config.mail.smtpTimeoutSeconds * 3 * 1000,
      // Without SMTP the mails are files written here, which cannot hang on a remote server: bigger groups, fewer
      // claims on a database a burst of sign-ups is using.
      concurrency: config.mail.smtpUrl ? config.mail.concurrency : Math.max(config.mail.concurrency, FILE_MAIL_GROUP),
      pollMs: config.mail.pollSeconds * 1000,
      busy: () => answering() >= BUSY_REQUESTS,
      now,
      log: app.log,
    });
    ctx.mail.wake = worker.wake;
    app.addHook("onClose", () => worker.stop());
  }
  // Every answer carries the security headers, the 503 of a closing instance included. They are worked out once:
  // @fastify/helmet ran all of helmet again for every request, and under load what that left behind made each young
  // collection of the heap pause for 8–15 ms (docs/api.md, "Load"). Set on the raw response as helmet does, so a
  // route's own header (a page's policy) still wins.
  const securityHeaderList = Object.entries(securityHeaders);
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of securityHeaderList) reply.raw.setHeader(name, value);
    done();
  });
  app.decorateRequest("user", null);

  // From SIGTERM on, requests already being handled finish; new ones are told to come back (a load balancer
  // sends them to another instance) with the connection closed behind them.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (_request, reply) => {
    if (closing) return reply.code(503).header("connection", "close").header("retry-after", "5").send({ success: false, msg: MESSAGES.unavailable });
  });

  // Set before any plugin registers a route (review 3 N13): a route takes the error handler in force when it is
  // added, and @fastify/cors's OPTIONS route otherwise kept Fastify's own error answers.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, msg } = describeError(error, request);
    if (status === 503) {
      reply.header("retry-after", "2");
      // A busy argon2 line is expected under a burst; a database out of time is worth the team's attention.
      if (isDatabaseOverload(error)) request.log.warn({ err: error }, "database overloaded: answered 503");
    } else if (status >= 500) request.log.error({ err: error }, "request failed");
    return reply.code(status).send({ success: false, msg });
  });

  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    // Quality 11 (zlib's default) costs far more CPU per response than it saves bytes over 5.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ["GET", "POST"],
    allowedHeaders: ["Content-Type", "Authorization"],
    maxAge: 600,
  });

  app.addHook("preHandler", async (request) => {
    reachedHandler.add(request);
  });

  await app.register(
    async (api) => {
      // Only JSON (and, on job/application, multipart); an empty JSON body reads as "no body" so that
      // users/logout works whether or not the client sends a content type.
      api.removeAllContentTypeParsers();
      const parseJson = api.getDefaultJsonParser("error", "error");
      api.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
        let text: string;
        try {
          text = decodeBody(body);
        } catch (error) {
          return done(error as NotUtf8Error, undefined);
        }
        if (text === "") return done(null, undefined);
        parseJson(request, text, done);
      });

      // Answers about accounts and sessions must not sit in a cache; a route that may be cached says so itself.
      api.addHook("onSend", async (_request, reply, payload) => {
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
        return payload;
      });

      api.get("/health", async (_request, reply) => {
        try {
          await db.query("SELECT 1");
          return { success: true, msg: "ok", database: db.kind };
        } catch (error) {
          reply.log.error({ err: error }, "health check failed");
          return reply.code(503).send({ success: false, msg: MESSAGES.databaseDown, database: db.kind });
        }
      });
      healthRoutes(api, db, now);
      await api.register(async (scope) => userRoutes(scope, ctx));
      await api.register(async (scope) => formRoutes(scope, ctx));
      await api.register(async (scope) => jobRoutes(scope, ctx));
      await api.register(async (scope) => consentRoutes(scope, ctx));
      await api.register(async (scope) => shopRoutes(scope, ctx));
      await api.register(async (scope) => teamRoutes(scope, ctx));
    },
    { prefix: "/api" },
  );

  const siteDir = config.siteDir;
  hasSite = siteDir !== null && fs.existsSync(path.join(siteDir, "index.html"));
  // Registered on the root (not in a scope) so the 404 handler below can send the built 404 page.
  if (hasSite && siteDir !== null) await siteRoutes(app, siteDir, pagePolicies);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    if (pathname === "/api" || pathname.startsWith("/api/") || !hasSite || !["GET", "HEAD"].includes(request.method)) {
      const known = app.hasRoute({ url: pathname, method: "GET" }) || app.hasRoute({ url: pathname, method: "POST" });
      return reply.code(known ? 405 : 404).send({ success: false, msg: known ? MESSAGES.methodNotAllowed : MESSAGES.noSuchCall });
    }
    return reply.code(404).header("cache-control", "public, max-age=0, must-revalidate").type("text/html; charset=utf-8").sendFile("404.html");
  });

  // Old rate-limit windows, expired sessions and resets, sent mail and old analytics are removed now and then.
  const stopHousekeeping = startHousekeeping(ctx, app.log);
  app.addHook("onClose", async () => stopHousekeeping());

  return app;
}
