/**
 * Résumé bytes in the database (`resume_parts`, migration 011), so an instance keeps nothing on its disk and any
 * instance serves any request. A file is written as parts of at most `RESUME_PART_BYTES`, each a view of the one
 * buffer the upload was read into (never a second whole copy), and read back one part at a time as a stream.
 * `importResumeFiles` moves the files of the former uploads folder in, once.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Database, Queryable } from "../db/database.js";

/** The size of one stored part: small enough that a read or write holds little memory, large enough to be few. */
export const RESUME_PART_BYTES = 256 * 1024;

/** Stores `data` as the content of résumé `resumeId` (whose `resumes` row `tx` has written). */
export async function storeResumeContent(tx: Queryable, resumeId: string, data: Buffer): Promise<void> {
  for (let part = 0; part * RESUME_PART_BYTES < data.length; part++) {
    const slice = data.subarray(part * RESUME_PART_BYTES, (part + 1) * RESUME_PART_BYTES);
    await tx.query("INSERT INTO resume_parts (resume_id, part, data) VALUES ($1, $2, $3)", [resumeId, part, slice]);
  }
}

/** A bytea value as either store returns it (node-postgres: Buffer; PGlite: Uint8Array), without copying it. */
function asBuffer(value: Uint8Array): Buffer {
  return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

/** The content of résumé `resumeId`, read one part at a time as the stream is consumed (empty when it has none). */
export function resumeContent(db: Queryable, resumeId: string): Readable {
  async function* parts(): AsyncGenerator<Buffer> {
    for (let part = 0; ; part++) {
      const [row] = await db.query<{ data: Uint8Array }>("SELECT data FROM resume_parts WHERE resume_id = $1 AND part = $2", [resumeId, part]);
      if (!row) return;
      yield asBuffer(row.data);
    }
  }
  return Readable.from(parts(), { objectMode: false });
}

export interface ImportCounts {
  /** Files moved into the database (and removed from the folder). */
  imported: number;
  /** Résumés whose file is not in the folder: they stay without content. */
  missing: number;
  /** Files whose bytes no longer match the size and SHA-256 recorded at upload: left in the folder, not imported. */
  damaged: string[];
}

/**
 * Moves the résumé files of the former uploads folder into `resume_parts`: each file a `resumes` row still names
 * (`stored_name`) is checked against the size and SHA-256 recorded at upload, stored, its name cleared in the same
 * transaction, and then deleted from the folder. Safe to run again, and on two instances at once (each row is
 * locked while it moves). A folder that does not exist has nothing to move.
 */
export async function importResumeFiles(db: Database, folder: string): Promise<ImportCounts> {
  const counts: ImportCounts = { imported: 0, missing: 0, damaged: [] };
  const pending = await db.query<{ id: string; stored_name: string }>(
    "SELECT id, stored_name FROM resumes WHERE stored_name IS NOT NULL ORDER BY created_at",
  );
  for (const { id, stored_name: name } of pending) {
    const file = path.join(folder, path.basename(name));
    let data: Buffer;
    try {
      data = await fs.readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      counts.missing += 1;
      continue;
    }
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ size_bytes: number; sha256: string }>(
        "SELECT size_bytes, sha256 FROM resumes WHERE id = $1 AND stored_name = $2 FOR UPDATE",
        [id, name],
      );
      // Another instance moved it meanwhile.
      if (!row) return "gone";
      if (row.size_bytes !== data.length || row.sha256 !== createHash("sha256").update(data).digest("hex")) return "damaged";
      await tx.query("DELETE FROM resume_parts WHERE resume_id = $1", [id]);
      await storeResumeContent(tx, id, data);
      await tx.query("UPDATE resumes SET stored_name = NULL WHERE id = $1", [id]);
      return "moved";
    });
    if (moved === "damaged") {
      counts.damaged.push(name);
      continue;
    }
    await fs.unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    if (moved === "moved") counts.imported += 1;
  }
  return counts;
}
