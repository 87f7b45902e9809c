/**
 * `npm run backup [FILE]` and `npm run restore FILE`: a consistent copy of the embedded database, résumés included
 * (they are rows of `resume_parts`), in one .tar.gz, and back. The database is copied by PGlite itself
 * (`dumpDataDir`) with the folder locked, so no half-written page is copied; a running server holds that lock, so
 * stop it first (the copy takes seconds). With DATABASE_URL set, back up PostgreSQL with pg_dump, which holds the
 * résumés too; this tool then has nothing to copy and says so.
 * Restoring moves the current database aside (`*.before-restore-<time>`), never deleting it. A backup made before
 * résumés moved into the database also holds an `uploads/` folder: it is put back in `DATA_DIR/uploads`, whose
 * files the next start moves into the database (lib/resumes.ts `importResumeFiles`).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Config } from "./config.js";
import { DatabaseStartError } from "./db/database.js";
import { acquireFolderLock } from "./db/embedded.js";
import { embeddedFolder, legacyUploadsFolder } from "./db/open.js";

const DB_ARCHIVE = "database.tar.gz";
const UPLOADS = "uploads";

export function stamp(): string {
  return new Date().toISOString().replace(/[:.]/g, "-");
}

/** Writes the backup of `config`'s data to `file`; returns the file's path. */
export async function backup(config: Config, file: string): Promise<string> {
  if (config.databaseUrl) {
    throw new DatabaseStartError("DATABASE_URL is set: back up PostgreSQL with pg_dump (résumés included, in resume_parts). This tool copies the embedded database only.");
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-backup-"));
  try {
    const folder = embeddedFolder(config);
    if (!fs.existsSync(folder)) throw new DatabaseStartError(`There is no embedded database in ${folder} to back up.`);
    const release = acquireFolderLock(folder);
    try {
      const db = await PGlite.create(folder);
      try {
        const dump = await db.dumpDataDir("gzip");
        fs.writeFileSync(path.join(work, DB_ARCHIVE), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    } finally {
      release();
    }
    const target = path.resolve(file);
    execFileSync("tar", ["-czf", `${target}.partial`, "-C", work, "."]);
    fs.renameSync(`${target}.partial`, target);
    return target;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Brings back a backup made by `backup`; the data it replaces is moved aside, not deleted. */
export async function restore(config: Config, file: string): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-restore-"));
  try {
    execFileSync("tar", ["-xzf", path.resolve(file), "-C", work]);
    const suffix = `.before-restore-${stamp()}`;
    const archive = path.join(work, DB_ARCHIVE);
    if (fs.existsSync(archive)) {
      if (config.databaseUrl) throw new DatabaseStartError("This backup holds an embedded database, but DATABASE_URL is set. Unset it to restore.");
      const folder = embeddedFolder(config);
      fs.mkdirSync(config.dataDir, { recursive: true });
      if (fs.existsSync(folder)) {
        // Taking the lock proves no server uses the folder; it is released before the folder moves aside.
        acquireFolderLock(folder)();
        fs.renameSync(folder, folder + suffix);
      }
      fs.mkdirSync(folder);
      const release = acquireFolderLock(folder);
      try {
        const db = await PGlite.create(folder, { loadDataDir: new Blob([fs.readFileSync(archive)]) });
        await db.query("SELECT 1");
        await db.close();
      } finally {
        release();
      }
    }
    const oldUploads = path.join(work, UPLOADS);
    if (fs.existsSync(oldUploads) && fs.readdirSync(oldUploads).length > 0) {
      const uploads = legacyUploadsFolder(config);
      if (fs.existsSync(uploads)) fs.renameSync(uploads, uploads + suffix);
      fs.cpSync(oldUploads, uploads, { recursive: true });
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
