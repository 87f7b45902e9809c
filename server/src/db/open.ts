/** Opens the configured store and brings its schema up to date. */
import path from "node:path";
import type { Config } from "../config.js";
import type { Database } from "./database.js";
import { openEmbedded } from "./embedded.js";
import { migrate } from "./migrate.js";
import { openPostgres } from "./postgres.js";

/** The embedded database's folder inside the data folder. */
export function embeddedFolder(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "db");
}

export async function openDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Database> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openEmbedded(embeddedFolder(config));
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}
