/**
 * The embedded database: PGlite (PostgreSQL compiled to WebAssembly) in a folder, so a fresh machine needs
 * nothing installed. PGlite serves one process; a lock file beside it stops a second server from opening the
 * same folder, which would corrupt it (electric-sql/pglite#1106).
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { type Database, DatabaseStartError, type Queryable } from "./database";

const LOCK_NAME = "gestura-server.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the folder's lock for this process; a lock left by a process that no longer runs is taken over. */
export function acquireFolderLock(folder: string): () => void {
  const lockPath = path.join(folder, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseStartError(
          `The data folder ${folder} is in use by another Gestura server (process ${holder}). ` +
            "Stop that server first, or set DATA_DIR to another folder.",
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new DatabaseStartError(`Could not lock the data folder ${folder}.`);
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Opens (creating when needed) the embedded database in `folder`; `null` keeps it in memory (tests). */
export async function openEmbedded(folder: string | null): Promise<Database> {
  let release = () => {};
  if (folder !== null) {
    try {
      fs.mkdirSync(folder, { recursive: true });
      fs.accessSync(folder, fs.constants.W_OK);
    } catch (error) {
      throw new DatabaseStartError(
        `Cannot write to the data folder ${folder} (${(error as NodeJS.ErrnoException).code ?? String(error)}). ` +
          "Make it writable or set DATA_DIR to a folder this user can write.",
        error,
      );
    }
    release = acquireFolderLock(folder);
  }
  let db: PGlite;
  try {
    db = await PGlite.create(folder ?? "memory://");
  } catch (error) {
    release();
    throw new DatabaseStartError(
      `The embedded database in ${folder} could not be opened (${String(error)}). ` +
        "If the folder was copied or damaged, move it aside and start again to create a new one.",
      error,
    );
  }
  const self = wrap(db);
  return {
    kind: "embedded",
    query: self.query,
    exec: self.exec,
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}
