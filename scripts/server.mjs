// `npm run serve`, `migrate`, `mail`, `team`, `backup` and `restore`: compile the service when server/dist is stale,
// then run one of its compiled entry points with plain node (no TypeScript at run time).
// Usage: node scripts/server.mjs <main|mail-cli|team-cli|backup-cli|migrate-cli|nginx-headers-cli> [arguments…]
import process from "node:process";
import { runServer } from "./lib/server-build.mjs";

const ENTRIES = ["main", "mail-cli", "team-cli", "backup-cli", "migrate-cli", "nginx-headers-cli"];
const [name, ...args] = process.argv.slice(2);
if (!ENTRIES.includes(name)) {
  console.error(`Usage: node scripts/server.mjs <${ENTRIES.join("|")}> [arguments…]`);
  process.exit(2);
}
runServer(process.cwd(), name, args);
