/**
 * Applies `server/migrations/NNN_name.sql` in order, once each, recorded in `schema_migrations`. All pending files
 * run in one transaction under an advisory lock, so instances starting together apply them once.
 */
import fs from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR } from "../paths.js";
import type { Database, Queryable } from "./database.js";

/** An arbitrary constant naming our migration lock among the server's advisory locks. */
const MIGRATION_LOCK = 7_265_311;

export interface Migration {
  version: string;
  sql: string;
}

/**
 * The migration files sorted by name; names must look like `001_initial.sql`, and no two may share a number (two
 * branches each adding "the next" migration would otherwise apply in an order neither was written for).
 */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const names = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  const numbers = new Map<string, string>();
  for (const name of names) {
    if (!/^\d{3}_[a-z0-9_]+\.sql$/.test(name)) throw new Error(`Migration file name "${name}" must look like 001_initial.sql.`);
    const number = name.slice(0, 3);
    const first = numbers.get(number);
    if (first) throw new Error(`Migrations "${first}" and "${name}" share the number ${number}; give the newer one the next free number.`);
    numbers.set(number, name);
  }
  return names.map((name) => ({ version: name.replace(/\.sql$/, ""), sql: fs.readFileSync(path.join(dir, name), "utf8") }));
}

/** Applies the pending migrations; returns the versions applied now (empty when up to date). */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set((await tx.query<{ version: string }>("SELECT version FROM schema_migrations")).map((r) => r.version));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/**
 * The versions of `migrations` the database has not applied (all of them on an empty database), without changing
 * anything. Versions the database has and this code does not know (a newer release rolled back) are no problem:
 * each migration only adds what older code ignores.
 */
export async function pendingMigrations(db: Queryable, migrations: Migration[] = readMigrations()): Promise<string[]> {
  const [table] = await db.query<{ exists: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS exists");
  const done = table.exists ? new Set((await db.query<{ version: string }>("SELECT version FROM schema_migrations")).map((r) => r.version)) : new Set<string>();
  return migrations.map((m) => m.version).filter((version) => !done.has(version));
}
