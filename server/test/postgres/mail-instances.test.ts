/**
 * Exactly once across instances (review 3 N4), as an operator runs it: two service processes on one PostgreSQL send
 * 40 mails through an SMTP server that takes 8 s to answer each. Every mail arrives once: 40 distinct Message-IDs,
 * 40 recipients, and each outbox row was claimed once. Run with `npm run test:mail:postgres` (a throwaway PostgreSQL
 * from scripts/with-postgres.mjs); it takes about a minute. Kept out of `npm run test:api`, which runs on the
 * embedded database too.
 */
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, it } from "node:test";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { throwawayDatabase } from "../helpers";

const MAILS = 40;
const SMTP_ANSWER_MS = 8000;
const started: ChildProcess[] = [];
after(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until `done()` holds, checking every 200 ms, at most `timeoutMs`; returns whether it held. */
async function until(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return done();
}

it(
  `sends each of ${MAILS} mails once with two service processes on one PostgreSQL and an SMTP server taking 8 s a message`,
  { timeout: 300_000 },
  async () => {
    assert.ok(process.env.TEST_DATABASE_URL, "run through scripts/with-postgres.mjs (npm run test:mail:postgres)");
    const received: { messageId: string; to: string }[] = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            received.push({ messageId: mail.messageId ?? "", to: mail.to && !Array.isArray(mail.to) ? mail.to.text : "" });
            setTimeout(() => callback(), SMTP_ANSWER_MS);
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
    const smtpPort = (sink.server.address() as net.AddressInfo).port;
    const { db, url, drop } = await throwawayDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-instances-"));
    try {
      const ports = [await freePort(), await freePort()];
      const outputs = ports.map(() => ({ text: "" }));
      for (const [i, port] of ports.entries()) {
        const child = spawn(process.execPath, ["--import", "tsx", path.resolve("server/src/main.ts")], {
          env: {
            ...process.env,
            NODE_ENV: "test",
            API_ONLY: "true",
            LOG_LEVEL: "warn",
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: url ?? "",
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            MAIL_POLL_SECONDS: "2",
            MAIL_CONCURRENCY: "3",
            RATE_LIMIT_FORMS: "1000000",
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        started.push(child);
        child.stdout?.on("data", (chunk) => (outputs[i].text += chunk));
        child.stderr?.on("data", (chunk) => (outputs[i].text += chunk));
      }
      const healthy = async (port: number) => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok === true;
      for (const [i, port] of ports.entries()) assert.ok(await until(() => healthy(port), 60_000), `instance ${i + 1} started:\n${outputs[i].text}`);

      // Newsletter sign-ups as the site's dialog sends them, half to each instance: each queues one mail.
      for (let n = 0; n < MAILS; n += 1) {
        const answer = await fetch(`http://127.0.0.1:${ports[n % 2]}/api/newsletter/subscriber`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: `instance-${n}@example.com`, website: "", elapsed_ms: 9000 }),
        });
        assert.equal(answer.status, 200);
      }
      const sentRows = async () => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NOT NULL"))[0].n;
      assert.ok(await until(async () => (await sentRows()) === MAILS, 240_000), `all ${MAILS} sent (${await sentRows()} so far)`);
      // A copy sent after a lapsed lease would arrive after the rows were marked: wait one more answer time.
      await new Promise((resolve) => setTimeout(resolve, SMTP_ANSWER_MS + 2000));

      assert.equal(received.length, MAILS, "as many messages received as mails queued");
      assert.equal(new Set(received.map((mail) => mail.messageId)).size, MAILS, "0 duplicate Message-IDs");
      assert.equal(new Set(received.map((mail) => mail.to)).size, MAILS, "every recipient once");
      const attempts = await db.query<{ attempts: number; n: number }>("SELECT attempts, count(*)::int AS n FROM outbox GROUP BY attempts");
      assert.deepEqual(attempts, [{ attempts: 1, n: MAILS }], "each row claimed once");
      for (const child of started) child.kill("SIGTERM");
      await Promise.all(started.map((child) => new Promise((resolve) => (child.exitCode === null ? child.on("exit", resolve) : resolve(null)))));
    } finally {
      await drop();
      await new Promise<void>((resolve) => sink.close(() => resolve()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
