// The whole product (API service + built site in public/) on a free loopback port with a throwaway data folder,
// for the bench scripts. `startProductServer()` resolves once /api/health answers; `stop()` ends the server and
// removes its data folder. `root` runs the service of another checkout (an older commit's, for an A/B).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { ensureServerBuilt, serverEntry } from "./server-build.mjs";
import { freePort } from "./throwaway-postgres.mjs";

export async function startProductServer({ siteDir = "public", root = process.cwd(), timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-bench-"));
  // Another checkout (--server, e.g. an older commit) may predate the compiled server: its TypeScript runs through tsx.
  const compiled = fs.existsSync(path.join(root, "server", "tsconfig.build.json"));
  if (compiled) ensureServerBuilt(root);
  const server = spawn(process.execPath, compiled ? [serverEntry(root, "main")] : ["--import", "tsx", "server/src/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_DIR: path.resolve(siteDir),
      API_ONLY: "false",
      LOG_LEVEL: "warn",
    },
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error("the product server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, origin, pid: server.pid, stop };
}
