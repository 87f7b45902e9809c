// The API service compiled to JavaScript: `tsc -p server/tsconfig.build.json` writes server/dist/ (git-ignored), and
// everything that runs the service (npm start, serve, mail, backup, restore, the browser tests' product server, the
// benches) runs that output with plain node. `ensureServerBuilt` compiles first when the output is missing or older
// than a source: server/src, the API contract and schemas it shares with the site, a tsconfig or the lock file.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { newestMtime } from "./freshness.mjs";

const SOURCES = [
  "server/src",
  "server/tsconfig.json",
  "server/tsconfig.build.json",
  "src/lib/api-contract.ts",
  "src/lib/api-schemas.ts",
  "package-lock.json",
];

/** The compiled entry point `name` (main, mail-cli, team-cli, backup-cli) under `root`. */
export function serverEntry(root, name) {
  return path.join(root, "server", "dist", "server", "src", `${name}.js`);
}

/** True when server/dist is missing or older than one of its sources. */
export function serverNeedsBuild(root) {
  let built;
  try {
    built = fs.statSync(serverEntry(root, "main")).mtimeMs;
  } catch {
    return true;
  }
  return newestMtime(root, SOURCES) > built;
}

/**
 * Compiles the service when stale. The output goes to a folder of its own and then replaces server/dist in two
 * renames, so two processes building at once (the API tests beside the browser tests) never leave a half-written
 * file for a third to load. Throws when the compiler is missing or reports an error.
 */
export function ensureServerBuilt(root) {
  if (!serverNeedsBuild(root)) return;
  const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
  if (!fs.existsSync(tsc)) {
    throw new Error(
      "server/dist is missing or older than server/src, and TypeScript (a devDependency) is not installed to compile it. " +
        "Run `npm run build:server` before `npm prune --omit=dev` (docs/deploying.md).",
    );
  }
  console.error("Compiling the server (server/dist is missing or older than its sources)…");
  const outDir = path.join(root, "server", `dist.${process.pid}`);
  const build = spawnSync(process.execPath, [tsc, "-p", "server/tsconfig.build.json", "--outDir", outDir], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw new Error("the server did not compile (the errors are above).");
  }
  const dist = path.join(root, "server", "dist");
  const old = `${outDir}.old`;
  if (fs.existsSync(dist)) fs.renameSync(dist, old);
  fs.renameSync(outDir, dist);
  fs.rmSync(old, { recursive: true, force: true });
}

/**
 * Builds when stale, then runs the compiled entry `name` with `args` in a child process that inherits the terminal;
 * SIGINT and SIGTERM are passed on (the service shuts down gracefully), and this process exits with the child's status.
 */
export function runServer(root, name, args = [], env = process.env) {
  try {
    ensureServerBuilt(root);
  } catch (error) {
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
  const child = spawn(process.execPath, ["--enable-source-maps", serverEntry(root, name), ...args], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
