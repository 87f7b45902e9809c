// `npm start`: builds the site when public/ is missing or older than the sources, then serves it on
// 127.0.0.1 and prints the address. PORT changes the port (default 8000).
import { spawn, spawnSync } from "node:child_process";
import process from "node:process";
import { needsBuild } from "./lib/freshness.mjs";

const root = process.cwd();
const port = process.env.PORT ?? "8000";
const gatsby = "node_modules/.bin/gatsby";

if (needsBuild(root)) {
  console.log("Building the site (first run or sources changed; a cold build takes a few minutes)…");
  const build = spawnSync(gatsby, ["build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log("public/ is up to date with the sources; skipping the build.");
}

const server = spawn(gatsby, ["serve", "-H", "127.0.0.1", "-p", port], { stdio: ["ignore", "pipe", "inherit"] });
server.stdout.on("data", (chunk) => {
  const text = String(chunk);
  if (/You can now view/.test(text)) {
    console.log(`\nGestura is running at http://127.0.0.1:${port}/  (Ctrl+C to stop)\n`);
  } else if (text.trim()) {
    process.stdout.write(text);
  }
});
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
