/**
 * The outbox as an operator sees it (review 3 N5): `npm run mail -- status` and `npm run mail -- retry-failed` on
 * the service's own settings, and the service's start-up line with the backlog. Real processes, on the embedded
 * database or (with TEST_DATABASE_URL) PostgreSQL.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, it } from "node:test";
import { openDatabase } from "../src/db/open";
import { queueMail } from "../src/mail/delivery";
import { newMessageId, readSiteInfo } from "../src/mail/templates";
import { throwawayDatabase } from "./helpers";

const folders: string[] = [];
const drops: (() => Promise<void>)[] = [];
after(async () => {
  for (const drop of drops) await drop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The service's settings for a store of this test's own: a data folder, or a fresh PostgreSQL database. */
async function settings(): Promise<{ DATA_DIR: string; DATABASE_URL?: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-mail-cli-"));
  folders.push(dataDir);
  if (!process.env.TEST_DATABASE_URL) return { DATA_DIR: dataDir };
  const { url, drop } = await throwawayDatabase();
  drops.push(drop);
  return { DATA_DIR: dataDir, DATABASE_URL: url ?? "" };
}

it("prints the outbox's counts, queues failed mail again, and the start-up line gives the backlog", { timeout: 120_000 }, async () => {
  const env = { ...process.env, ...(await settings()), API_ONLY: "true", LOG_LEVEL: "warn", NODE_ENV: "test" };
  const mail = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", path.resolve("server/src/mail-cli.ts"), ...args], { env, encoding: "utf8" });

  const empty = mail("status");
  assert.equal(empty.status, 0, empty.stderr);
  assert.equal(empty.stdout, "Outbox: 0 queued (0 in the slow lane, the most overdue 0 minutes late), 0 failed.\n");

  const db = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL ?? null });
  const site = readSiteInfo();
  await queueMail(
    db,
    { kind: "password-changed", to: "cli@example.com", subject: "S", text: "T", html: "<p>T</p>", headers: {}, messageId: newMessageId(site) },
    Date.now(),
  );
  await db.query("UPDATE outbox SET failed_at = now(), last_error = 'connect ECONNREFUSED 127.0.0.1:25', attempts = 80");
  await db.close();

  const failed = mail("status");
  assert.equal(
    failed.stdout,
    [
      "Outbox: 0 queued (0 in the slow lane, the most overdue 0 minutes late), 1 failed.",
      "  failed: 1 password-changed (connect ECONNREFUSED 127.0.0.1:25)",
      "Send them again with: npm run mail -- retry-failed",
      "",
    ].join("\n"),
  );
  const retried = mail("retry-failed");
  assert.equal(retried.status, 0, retried.stderr);
  assert.equal(retried.stdout, "1 failed mail queued again.\n");
  assert.match(mail("status").stdout, /^Outbox: 1 queued \(0 in the slow lane, the most overdue 0 minutes late\), 0 failed\.\n$/);
  assert.equal(mail("resend").status, 2, "an unknown command prints the usage");

  // The start-up line (this instance only queues mail, so the row stays for the line to count).
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const server = spawn(process.execPath, ["--import", "tsx", path.resolve("server/src/main.ts")], {
    env: { ...env, PORT: String(port), MAIL_DELIVERY: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.on("exit", resolve));
  for (let waited = 0; !output.includes("Outbox:") && waited < 60_000 && server.exitCode === null; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  server.kill("SIGTERM");
  await exited;
  assert.match(output, /\nOutbox: 1 queued \(0 in the slow lane\), 0 failed\.\n/);
});
