/**
 * `npm run migrate`: the release step. Applies the pending migrations (in one transaction under an advisory lock, so
 * two runs at once apply them once and both succeed), then moves the résumé files of the former uploads folder into
 * the database: `DATA_DIR/uploads`, or the folder given with `--uploads <folder>` (the folder the old uploads setting named).
 * Run it before starting instances that have MIGRATE_ON_START=false; it reads the same settings (DATABASE_URL).
 */
import process from "node:process";
import { readConfig } from "./config.js";
import { runCli } from "./lib/cli.js";
import { migrate } from "./db/migrate.js";
import { connectDatabase, importLegacyUploads, legacyUploadsFolder } from "./db/open.js";

async function cli(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf("--uploads");
  if ((at !== -1 && !args[at + 1]) || args.length !== (at === -1 ? 0 : 2)) {
    console.error("Usage: npm run migrate   or   npm run migrate -- --uploads <folder of résumé files from an older version>");
    process.exit(2);
  }
  const config = readConfig(process.env, process.cwd());
  const db = await connectDatabase(config);
  try {
    const applied = await migrate(db);
    console.log(
      applied.length > 0
        ? `Applied ${applied.length} migration${applied.length === 1 ? "" : "s"}: ${applied.join(", ")}.`
        : "The database schema is up to date.",
    );
    const imported = await importLegacyUploads(db, at === -1 ? legacyUploadsFolder(config) : args[at + 1]);
    if (imported) console.log(imported);
  } finally {
    await db.close();
  }
}

runCli(cli);
