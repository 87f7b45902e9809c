/**
 * The service as an operator runs it: a real process (started with tsx for speed, and once compiled, as production
 * runs it). Start-up refuses bad configuration with one clear sentence; SIGTERM lets in-flight requests finish; and
 * a SIGKILL in the middle of a burst of sign-ups loses none that were answered 2xx.
 */
import assert from "node:assert/strict";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { STORE, throwawayDatabase } from "./helpers";

const MAIN = path.resolve("server/src/main.ts");
const started: ChildProcess[] = [];
const folders: string[] = [];

after(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-process-"));
  folders.push(folder);
  return folder;
}

let template: Promise<string> | null = null;
/**
 * A data folder holding a new, empty embedded database, as a first start leaves it before the service's migrations.
 * PGlite's initdb takes about 7 s of CPU on these machines (opening an existing database under 1 s), so it runs once
 * per file and each test starts from a copy; a first start in an empty folder is what the browser tests' server does.
 */
async function freshDataFolder(): Promise<string> {
  template ??= (async () => {
    const folder = path.join(tempFolder(), "db");
    await (await PGlite.create(folder)).close();
    return folder;
  })();
  const dataDir = tempFolder();
  fs.cpSync(await template, path.join(dataDir, "db"), { recursive: true });
  return dataDir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the service's TypeScript through tsx, or what `args` name (the compiled service's launcher). */
function startServer(env: Record<string, string>, args = ["--import", "tsx", MAIN]): Running {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, API_ONLY: "true", LOG_LEVEL: "warn", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, running: Running, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) assert.fail(`server exited at start:\n${running.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  assert.fail(`server did not answer /api/health within ${timeoutMs} ms:\n${running.output()}`);
}

/** Settings for a store the test owns: a data folder, plus a fresh PostgreSQL database when testing that store. */
async function storeSettings(): Promise<{ env: Record<string, string>; emails: () => Promise<string[]>; drop: () => Promise<void> }> {
  if (STORE === "embedded") {
    const dataDir = await freshDataFolder();
    return {
      env: { DATA_DIR: dataDir },
      async emails() {
        const db = await PGlite.create(path.join(dataDir, "db"));
        try {
          return (await db.query<{ email: string }>("SELECT email FROM newsletter_subscribers")).rows.map((r) => r.email);
        } finally {
          await db.close();
        }
      },
      drop: async () => {},
    };
  }
  const { db, url, drop } = await throwawayDatabase();
  if (url === null) throw new Error("TEST_DATABASE_URL gave no database address");
  return {
    env: { DATA_DIR: tempFolder(), DATABASE_URL: url },
    async emails() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<{ email: string }>("SELECT email FROM newsletter_subscribers")).rows.map((r) => r.email);
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      await db.close().catch(() => {});
      await drop().catch(() => {});
    },
  };
}

const NO_LIMITS = { RATE_LIMIT_FORMS: "1000000000", RATE_LIMIT_ACCOUNT: "1000000000" };

describe(`the server process (${STORE} database)`, () => {
  it("compiles with tsc when stale, then runs as JavaScript with plain node and answers /api/health (npm run serve)", async () => {
    const store = await storeSettings();
    try {
      const port = await freePort();
      // scripts/server.mjs is what npm start, serve, mail, backup and restore use: it compiles server/dist when a
      // source is newer, then runs the compiled entry point without tsx (the child is given no loader).
      const running = startServer({ ...store.env, PORT: String(port) }, [path.resolve("scripts/server.mjs"), "main"]);
      await waitForHealth(port, running, 240_000);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      assert.deepEqual(await health.json(), { success: true, msg: "ok", database: STORE });
      assert.ok(fs.statSync(path.resolve("server/dist/server/src/main.js")).mtimeMs >= fs.statSync(MAIN).mtimeMs);
      running.child.kill("SIGTERM");
      assert.deepEqual(await running.exited, { code: 0, signal: null });
      // The start-up line says which Node runs the service (npm start prints the same line).
      assert.ok(running.output().includes(`running at http://127.0.0.1:${port}/api/ on Node ${process.version} `), running.output());
    } finally {
      await store.drop();
    }
  });

  it("stops at start with one sentence per bad setting", async () => {
    const running = startServer({ PORT: "eighty", DATABASE_URL: "mysql://db.example/x", DATA_DIR: tempFolder() });
    const { code } = await running.exited;
    assert.equal(code, 1);
    assert.match(running.output(), /Gestura server cannot start: Invalid configuration/);
    assert.match(running.output(), /PORT="eighty" must be a whole number from 1 to 65535\./);
    assert.match(running.output(), /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//);
    assert.doesNotMatch(running.output(), /\n\s+at /, "no stack trace");
  });

  it("stops at start when the data folder cannot be written", async () => {
    const file = path.join(tempFolder(), "a-file");
    fs.writeFileSync(file, "");
    const running = startServer({ DATA_DIR: path.join(file, "data"), PORT: String(await freePort()) });
    assert.equal((await running.exited).code, 1);
    assert.match(running.output(), /the data folder .*a-file\/data is not writable \(ENOTDIR\)/);
  });

  it("stops at start when the database server cannot be reached, without printing its password", async () => {
    const running = startServer({ DATABASE_URL: `postgres://gestura:s3cret@127.0.0.1:${await freePort()}/gestura`, DATA_DIR: tempFolder() });
    assert.equal((await running.exited).code, 1);
    assert.match(running.output(), /Cannot reach the database at postgres:\/\/gestura:\*\*\*@127\.0\.0\.1:\d+\/gestura/);
    assert.doesNotMatch(running.output(), /s3cret/);
  });

  it("finishes a request in flight on SIGTERM, then exits 0", async () => {
    const store = await storeSettings();
    try {
      const port = await freePort();
      const running = startServer({ ...store.env, PORT: String(port), ...NO_LIMITS });
      await waitForHealth(port, running);

      const body = JSON.stringify({ email: "in-flight@example.com" });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(
          { host: "127.0.0.1", port, path: "/api/newsletter/subscriber", method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
          (response) => {
            let text = "";
            response.on("data", (chunk) => (text += chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
          },
        );
        request.on("error", reject);
        // Half the body now, SIGTERM, the other half later: the request is in flight when the signal arrives.
        request.write(body.slice(0, 10));
        setTimeout(() => {
          running.child.kill("SIGTERM");
          setTimeout(() => request.end(body.slice(10)), 400);
        }, 200);
      });
      const { status, text } = await answer;
      assert.equal(status, 200, text);
      assert.deepEqual(await running.exited, { code: 0, signal: null });
      assert.deepEqual(await store.emails(), ["in-flight@example.com"]);
    } finally {
      await store.drop();
    }
  });

  // A process crash only: the embedded store runs with fsync off, so an OS crash or power cut is not covered (docs/api.md).
  it("keeps every sign-up it answered 2xx when the process is killed with SIGKILL mid-burst, and starts again", async () => {
    const store = await storeSettings();
    try {
      const port = await freePort();
      const first = startServer({ ...store.env, PORT: String(port), ...NO_LIMITS });
      await waitForHealth(port, first);

      const acknowledged: string[] = [];
      let counter = 0;
      let killed = false;
      const worker = async () => {
        while (!killed) {
          const email = `burst-${(counter += 1)}@example.com`;
          try {
            const response = await fetch(`http://127.0.0.1:${port}/api/newsletter/subscriber`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ email }),
            });
            if (response.status >= 200 && response.status < 300) acknowledged.push(email);
          } catch {
            // The connection died with the process: not acknowledged, so not promised.
          }
        }
      };
      const workers = Array.from({ length: 16 }, worker);
      // Killed mid-burst once it has acknowledged a good number (however busy the machine is), with more in flight.
      const deadline = Date.now() + 15_000;
      while (acknowledged.length < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      first.child.kill("SIGKILL");
      killed = true;
      await first.exited;
      await Promise.all(workers);
      assert.ok(acknowledged.length > 50, `the burst got ${acknowledged.length} answers before the kill; expected more than 50`);

      // The second start finds the folder lock of a dead process and the database after a crash.
      const second = startServer({ ...store.env, PORT: String(port), ...NO_LIMITS });
      await waitForHealth(port, second);
      second.child.kill("SIGTERM");
      assert.equal((await second.exited).code, 0);

      const stored = new Set(await store.emails());
      const lost = acknowledged.filter((email) => !stored.has(email));
      assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.length} acknowledged sign-ups were lost`);
    } finally {
      await store.drop();
    }
  });

  it("never writes a password or a session token to its log, even logging every request at trace level", async () => {
    const store = await storeSettings();
    try {
      const port = await freePort();
      const running = startServer({ ...store.env, PORT: String(port), LOG_LEVEL: "trace", LOG_REQUESTS: "true", LOG_MAIL: "false" });
      await waitForHealth(port, running);
      const base = `http://127.0.0.1:${port}/api`;
      const password = "pw-that-must-not-be-logged";
      const post = (url: string, body: unknown, token?: string) =>
        fetch(base + url, {
          method: "POST",
          headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
      assert.equal((await post("/users/register", { email: "logs@example.com", password })).status, 201);
      const { token } = (await (await post("/users/login", { email: "logs@example.com", password })).json()) as { token: string };
      assert.equal((await fetch(`${base}/users/me`, { headers: { authorization: `Bearer ${token}` } })).status, 200);
      assert.equal((await post("/users/login", { email: "logs@example.com", password: `${password}-wrong` })).status, 401);
      running.child.kill("SIGTERM");
      await running.exited;
      assert.match(running.output(), /"url":"\/api\/users\/login"/, "requests were logged");
      assert.doesNotMatch(running.output(), new RegExp(password));
      assert.ok(!running.output().includes(token), "the session token is not in the log");
    } finally {
      await store.drop();
    }
  });

  if (STORE === "postgres") {
    it("shares rate limits between two instances on one PostgreSQL (two processes, two ports)", async () => {
      const store = await storeSettings();
      try {
        const ports = [await freePort(), await freePort()];
        const servers = ports.map((port) => startServer({ ...store.env, PORT: String(port), RATE_LIMIT_FORMS: "3" }));
        await Promise.all(ports.map((port, i) => waitForHealth(port, servers[i])));
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          const response = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/newsletter/subscriber`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: `shared-${i}@example.com` }),
          });
          statuses.push(response.status);
        }
        assert.deepEqual(statuses, [200, 200, 200, 429, 429, 429]);
        for (const server of servers) server.child.kill("SIGTERM");
        await Promise.all(servers.map((server) => server.exited));
      } finally {
        await store.drop();
      }
    });
  }

  if (STORE === "embedded") {
    it("backs up the database (résumés are in it) to one file and restores it (npm run backup / npm run restore)", async () => {
      const dataDir = await freshDataFolder();
      const env = { ...process.env, DATA_DIR: dataDir, API_ONLY: "true" };
      const db = await PGlite.create(path.join(dataDir, "db"));
      await db.exec("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('before backup');");
      await db.close();
      const file = path.join(dataDir, "backup.tar.gz");
      const cli = path.resolve("server/src/backup-cli.ts");
      const run = (...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", cli, ...args], { env, encoding: "utf8" });

      const made = run("backup", file);
      assert.equal(made.status, 0, made.stderr);
      assert.match(made.stdout, /Backup written to/);

      const later = await PGlite.create(path.join(dataDir, "db"));
      await later.exec("INSERT INTO kept VALUES ('after backup');");
      await later.close();

      const restored = run("restore", file);
      assert.equal(restored.status, 0, restored.stderr);
      const back = await PGlite.create(path.join(dataDir, "db"));
      assert.deepEqual((await back.query<{ v: string }>("SELECT v FROM kept")).rows, [{ v: "before backup" }]);
      await back.close();
      assert.ok(fs.readdirSync(dataDir).some((name) => name.startsWith("db.before-restore-")), "the replaced database is kept aside");
    });

    it("refuses to open a data folder another running server holds", async () => {
      const dataDir = await freshDataFolder();
      const port = await freePort();
      const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      await waitForHealth(port, first);
      const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      assert.equal((await second.exited).code, 1);
      assert.match(second.output(), new RegExp(`in use by another Gestura server \\(process ${first.child.pid}\\)`));
      first.child.kill("SIGTERM");
      assert.equal((await first.exited).code, 0);
    });
  }
});
