// A throwaway PostgreSQL server from Debian's packages, on loopback, in a temporary folder: for the API tests and
// the benchmark. Runs as the `postgres` system user when we are root (PostgreSQL refuses to run as root).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** The folder holding initdb/postgres, newest major version first; null when PostgreSQL is not installed. */
export function findPostgresBin() {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, "bin");
    if (fs.existsSync(path.join(bin, "initdb")) && fs.existsSync(path.join(bin, "postgres"))) return bin;
  }
  return null;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Starts a fresh cluster; resolves to `{ url, stop }` where `url` connects as a superuser to database postgres. */
export async function startThrowawayPostgres() {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql).");
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-pg-"));
  const data = path.join(dir, "data");
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const run = (file, args, options = {}) =>
    asRoot ? spawn("runuser", ["-u", "postgres", "--", file, ...args], options) : spawn(file, args, options);
  const runSync = (file, args) =>
    asRoot ? execFileSync("runuser", ["-u", "postgres", "--", file, ...args], { stdio: "pipe" }) : execFileSync(file, args, { stdio: "pipe" });

  runSync(path.join(bin, "initdb"), ["-D", data, "-U", "gestura", "--auth=trust", "--encoding=UTF8", "--no-locale"]);
  const port = await freePort();
  const server = run(path.join(bin, "postgres"), ["-D", data, "-k", dir, "-h", "127.0.0.1", "-p", String(port), "-c", "max_connections=200"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  server.stderr.on("data", (chunk) => (log += chunk));
  const url = `postgres://gestura@127.0.0.1:${port}/postgres`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited at start:\n${log}`);
    const ready = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (ready && /ready to accept connections/.test(log)) break;
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not start within 30 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  const stop = async () => {
    if (server.exitCode === null) {
      // pg_ctl signals the postmaster itself (runuser does not pass signals on) and waits for a fast shutdown.
      try {
        runSync(path.join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "fast", "-w"]);
      } catch {
        server.kill("SIGKILL");
      }
      if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}
