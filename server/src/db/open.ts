/** Opens the configured store and brings its schema up to date. */
import path from "node:path";
import type { Config } from "../config";
import type { Database } from "./database";
import { openEmbedded } from "./embedded";
import { migrate } from "./migrate";
import { openPostgres } from "./postgres";

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
