/**
 * Starts the service: reads the settings, opens the database (applying migrations), serves the API and the built
 * site on one port, prints the address, and shuts down gracefully on SIGTERM/SIGINT (in-flight requests finish,
 * then the database closes). Any start-up problem is printed as one clear sentence and exits with status 1.
 */
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { buildApp } from "./app.js";
import { ConfigError, readConfig, redactDatabaseUrl } from "./config.js";
import { DatabaseStartError } from "./db/database.js";
import { embeddedFolder, importLegacyUploads, legacyUploadsFolder, openDatabase } from "./db/open.js";
import { mailBacklog, redactSmtpUrl } from "./mail/delivery.js";

/** How long in-flight requests get to finish on SIGTERM; then their connections are cut (a body trickling in a
 * byte at a time never holds up a stop), and the database closes cleanly. */
const SHUTDOWN_GRACE_MS = 8_000;
/** Last resort if closing itself hangs. */
const SHUTDOWN_FORCE_MS = 15_000;

function fail(message: string): never {
  console.error(`\n✖ Gestura server cannot start: ${message}\n`);
  process.exit(1);
}

function checkWritable(folder: string): void {
  try {
    fs.mkdirSync(folder, { recursive: true });
    const probe = path.join(folder, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, "");
    fs.unlinkSync(probe);
  } catch (error) {
    fail(`the data folder ${folder} is not writable (${(error as NodeJS.ErrnoException).code ?? String(error)}). Make it writable, or point DATA_DIR elsewhere.`);
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig(process.env, process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (!config.databaseUrl) checkWritable(config.dataDir);

  let db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseStartError) fail(error.message);
    fail(`the database schema could not be brought up to date (${(error as Error).message}).`);
  }
  // Résumés kept on disk by an older version move into the database once (a no-op when the folder is gone).
  let imported: string | null = null;
  try {
    imported = await importLegacyUploads(db, legacyUploadsFolder(config));
  } catch (error) {
    await db.close().catch(() => {});
    fail(`the résumé files in ${legacyUploadsFolder(config)} could not be moved into the database (${(error as Error).message}).`);
  }

  const app = await buildApp({ config, db });
  if (!config.databaseUrl && config.production) {
    app.log.warn(
      "The embedded database runs with fsync off: it survives the process being killed, not a power cut or an OS crash. " +
        "Set DATABASE_URL to a PostgreSQL server for production, or at least take copies with npm run backup.",
    );
  }
  const siteServed = config.siteDir !== null && fs.existsSync(path.join(config.siteDir, "index.html"));
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await db.close().catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    fail(code === "EADDRINUSE" ? `port ${config.port} is already in use. Stop what uses it or set PORT to another port.` : (error as Error).message);
  }

  const where = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${config.port}/`;
  const store = config.databaseUrl ? `PostgreSQL at ${redactDatabaseUrl(config.databaseUrl)}` : `embedded database in ${embeddedFolder(config)}`;
  const mail = !config.mail.deliver
    ? "Mail is queued here but sent by another instance (MAIL_DELIVERY=false)."
    : config.mail.smtpUrl
      ? `Mail goes out through SMTP at ${redactSmtpUrl(config.mail.smtpUrl)}.`
      : `No SMTP_URL: mail is written as .eml files to ${path.join(config.dataDir, "mail")} (open them in any mail program).`;
  const backlog = await mailBacklog(db, Date.now());
  const outbox = `Outbox: ${backlog.queued} queued (${backlog.slow} in the slow lane), ${backlog.failed} failed${backlog.failed > 0 ? " (npm run mail -- retry-failed sends them again)" : ""}.`;
  if (imported) console.log(`\n${imported}`);
  console.log(
    siteServed
      ? `\nGestura is running at ${where} on Node ${process.version}  (API at ${where}api/, ${store}; Ctrl+C to stop)\n${mail}\n${outbox}\n`
      : `\nGestura API is running at ${where}api/ on Node ${process.version}  (${store}; no site served${config.siteDir ? `: ${config.siteDir} has no build` : ""}; Ctrl+C to stop)\n${mail}\n${outbox}\n`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const cut = setTimeout(() => {
      app.log.warn("requests still open after the grace period: closing their connections");
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    cut.unref();
    const force = setTimeout(() => {
      console.error("Shutdown took too long; exiting.");
      process.exit(1);
    }, SHUTDOWN_FORCE_MS);
    force.unref();
    app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error("Error during shutdown:", error);
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
