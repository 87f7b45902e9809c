/**
 * The command line of the outbox (review 3 N5), reading the same settings as the service (DATA_DIR or DATABASE_URL):
 * - `npm run mail -- status`: how many mails are queued, in the slow lane and failed, and why the failed ones failed;
 * - `npm run mail -- retry-failed`: queues every failed mail again; a running service sends them at its next look
 *   (MAIL_POLL_SECONDS). With the embedded database, stop the service first: one process holds its folder.
 */
import process from "node:process";
import { readConfig } from "./config.js";
import { runCli } from "./lib/cli.js";
import { openDatabase } from "./db/open.js";
import { mailBacklog, retryFailed } from "./mail/delivery.js";

async function cli(): Promise<void> {
  const [command] = process.argv.slice(2);
  if (command !== "status" && command !== "retry-failed") {
    console.error("Usage: npm run mail -- status   or   npm run mail -- retry-failed");
    process.exit(2);
  }
  const config = readConfig(process.env, process.cwd());
  const db = await openDatabase(config);
  try {
    if (command === "retry-failed") {
      const { requeued, blank } = await retryFailed(db, Date.now());
      console.log(`${requeued} failed mail${requeued === 1 ? "" : "s"} queued again.`);
      if (blank > 0) console.log(`${blank} failed mail${blank === 1 ? " was" : "s were"} blanked by an earlier version and cannot be sent again.`);
      return;
    }
    const backlog = await mailBacklog(db, Date.now());
    console.log(
      `Outbox: ${backlog.queued} queued (${backlog.slow} in the slow lane, the most overdue ${Math.floor(backlog.lateMs / 60_000)} minutes late), ${backlog.failed} failed.`,
    );
    const failed = await db.query<{ kind: string; n: number; last_error: string | null }>(
      `SELECT kind, count(*)::int AS n, max(last_error) AS last_error FROM outbox WHERE failed_at IS NOT NULL GROUP BY kind ORDER BY kind`,
    );
    for (const row of failed) console.log(`  failed: ${row.n} ${row.kind} (${row.last_error ?? "no error recorded"})`);
    if (failed.length > 0) console.log("Send them again with: npm run mail -- retry-failed");
  } finally {
    await db.close();
  }
}

runCli(cli);
