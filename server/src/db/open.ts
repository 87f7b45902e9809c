/** Opens the configured store and brings its schema up to date (or, with MIGRATE_ON_START=false, checks it is). */
import path from "node:path";
import type { Config } from "../config.js";
import { importResumeFiles } from "../lib/resumes.js";
import type { Database } from "./database.js";
import { DatabaseStartError } from "./database.js";
import { openEmbedded } from "./embedded.js";
import { migrate, pendingMigrations } from "./migrate.js";
import { openPostgres } from "./postgres.js";

/** The embedded database's folder inside the data folder. */
export function embeddedFolder(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "db");
}

/** Where résumé files were kept before they moved into the database; its files are moved in at start, once. */
export function legacyUploadsFolder(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "uploads");
}

/** Connects to the configured store without touching its schema (`npm run migrate` uses it). */
export async function connectDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openEmbedded(embeddedFolder(config));
}

/**
 * Opens the store. By default it applies the pending migrations (the one-command local run); with
 * `migrateOnStart: false` (MIGRATE_ON_START=false, where a release step runs `npm run migrate`) it only checks that
 * none is pending, and refuses to start against a schema behind this code with a `DatabaseStartError`.
 */
export async function openDatabase(config: Pick<Config, "databaseUrl" | "dataDir"> & { migrateOnStart?: boolean }): Promise<Database> {
  const db = await connectDatabase(config);
  try {
    if (config.migrateOnStart === false) {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) {
        throw new DatabaseStartError(
          `the database is behind this version of the code: ${pending.length} migration${pending.length === 1 ? "" : "s"} not applied (${pending.join(", ")}). ` +
            "Run the release step (npm run migrate) first, or leave MIGRATE_ON_START unset to migrate at start.",
        );
      }
    } else {
      await migrate(db);
    }
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

/** Moves the files of the former uploads folder into the database; a line for the start-up message, or null. */
export async function importLegacyUploads(db: Database, folder: string): Promise<string | null> {
  const counts = await importResumeFiles(db, folder);
  if (counts.imported === 0 && counts.damaged.length === 0) return null;
  return (
    `Moved ${counts.imported} résumé file${counts.imported === 1 ? "" : "s"} from ${folder} into the database.` +
    (counts.damaged.length > 0
      ? ` ${counts.damaged.length} did not match their recorded size and SHA-256 and stay in the folder: ${counts.damaged.join(", ")}.`
      : "")
  );
}
