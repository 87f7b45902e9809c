// The whole product for the browser tests: the API service serving the built site (public/) on the given port
// (through product-app.mjs, which adds a test-only reader of stored form submissions and the SMTP sink the service
// delivers its mail to),
// on a throwaway data folder removed when the server stops. Rate limits are raised because every test's browser
// comes from 127.0.0.1; the limits themselves are covered by the API tests.
// Usage: node e2e/support/product-server.mjs <port>
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { ensureServerBuilt } from "../../scripts/lib/server-build.mjs";

const port = process.argv[2] ?? "9000";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-e2e-"));
// The service as production runs it: compiled (when stale) and run by plain node.
ensureServerBuilt(process.cwd());
const server = spawn(process.execPath, ["--enable-source-maps", "e2e/support/product-app.mjs"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_DIR: "public",
    API_ONLY: "false",
    LOG_LEVEL: "warn",
    RATE_LIMIT_ACCOUNT: "100000",
    RATE_LIMIT_FORMS: "100000",
    RATE_LIMIT_ANALYTICS: "100000",
    RATE_LIMIT_RESET_PER_EMAIL: "100000",
    RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: "100000",
    // Hundreds of accounts per run: each hashed at argon2's least cost (never in production, config.ts).
    PASSWORD_HASH_COST: "test",
  },
});
const stop = (signal) => server.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGTERM"));
server.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
