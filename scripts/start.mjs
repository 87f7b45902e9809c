// `npm start`: the whole product on one port. Builds the site when public/ is missing or older than its sources
// (with GATSBY_API_URL defaulting to /api/, the same server), then starts the API service (compiled to server/dist
// first when that is stale), which also serves the built site, and prints the address. PORT changes the port
// (default 8000); DATA_DIR the data folder (.data).
import { spawnSync } from "node:child_process";
import process from "node:process";
import { needsBuild } from "./lib/freshness.mjs";
import { runServer } from "./lib/server-build.mjs";

const root = process.cwd();
const env = { ...process.env, GATSBY_API_URL: process.env.GATSBY_API_URL || "/api/" };

if (needsBuild(root)) {
  console.log("Building the site (first run or sources changed; a cold build takes a few minutes)…");
  const build = spawnSync("node_modules/.bin/gatsby", ["build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log("public/ is up to date with the sources; skipping the build.");
}

runServer(root, "main", [], env);
