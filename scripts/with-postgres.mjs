// Runs a command with a throwaway PostgreSQL server: `node scripts/with-postgres.mjs npm run test:api`.
// The command sees TEST_DATABASE_URL (a superuser connection that may create databases); the server and its
// folder are removed afterwards, whatever the command's outcome.
import { spawn } from "node:child_process";
import process from "node:process";
import { startThrowawayPostgres } from "./lib/throwaway-postgres.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Usage: node scripts/with-postgres.mjs <command> [args…]");
  process.exit(2);
}
const pg = await startThrowawayPostgres();
console.log(`Throwaway PostgreSQL at ${pg.url}`);
const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: pg.url } });
const code = await new Promise((resolve) => child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0))));
await pg.stop();
process.exit(code);
