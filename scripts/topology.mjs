// `npm run test:topology`: the production topology of docs/deploying.md on loopback, with deploy/nginx.conf as
// written (only its addresses, ports and paths replaced). nginx serves the built site (public/, or TOPOLOGY_SITE_DIR)
// and proxies /api/ to two API instances on one throwaway PostgreSQL, with mail going to an SMTP sink. For 30 s
// (TOPOLOGY_SECONDS) workers send mixed traffic through nginx, each request from its own loopback address; a third
// of the way in one instance is killed with SIGKILL, and restarted a few seconds later. Then it checks:
// - every answer is 2xx or the 4xx the request deserved; a 5xx only for a request in flight on the killed instance;
// - every acknowledged sign-up, newsletter sign-up, demo request, analytics event and application is in the database;
// - every mail queued was received by the SMTP sink exactly once (by Message-ID);
// - the rate limits are shared by the instances (one client through nginx, whatever X-Forwarded-For it sends);
// - a résumé uploaded to one instance downloads from the other, and no instance wrote a file in its DATA_DIR;
// - the static files carry the headers a CDN needs (brotli, immutable hashed assets, no-cache HTML and page data);
// - pages and assets leave nginx with the very security headers an instance serving the site sends for the same path
//   (`npm run nginx-headers` writes them for nginx), and each page's inline scripts are all allowed by its policy.
// Loopback only; ports E2E_PORT+1 … +4 (default 9431-9434); stops everything it started, also on failure.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { ensureServerBuilt, serverEntry } from "./lib/server-build.mjs";
import { startThrowawayPostgres } from "./lib/throwaway-postgres.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BASE_PORT = Number(process.env.E2E_PORT ?? 9430);
const NGINX_PORT = BASE_PORT + 1;
const INSTANCE_PORTS = [BASE_PORT + 2, BASE_PORT + 3];
/** An instance that also serves the site (not behind nginx): what the security headers of a path must be. */
const SITE_INSTANCE_PORT = BASE_PORT + 4;
/** The security headers the API service may send (helmet's, HSTS in production, a Permissions-Policy if ever added). */
const SECURITY_HEADERS = [
  "content-security-policy",
  "cross-origin-embedder-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "permissions-policy",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];
/** nginx reaches the instances from this address, the one they trust (TRUST_PROXY); clients come from others. */
const NGINX_ADDRESS = "127.0.0.2";
const SECONDS = Number(process.env.TOPOLOGY_SECONDS ?? 30);
const WORKERS = 6;
/** Each worker starts an action at most this often, so a quiet machine and a busy one send a similar load. */
const ACTION_EVERY_MS = 60;
const SITE_DIR = path.resolve(process.env.TOPOLOGY_SITE_DIR ?? path.join(ROOT, "public"));
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

const cleanups = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const problems = [];
const check = (ok, message) => {
  console.log(`${ok ? "✔" : "✖"} ${message}`);
  if (!ok) problems.push(message);
};

async function cleanUp() {
  for (const undo of cleanups.splice(0).reverse())
    await Promise.resolve()
      .then(undo)
      .catch(() => {});
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void cleanUp().then(() => process.exit(1)));

function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ── HTTP from a chosen loopback address ────────────────────────────────────────────────────────────────────────

let addressCounter = 0;
/** A loopback address no earlier request used (127.1.0.1, 127.1.0.2, …): each its own client for the rate limits. */
function freshClient() {
  addressCounter += 1;
  return `127.1.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** One request; resolves with status, headers and body (a Buffer), or status 0 when the connection failed. */
function request(port, method, url, { body, headers = {}, from = "127.0.0.1", timeoutMs = 20_000 } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: url,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload && !headers["content-type"] ? { "content-type": "application/json" } : {}),
          ...(payload ? { "content-length": payload.length } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", () => resolve({ status: 0, headers: {}, body: Buffer.alloc(0) }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, headers: {}, body: Buffer.alloc(0) }));
    req.end(payload);
  });
}

const json = (answer) => {
  try {
    return JSON.parse(answer.body.toString("utf8"));
  } catch {
    return {};
  }
};

function multipart(fields, file) {
  const boundary = `----topology${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

// ── The pieces ─────────────────────────────────────────────────────────────────────────────────────────────────

async function startSmtpSink() {
  const received = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 16_384) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ id: /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "(none)", at: Date.now() });
        callback();
      });
    },
  });
  await new Promise((resolve) => sink.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => sink.close(resolve)));
  return { port: sink.server.address().port, received };
}

function instanceEnv(databaseUrl, port, dataDir, smtpPort) {
  const { SITE_DIR: _site, LOG_REQUESTS: _log, TRUST_PROXY: _trust, UPLOADS_DIR: _uploads, ...inherited } = process.env;
  return {
    ...inherited,
    DATABASE_URL: databaseUrl,
    MIGRATE_ON_START: "false",
    HOST: "127.0.0.1",
    PORT: String(port),
    API_ONLY: "true",
    DATA_DIR: dataDir,
    TRUST_PROXY: NGINX_ADDRESS,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMTP_REQUIRE_TLS: "false",
    MAIL_SMTP_TIMEOUT_SECONDS: "5",
    MAIL_POLL_SECONDS: "1",
    MAIL_CONCURRENCY: "8",
    PASSWORD_HASH_COST: "test",
    LOG_LEVEL: "warn",
  };
}

function startInstance(env) {
  const child = spawn(process.execPath, [serverEntry(ROOT, "main")], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const instance = { child, port: Number(env.PORT), output: "" };
  const keep = (chunk) => (instance.output = (instance.output + chunk).slice(-32_768));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  instance.exited = new Promise((resolve) => child.once("exit", resolve));
  cleanups.push(() => stopProcess(child));
  return instance;
}

async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const exited = new Promise((resolve) => child.once("exit", resolve));
  if ((await Promise.race([exited, sleep(10_000).then(() => "late")])) === "late") child.kill("SIGKILL");
}

async function waitFor(port, url, what, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`${what} exited while starting`);
    if ((await request(port, "GET", url, { timeoutMs: 2000 })).status === 200) return;
    await sleep(200);
  }
  throw new Error(`${what} did not answer GET ${url} within 60 s`);
}

/** deploy/nginx.conf with its addresses, ports and paths pointed at this run; each must be found, so the two agree. */
function nginxConfig(work) {
  let text = fs.readFileSync(path.join(ROOT, "deploy", "nginx.conf"), "utf8");
  const replace = (from, to) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}": update scripts/topology.mjs with it`);
    text = text.replace(from, to);
  };
  replace("user www-data;", process.getuid?.() === 0 ? "user root;" : "");
  replace("pid /run/gestura-nginx.pid;", `pid ${work}/nginx.pid;`);
  replace("error_log /var/log/nginx/gestura-error.log warn;", `error_log ${work}/error.log warn;`);
  replace(
    "access_log /var/log/nginx/gestura-access.log gestura;",
    `access_log ${work}/access.log gestura;\n  client_body_temp_path ${work}/body;\n  proxy_temp_path ${work}/proxy;\n  fastcgi_temp_path ${work}/fastcgi;\n  uwsgi_temp_path ${work}/uwsgi;\n  scgi_temp_path ${work}/scgi;`,
  );
  replace("server 10.0.0.11:8000", `server 127.0.0.1:${INSTANCE_PORTS[0]}`);
  replace("server 10.0.0.12:8000", `server 127.0.0.1:${INSTANCE_PORTS[1]}`);
  replace("listen 80;", `listen 127.0.0.1:${NGINX_PORT};`);
  replace("root /srv/gestura/public;", `root ${SITE_DIR};`);
  replace("include /srv/gestura/deploy-out/nginx/security-map.conf;", `include ${work}/headers/security-map.conf;`);
  replace("include /srv/gestura/deploy-out/nginx/security-headers.conf;", `include ${work}/headers/security-headers.conf;`);
  // On one host nginx needs an address of its own towards the instances, so that they can tell it from clients.
  replace(
    "proxy_pass http://gestura_api;\n      proxy_http_version",
    `proxy_pass http://gestura_api;\n      proxy_bind ${NGINX_ADDRESS};\n      proxy_http_version`,
  );
  const file = path.join(work, "nginx.conf");
  fs.writeFileSync(file, text);
  return file;
}

// ── Traffic ────────────────────────────────────────────────────────────────────────────────────────────────────

let sequence = 0;
const unique = () => `${Date.now().toString(36)}-${++sequence}`;

/** Each action sends its requests through nginx and returns what they were and what was acknowledged. */
const ACTIONS = [
  {
    name: "page",
    weight: 4,
    run: async () => [["page", await request(NGINX_PORT, "GET", "/", { headers: { "accept-encoding": "br" }, from: freshClient() }), 200]],
  },
  {
    name: "page-data",
    weight: 2,
    run: async () => [["page-data", await request(NGINX_PORT, "GET", "/page-data/index/page-data.json", { from: freshClient() }), 200]],
  },
  {
    name: "sign-up",
    weight: 2,
    run: async (acks) => {
      const email = `topology-${unique()}@example.com`;
      const answer = await request(NGINX_PORT, "POST", "/api/users/register", {
        body: { email, password: "correct horse battery" },
        from: freshClient(),
      });
      if (answer.status === 201) acks.users.push(email);
      return [["sign-up", answer, 201]];
    },
  },
  {
    name: "newsletter",
    weight: 3,
    run: async (acks) => {
      const email = `news-${unique()}@example.com`;
      const answer = await request(NGINX_PORT, "POST", "/api/newsletter/subscriber", {
        body: { email, website: "", elapsed_ms: 5000 },
        from: freshClient(),
      });
      if (answer.status === 200) acks.newsletter.push(email);
      return [["newsletter", answer, 200]];
    },
  },
  {
    name: "demo",
    weight: 2,
    run: async (acks) => {
      const email = `demo-${unique()}@example.com`;
      const body = {
        first_name: "Grace",
        last_name: "Hopper",
        email,
        phone_number: "+1 202 555 0100",
        company_name: "Navy",
        message: "A demo, please.",
        subject: "Demo Request",
        website: "",
        elapsed_ms: 5000,
      };
      const answer = await request(NGINX_PORT, "POST", "/api/demo/schedule-demo", { body, from: freshClient() });
      if (answer.status === 201) acks.demo.push(email);
      return [["demo", answer, 201]];
    },
  },
  {
    name: "analytics",
    weight: 3,
    run: async (acks) => {
      const session = `topology-${unique()}`;
      const answer = await request(NGINX_PORT, "POST", "/api/analytics/send", {
        body: { event_type: "pageview", event_target: "/", session_id: session, page_url: "http://127.0.0.1/" },
        from: freshClient(),
      });
      if (answer.status === 201) acks.analytics.push(session);
      return [["analytics", answer, 201]];
    },
  },
  {
    // A visitor who gets a field wrong: the 400 is deserved.
    name: "bad sign-up",
    weight: 1,
    run: async () => [
      [
        "bad sign-up",
        await request(NGINX_PORT, "POST", "/api/users/register", {
          body: { email: "not an address", password: "correct horse battery" },
          from: freshClient(),
        }),
        400,
      ],
    ],
  },
  {
    name: "application",
    weight: 1,
    run: async (acks) => {
      const from = freshClient();
      const email = `applicant-${unique()}@example.com`;
      const registered = await request(NGINX_PORT, "POST", "/api/users/register", { body: { email, password: "correct horse battery" }, from });
      if (registered.status !== 201) return [["sign-up", registered, 201]];
      acks.users.push(email);
      const login = await request(NGINX_PORT, "POST", "/api/users/login", { body: { email, password: "correct horse battery" }, from });
      if (login.status !== 200)
        return [
          ["sign-up", registered, 201],
          ["sign-in", login, 200],
        ];
      const { body, headers } = multipart(
        { full_name: "Ada Lovelace", email, phone: "+44 20 7946 0000", position: "Engineer", linkedin_url: "https://www.linkedin.com/in/ada" },
        PDF,
      );
      const applied = await request(NGINX_PORT, "POST", "/api/job/application", {
        body,
        headers: { ...headers, authorization: `Bearer ${json(login).token}` },
        from,
      });
      if (applied.status === 201) acks.applications.push(email);
      return [
        ["sign-up", registered, 201],
        ["sign-in", login, 200],
        ["application", applied, 201],
      ];
    },
  },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, action) => sum + action.weight, 0);
function pickAction() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return ACTIONS[0];
}

// ── Security headers: nginx against an instance ────────────────────────────────────────────────────────────────

/**
 * For a few pages (the home page, an article, sign-in, a missing page answered with the 404 page) and a hashed
 * script, each security header through nginx equals what an instance serving the site sends for the same path, and
 * every inline script of each page is allowed by the Content-Security-Policy it came with.
 */
async function compareSecurityHeaders(databaseUrl, smtpPort, script) {
  const { inlineScriptHashes } = await import(pathToFileURL(path.join(path.dirname(serverEntry(ROOT, "main")), "lib", "page-policy.js")).href);
  const env = {
    ...instanceEnv(databaseUrl, SITE_INSTANCE_PORT, tempDir("gestura-topology-site-"), smtpPort),
    API_ONLY: "false",
    SITE_DIR,
    MAIL_DELIVERY: "false",
  };
  const site = startInstance(env);
  await waitFor(site.port, "/api/readyz", "the instance serving the site", site.child);
  const article = fs.readdirSync(path.join(SITE_DIR, "blog-details")).sort()[0];
  const paths = [
    ["/", 200],
    [`/blog-details/${article}/`, 200],
    ["/sign-in/", 200],
    // A view of the team console, a client-only page: served as /team/ itself.
    ["/team/leads/", 200],
    ["/no-such-page/", 404],
    [`/${script}`, 200],
  ];
  for (const [url, status] of paths) {
    const [proxied, direct] = await Promise.all([request(NGINX_PORT, "GET", url), request(site.port, "GET", url)]);
    const differences = SECURITY_HEADERS.filter((name) => proxied.headers[name] !== direct.headers[name]).map(
      (name) => `${name}: nginx ${JSON.stringify(proxied.headers[name] ?? null)}, instance ${JSON.stringify(direct.headers[name] ?? null)}`,
    );
    const sent = SECURITY_HEADERS.filter((name) => direct.headers[name] !== undefined).length;
    check(
      proxied.status === status && direct.status === status && direct.headers["content-security-policy"] !== undefined && differences.length === 0,
      `${url}: ${proxied.status} through nginx, ${direct.status} from an instance; ${sent} security headers compared, ${differences.length} different${differences.length ? `: ${differences.join("; ")}` : ""}`,
    );
    if (!/text\/html/.test(proxied.headers["content-type"] ?? "")) continue;
    const policy = proxied.headers["content-security-policy"] ?? "";
    const allowed = new Set((/(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? "").split(" "));
    const scripts = inlineScriptHashes(proxied.body.toString("utf8"));
    const refused = scripts.filter((hash) => !allowed.has(hash));
    check(
      refused.length === 0 && scripts.length > 0,
      `${url}: ${scripts.length} inline scripts, ${refused.length} not allowed by the page's policy through nginx`,
    );
  }
  await stopProcess(site.child);
}

// ── The run ────────────────────────────────────────────────────────────────────────────────────────────────────

async function main() {
  if (!fs.existsSync("/usr/sbin/nginx") || !fs.existsSync(BROTLI_MODULE))
    throw new Error("nginx and its brotli module are needed: apt-get install nginx libnginx-mod-http-brotli-static");
  if (!fs.existsSync(path.join(SITE_DIR, "index.html")))
    throw new Error(`${SITE_DIR} holds no built site: run npm run build first (or set TOPOLOGY_SITE_DIR)`);
  const started = Date.now();
  ensureServerBuilt(ROOT);
  const postgres = await startThrowawayPostgres();
  cleanups.push(() => postgres.stop());
  const smtp = await startSmtpSink();

  // The release step, then the instances (which refuse to start on a database behind their code).
  const migrated = spawnSync(process.execPath, [serverEntry(ROOT, "migrate-cli")], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: postgres.url, DATA_DIR: tempDir("gestura-topology-migrate-") },
    encoding: "utf8",
  });
  if (migrated.status !== 0) throw new Error(`npm run migrate failed: ${migrated.stderr}`);
  console.log(`Release step: ${migrated.stdout.trim()}`);
  const dataDirs = INSTANCE_PORTS.map((port) => tempDir(`gestura-topology-${port}-`));
  const envs = INSTANCE_PORTS.map((port, i) => instanceEnv(postgres.url, port, dataDirs[i], smtp.port));
  const instances = envs.map((env) => startInstance(env));
  await Promise.all(instances.map((instance) => waitFor(instance.port, "/api/readyz", `the instance on port ${instance.port}`, instance.child)));

  // The deploy step that gives nginx the service's security headers, with the instances' settings.
  const work = tempDir("gestura-topology-nginx-");
  const headersStep = spawnSync(process.execPath, [serverEntry(ROOT, "nginx-headers-cli"), SITE_DIR, path.join(work, "headers")], {
    cwd: ROOT,
    env: envs[0],
    encoding: "utf8",
  });
  if (headersStep.status !== 0) throw new Error(`npm run nginx-headers failed: ${headersStep.stderr}`);
  console.log(`Security headers for nginx: ${headersStep.stdout.trim()}`);
  const nginx = spawn("/usr/sbin/nginx", ["-p", work, "-c", nginxConfig(work), "-e", path.join(work, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  cleanups.push(() => stopProcess(nginx));
  await waitFor(NGINX_PORT, "/api/healthz", "nginx", nginx);

  // What a CDN needs from the static files.
  const home = await request(NGINX_PORT, "GET", "/", { headers: { "accept-encoding": "gzip, br" } });
  const script =
    fs.readdirSync(SITE_DIR).find((name) => /^app-[0-9a-f]+\.js$/.test(name)) ??
    fs.readdirSync(SITE_DIR).find((name) => /-[0-9a-f]{16,}\.js$/.test(name));
  const asset = await request(NGINX_PORT, "GET", `/${script}`, { headers: { "accept-encoding": "br" } });
  const plain = await request(NGINX_PORT, "GET", `/${script}`);
  const pageData = await request(NGINX_PORT, "GET", "/page-data/index/page-data.json", { headers: { "accept-encoding": "br" } });
  const map = await request(NGINX_PORT, "GET", `/${script}.map`);
  check(
    home.status === 200 &&
      home.headers["content-encoding"] === "br" &&
      home.headers["cache-control"] === "public, no-cache" &&
      /text\/html/.test(home.headers["content-type"] ?? ""),
    `the home page: 200, Content-Encoding br, text/html, Cache-Control "${home.headers["cache-control"]}"`,
  );
  check(
    asset.status === 200 &&
      asset.headers["content-encoding"] === "br" &&
      asset.headers["cache-control"] === "public, max-age=31536000, immutable" &&
      /javascript/.test(asset.headers["content-type"] ?? ""),
    `a hashed script (/${script}): brotli, "${asset.headers["cache-control"]}"`,
  );
  check(
    plain.status === 200 && plain.headers["content-encoding"] === undefined && plain.body.length === fs.statSync(path.join(SITE_DIR, script)).size,
    "the same script, to a client without brotli: the original bytes",
  );
  check(pageData.status === 200 && pageData.headers["cache-control"] === "public, no-cache", `page data: "${pageData.headers["cache-control"]}"`);
  check(map.status === 404, "source maps are not published");
  await compareSecurityHeaders(postgres.url, smtp.port, script);

  // Mixed traffic, with one instance killed and restarted.
  const acks = { users: [], newsletter: [], demo: [], analytics: [], applications: [] };
  const results = [];
  const killed = instances[1];
  let killAt = Infinity;
  let deadAt = Infinity;
  let restartedAt = Infinity;
  const end = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const startedAt = Date.now();
      for (const [name, answer, expected] of await pickAction().run(acks))
        results.push({ name, status: answer.status, expected, startedAt, endedAt: Date.now() });
      await sleep(Math.max(0, startedAt + ACTION_EVERY_MS - Date.now()));
    }
  };
  const chaos = (async () => {
    await sleep((SECONDS * 1000) / 3);
    killAt = Date.now();
    killed.child.kill("SIGKILL");
    await killed.exited;
    deadAt = Date.now();
    console.log(`Killed the instance on port ${killed.port} with SIGKILL at ${((killAt - (end - SECONDS * 1000)) / 1000).toFixed(1)} s`);
    await sleep(5000);
    instances[1] = startInstance(envs[1]);
    await waitFor(instances[1].port, "/api/readyz", "the restarted instance", instances[1].child);
    restartedAt = Date.now();
    console.log(`Restarted it; ready again ${((restartedAt - killAt) / 1000).toFixed(1)} s after the kill`);
  })();
  await Promise.all([...Array.from({ length: WORKERS }, worker), chaos]);

  // Every answer accounted for. In flight on the killed instance: started before it was gone, answered after the kill.
  const wasInFlight = (r) => r.status >= 500 && r.startedAt <= deadAt && r.endedAt >= killAt;
  const unexpected = results.filter((r) => r.status !== r.expected && !wasInFlight(r));
  const inFlight = results.filter(wasInFlight);
  const byName = {};
  for (const r of results) byName[r.name] = (byName[r.name] ?? 0) + 1;
  console.log(
    `Requests through nginx: ${results.length} in ${SECONDS} s (${Object.entries(byName)
      .map(([n, c]) => `${c} ${n}`)
      .join(", ")})`,
  );
  const accessLog = fs.readFileSync(path.join(work, "access.log"), "utf8").split("\n");
  const fiveHundreds = accessLog.filter((line) => /" 5\d\d /.test(line));
  check(
    unexpected.length === 0,
    `every answer was the one the request deserved (${results.filter((r) => r.status === r.expected && r.expected >= 400).length} deserved 4xx); unexpected: ${unexpected.length}${unexpected.length ? ` ${JSON.stringify(unexpected.slice(0, 5))}` : ""}`,
  );
  check(
    fiveHundreds.every((line) => line.includes(`:${killed.port}`)),
    `5xx answers: ${inFlight.length}, all in flight on the killed instance when it died (nginx's log names it for each of its ${fiveHundreds.length} 5xx lines)`,
  );
  const retried = accessLog.filter((line) => /upstream=\S+, \S+/.test(line)).length;
  console.log(`Requests nginx moved to the other instance: ${retried}`);

  // Every acknowledged row in the database.
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  cleanups.push(() => client.end());
  const missing = async (sql, values) => (await client.query(sql, [values])).rows[0].missing;
  const rowChecks = [
    ["accounts", "SELECT count(*)::int - (SELECT count(*)::int FROM users WHERE email = ANY($1)) AS missing FROM unnest($1::text[])", acks.users],
    [
      "newsletter sign-ups",
      "SELECT count(*)::int - (SELECT count(*)::int FROM newsletter_subscribers WHERE email = ANY($1)) AS missing FROM unnest($1::text[])",
      acks.newsletter,
    ],
    [
      "demo requests",
      "SELECT count(*)::int - (SELECT count(DISTINCT email)::int FROM demo_requests WHERE email = ANY($1)) AS missing FROM unnest($1::text[])",
      acks.demo,
    ],
    [
      "analytics events",
      "SELECT count(*)::int - (SELECT count(DISTINCT session_id)::int FROM analytics_events WHERE session_id = ANY($1)) AS missing FROM unnest($1::text[])",
      acks.analytics,
    ],
    [
      "applications",
      "SELECT count(*)::int - (SELECT count(DISTINCT email)::int FROM job_applications WHERE email = ANY($1)) AS missing FROM unnest($1::text[])",
      acks.applications,
    ],
  ];
  let rowsChecked = 0;
  for (const [what, sql, values] of rowChecks) {
    const gone = await missing(sql, values);
    rowsChecked += values.length;
    check(gone === 0, `${values.length} acknowledged ${what}: ${gone} missing from the database`);
  }

  // Rate limits shared: one client through nginx (whose requests alternate between the instances), spoofing
  // X-Forwarded-For on each, gets exactly the forms limit (5 a minute).
  const limited = [];
  for (let i = 0; i < 8; i++) {
    const answer = await request(NGINX_PORT, "POST", "/api/newsletter/subscriber", {
      body: { email: `limit-${unique()}@example.com`, website: "", elapsed_ms: 5000 },
      headers: { "x-forwarded-for": `198.51.100.${i}` },
      from: "127.3.3.3",
    });
    limited.push(answer.status);
  }
  const servedBy = new Set(
    fs
      .readFileSync(path.join(work, "access.log"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("127.3.3.3 "))
      .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
  );
  check(
    limited.join(",") === "200,200,200,200,200,429,429,429" && servedBy.size === 2,
    `rate limit shared by both instances (${[...servedBy].join(" and ")}): 8 newsletter sign-ups from one client answered ${limited.join(",")}`,
  );

  // A résumé uploaded to one instance downloads from the other.
  const [a, b] = INSTANCE_PORTS;
  const email = `crossing-${unique()}@example.com`;
  await request(a, "POST", "/api/users/register", { body: { email, password: "correct horse battery" } });
  const token = json(await request(a, "POST", "/api/users/login", { body: { email, password: "correct horse battery" } })).token;
  const big = Buffer.concat([PDF, Buffer.from(`%${"r".repeat(1024 * 1024)}\n`, "latin1")]);
  const { body, headers } = multipart(
    { full_name: "Ada Lovelace", email, phone: "+44 20 7946 0000", position: "Engineer", linkedin_url: "https://www.linkedin.com/in/ada" },
    big,
  );
  const uploaded = await request(a, "POST", "/api/job/application", { body, headers: { ...headers, authorization: `Bearer ${token}` } });
  const downloaded = await request(b, "GET", `/api/job/application/${json(uploaded).id}/resume`, { headers: { authorization: `Bearer ${token}` } });
  check(
    uploaded.status === 201 && downloaded.status === 200 && downloaded.body.equals(big),
    `a ${(big.length / 1024 / 1024).toFixed(1)} MB résumé uploaded to port ${a} downloads byte for byte from port ${b}`,
  );

  // Every mail once: wait for the outbox to empty (while it keeps shrinking), then compare it with the SMTP sink's.
  let unsent = -1;
  let progressAt = Date.now();
  const drainUntil = Date.now() + 600_000;
  while (Date.now() < drainUntil && Date.now() - progressAt < 30_000) {
    const left = (await client.query("SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL")).rows[0].n;
    if (left !== unsent) progressAt = Date.now();
    unsent = left;
    if (unsent === 0) break;
    await sleep(500);
  }
  // A mail the SMTP server had accepted from the killed instance, which died before recording it as sent, is sent
  // again by the other instance once the claim runs out (MAIL_SMTP_TIMEOUT_SECONDS × 3): no sender can avoid that
  // without the receiving side removing duplicates. Such a mail is counted apart; any other duplicate fails.
  const queued = (await client.query("SELECT message_id FROM outbox")).rows.map((row) => row.message_id);
  const copies = new Map();
  for (const { id, at } of smtp.received) copies.set(id, [...(copies.get(id) ?? []), at]);
  const repeated = [...copies.values()].filter((times) => times.length > 1);
  const lostInKill = repeated.filter((times) => times.length === 2 && times[0] <= deadAt && times[0] >= killAt - 15_000 && times[1] > deadAt);
  const never = queued.filter((id) => !copies.has(id)).length;
  const once = queued.length - never - repeated.length;
  check(
    unsent === 0 && never === 0 && repeated.length === lostInKill.length && copies.size === queued.length,
    `mails: ${queued.length} queued, ${smtp.received.length} received by the SMTP sink: ${once} exactly once, ${never} never, ${unsent} unsent; ${repeated.length} twice, of which ${lostInKill.length} had been accepted from the killed instance just before it died (sent again after its claim ran out)`,
  );

  // Nothing on the instances' disks.
  const written = dataDirs.flatMap((dir) => fs.readdirSync(dir, { recursive: true }).map((name) => path.join(dir, String(name))));
  check(
    written.length === 0,
    `files the instances wrote in their DATA_DIR: ${written.length}${written.length ? ` (${written.slice(0, 5).join(", ")})` : ""}`,
  );

  console.log(
    `\nFigures: ${results.length} requests through nginx in ${SECONDS} s; ${inFlight.length} 5xx (in flight on the killed instance); ${retried} moved to the other instance; ${rowsChecked} acknowledged rows checked; ${queued.length} mails, ${once} received exactly once and ${lostInKill.length} twice (accepted from the killed instance as it died); whole run ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanUp();
}
if (failed || problems.length > 0) {
  console.error(`\n✖ topology test failed${problems.length ? `: ${problems.length} check(s)` : ""}`);
  process.exit(1);
}
console.log("\n✔ topology test passed");
