/**
 * The release step on PostgreSQL (issue 42): two `npm run migrate` started at once on one empty database both exit
 * 0, and the schema is migrated once (each migration recorded once, applied by one of the two). Run with
 * `npm run test:release:postgres` (a throwaway PostgreSQL from scripts/with-postgres.mjs).
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import path from "node:path";
import { it } from "node:test";
import { readMigrations } from "../../src/db/migrate";
import { throwawayDatabase } from "../helpers";

function migrateOnce(url: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("server/src/migrate-cli.ts")], {
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: path.resolve(".data-release-test-unused") },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

it("applies the migrations once when two npm run migrate start together, and both exit 0", { timeout: 120_000 }, async () => {
  assert.ok(process.env.TEST_DATABASE_URL, "run through scripts/with-postgres.mjs (npm run test:release:postgres)");
  const target = await throwawayDatabase({ migrated: false });
  try {
    const url = target.url ?? "";
    const runs = await Promise.all([migrateOnce(url), migrateOnce(url)]);
    assert.deepEqual(
      runs.map((run) => run.code),
      [0, 0],
      runs.map((run) => run.stderr).join("\n"),
    );
    const versions = readMigrations().map((m) => m.version);
    const applied = runs.filter((run) => run.stdout.includes(`Applied ${versions.length} migrations`));
    const upToDate = runs.filter((run) => run.stdout.includes("The database schema is up to date."));
    assert.deepEqual([applied.length, upToDate.length], [1, 1], runs.map((run) => run.stdout).join("\n"));
    const rows = await target.db.query<{ version: string }>("SELECT version FROM schema_migrations ORDER BY version");
    assert.deepEqual(
      rows.map((row) => row.version),
      versions,
    );
    const third = await migrateOnce(url);
    assert.deepEqual([third.code, third.stdout.trim()], [0, "The database schema is up to date."]);
  } finally {
    await target.drop();
  }
});
