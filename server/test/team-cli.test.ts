/**
 * `npm run team -- add|remove|list` (issue 44) as an operator runs it: a real process on the service's settings, on the
 * embedded database or (with TEST_DATABASE_URL) PostgreSQL; and `npm run report:analytics` while a service holds the
 * embedded database.
 */
import assert from "node:assert/strict";
import { execFile, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, it } from "node:test";
import { promisify } from "node:util";
import { hash as argonHash } from "@node-rs/argon2";
import { openDatabase } from "../src/db/open";
import { migrate } from "../src/db/migrate";
import { grantTeamRole } from "../src/lib/team";
import { ARGON2_COSTS } from "../src/routes/users";
import { throwawayDatabase } from "./helpers";

const folders: string[] = [];
const drops: (() => Promise<void>)[] = [];
after(async () => {
  for (const drop of drops) await drop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

it("adds a confirmed account to the team, refuses others with a sentence, lists and removes", { timeout: 300_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-team-cli-"));
  folders.push(dataDir);
  let databaseUrl: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    const { url, drop } = await throwawayDatabase();
    drops.push(drop);
    databaseUrl = url;
  }
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    API_ONLY: "true",
    LOG_LEVEL: "warn",
    NODE_ENV: "test",
  };
  const team = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", path.resolve("server/src/team-cli.ts"), ...args], { env, encoding: "utf8" });

  const db = await openDatabase({ dataDir, databaseUrl });
  await migrate(db);
  const account = (email: string, confirmed: boolean) =>
    db.query(
      `WITH n AS (SELECT nextval('users_join_seq') AS seq)
       INSERT INTO users (id, email, username, password_hash, created_at, referral_code, email_confirmed_at, join_seq, place)
       SELECT gen_random_uuid(), $1, $1, 'x', now(), $2, $3, n.seq, n.seq FROM n`,
      [email, `code${email.length}${confirmed ? "c" : "u"}AAAAAA`, confirmed ? new Date() : null],
    );
  await account("ada@example.com", true);
  await account("bob@example.com", false);
  await db.close();

  const empty = team("list");
  assert.deepEqual([empty.status, empty.stdout], [0, "The team has no members yet. Add one with: npm run team -- add EMAIL\n"]);
  const added = team("add", " Ada@Example.com ");
  assert.deepEqual([added.status, added.stdout], [0, "ada@example.com is now on the team.\n"]);
  const unconfirmed = team("add", "bob@example.com");
  assert.deepEqual(
    [unconfirmed.status, unconfirmed.stderr],
    [1, "The account bob@example.com has not confirmed its address yet; it must before it can join the team.\n"],
  );
  const unknown = team("add", "carol@example.com");
  assert.deepEqual([unknown.status, unknown.stderr], [1, "No account has the address carol@example.com. The person signs up at /sign-up first.\n"]);
  const listed = team("list");
  assert.match(listed.stdout, /^ada@example\.com {2}\(since \d{4}-\d{2}-\d{2}\)\n$/);
  const removed = team("remove", "ada@example.com");
  assert.deepEqual([removed.status, removed.stdout], [0, "ada@example.com is no longer on the team.\n"]);
  assert.equal(team("list").stdout, "The team has no members yet. Add one with: npm run team -- add EMAIL\n");
  const usage = team("promote", "ada@example.com");
  assert.deepEqual(
    [usage.status, usage.stderr],
    [2, "Usage: npm run team -- add EMAIL   or   npm run team -- remove EMAIL   or   npm run team -- list\n"],
  );
  assert.equal(team("add").status, 2);

  const check = await openDatabase({ dataDir, databaseUrl });
  const log = await check.query<{ actor: string; action: string; subject: string }>("SELECT actor, action, subject FROM team_audit ORDER BY seq");
  await check.close();
  assert.deepEqual(
    log.map((e) => [e.actor, e.action, e.subject]),
    [
      ["npm run team", "team-add", "ada@example.com"],
      ["npm run team", "team-remove", "ada@example.com"],
    ],
  );
});

it("npm run report:analytics asks the running service when it holds the embedded database", { timeout: 300_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-report-live-"));
  folders.push(dataDir);
  const db = await openDatabase({ dataDir, databaseUrl: null });
  await migrate(db);
  const passwordHash = await argonHash("correct horse battery", ARGON2_COSTS.test);
  await db.query(
    `WITH n AS (SELECT nextval('users_join_seq') AS seq)
     INSERT INTO users (id, email, username, password_hash, created_at, referral_code, email_confirmed_at, join_seq, place)
     SELECT gen_random_uuid(), 'ada@example.com', 'Ada', $1, now(), 'codeAdaAAAAAA', now(), n.seq, n.seq FROM n`,
    [passwordHash],
  );
  assert.equal((await grantTeamRole(db, "ada@example.com", "test", Date.now())).ok, true);
  await db.query(
    `INSERT INTO analytics_events (id, event_type, event_target, session_id, page_url, is_authenticated, created_date, received_at)
     VALUES (gen_random_uuid(), 'click', 'live-report-target', 's1', '/', false, $1, $1)`,
    [new Date("2026-11-20T10:00:00Z")],
  );
  await db.close();

  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", API_ONLY: "true", LOG_LEVEL: "warn", NODE_ENV: "test", PORT: String(port) };
  const server = spawn(process.execPath, ["--import", "tsx", path.resolve("server/src/main.ts")], {
    env: { ...env, MAIL_DELIVERY: "false", PASSWORD_HASH_COST: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise((resolve) => server.on("exit", resolve));
  try {
    let up = false;
    for (let waited = 0; !up && waited < 120_000 && server.exitCode === null; waited += 200) {
      up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (!up) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.ok(up, "the service started");
    const report = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", path.resolve("scripts/report-analytics.mjs"), "--since", "2026-11-01", ...args], {
        env: { ...env, REPORT_PASSWORD: "correct horse battery" },
      }).then(
        (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );
    const refused = await report();
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /in use by another Gestura server[\s\S]*add --email with the address of a team member/);
    const live = await report("--email", "ada@example.com", "--csv");
    assert.equal(live.code, 0, live.stderr);
    assert.ok(live.stdout.split("\n").includes("live-report-target,1"), live.stdout);
  } finally {
    server.kill("SIGTERM");
    await exited;
  }
});
