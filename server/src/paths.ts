/**
 * Where the files the service reads at run time live: its SQL migrations and the site's data/*.yaml. They are found
 * from this module's own place, which is server/src/ when the TypeScript runs directly (the API tests, through tsx)
 * and server/dist/server/src/ once compiled (`npm run build:server`), so both resolve to the same files.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const compiled = path.basename(path.resolve(here, "../..")) === "dist";

/** The repository's root folder (the one holding data/ and server/). */
export const PROJECT_ROOT = path.resolve(here, compiled ? "../../../.." : "../..");

/** The SQL migrations, applied in name order at start-up. */
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "server", "migrations");

/** A file of the site's data/ folder, which the service reads for the product catalogue and mail's site details. */
export function dataFile(name: string): string {
  return path.join(PROJECT_ROOT, "data", name);
}
