// The product server of the browser tests: the API service exactly as server/src/main.ts builds it, plus one
// test-only route that reads back what the lead forms and the job application stored (and one for consent receipts
// and analytics events), so a test can check a
// submission reached the database. It exists only here, started by e2e/support/product-server.mjs; the service itself has no such route.
// It also grants the team role (issue 44) as the command line does.
// It also runs the SMTP server the service delivers its mail to (an inbox for every address), and a route that reads
// that inbox, so a test follows a mailed link as a person would.
// It loads the compiled service (server/dist, which product-server.mjs brings up to date), as production runs it.
import process from "node:process";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { buildApp } from "../../server/dist/server/src/app.js";
import { readConfig } from "../../server/dist/server/src/config.js";
import { openDatabase } from "../../server/dist/server/src/db/open.js";

/** The tables a test may read, and the columns it gets (never a password hash or a token). */
const READABLE = {
  demo_requests: "first_name, last_name, email, phone_number, company_name, subject, message, spam",
  contact_messages: "first_name, last_name, email, phone_number, company_name, subject, message, spam",
  newsletter_subscribers: "email, spam",
  job_applications:
    "full_name, email, phone, position, linkedin_url, github_url, portfolio_url, cover_letter, country, " +
    "(SELECT original_name FROM resumes WHERE resumes.application_id = job_applications.id) AS resume",
  shop_reservations:
    "reference, name, email, company, country, total_cents, spam, " +
    "(SELECT json_agg(json_build_object('id', product_id, 'quantity', quantity) ORDER BY product_id) FROM shop_reservation_lines WHERE reservation_id = shop_reservations.id) AS lines",
};

/** Mail received, per recipient address (lower case), newest first. */
const inbox = new Map();

/** A header as the message spelled it (mailparser turns List-* headers into objects), unfolded; null when absent. */
function rawHeader(mail, name) {
  const found = mail.headerLines.find((header) => header.key === name);
  return found ? found.line.slice(found.line.indexOf(":") + 1).replace(/\r?\n[ \t]+/g, " ").trim() : null;
}

// The SMTP sink: plain SMTP on loopback, any sender, no authentication needed, every message kept in `inbox`.
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const message = {
          to: mail.to ? [mail.to].flat().map((address) => address.text).join(", ") : "",
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          headers: { "list-unsubscribe": rawHeader(mail, "list-unsubscribe"), "list-unsubscribe-post": rawHeader(mail, "list-unsubscribe-post") },
        };
        for (const { address } of session.envelope.rcptTo) {
          const key = address.toLowerCase();
          inbox.set(key, [message, ...(inbox.get(key) ?? [])]);
        }
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve, reject) => {
  sink.once("error", reject);
  sink.listen(0, "127.0.0.1", resolve);
});
// Before readConfig: the service reads its mail settings from the environment.
process.env.SMTP_URL = `smtp://127.0.0.1:${sink.server.address().port}`;
process.env.MAIL_FROM ??= "Gestura <hello@gestura.example>";
process.env.TEAM_EMAIL ??= "team@gestura.example";

const config = readConfig(process.env, process.cwd());
const db = await openDatabase(config);
const app = await buildApp({ config, db });

// GET /__e2e__/stored/<table>?email=<address>: the rows of that table with that e-mail address, oldest first.
app.get("/__e2e__/stored/:table", async (request, reply) => {
  const { table } = request.params;
  const email = String(request.query.email ?? "");
  if (!Object.hasOwn(READABLE, table)) return reply.code(404).send({ rows: [] });
  const rows = await db.query(`SELECT ${READABLE[table]} FROM ${table} WHERE lower(email) = lower($1) ORDER BY created_at`, [email]);
  return { rows };
});

/** Tables a test reads by another key than an e-mail address: the consent receipts by id, analytics by session. */
const READABLE_BY_KEY = {
  consent_records: { key: "consent_id", columns: "consent_id, necessary, preferences, statistics, marketing, revision, policy_version, saved_at", order: "recorded_at" },
  analytics_events: { key: "session_id", columns: "event_type, event_target, event_value, page_url, is_authenticated, ip_address", order: "received_at, created_date" },
};

// GET /__e2e__/rows/<table>?key=<value>: the rows of that table with that consent id or session id, oldest first.
app.get("/__e2e__/rows/:table", async (request, reply) => {
  const spec = Object.hasOwn(READABLE_BY_KEY, request.params.table) ? READABLE_BY_KEY[request.params.table] : null;
  if (!spec) return reply.code(404).send({ rows: [] });
  const rows = await db.query(`SELECT ${spec.columns} FROM ${request.params.table} WHERE ${spec.key}::text = $1 ORDER BY ${spec.order}`, [String(request.query.key ?? "")]);
  return { rows };
});

// GET /__e2e__/mail?to=<address>: the messages the SMTP sink received for that address, newest first.
app.get("/__e2e__/mail", async (request) => ({ messages: inbox.get(String(request.query.to ?? "").toLowerCase()) ?? [] }));

// POST /__e2e__/age-confirmations?email=<address>: moves that account's confirmation links 11 minutes into the past,
// as if the member had waited that long (a new link may be asked for 10 minutes after the last). Nothing else changes:
// each link still expires when it did.
app.post("/__e2e__/age-confirmations", async (request) => {
  const rows = await db.query(
    "UPDATE email_confirmations SET created_at = created_at - interval '11 minutes' WHERE user_id IN (SELECT id FROM users WHERE lower(email) = lower($1)) RETURNING user_id",
    [String(request.query.email ?? "")],
  );
  return { aged: rows.length };
});

// POST /__e2e__/team?email=<address>: grants the team role with the function `npm run team -- add EMAIL` calls (the
// embedded database is this process's alone, so the command itself cannot open it while the service runs).
app.post("/__e2e__/team", async (request, reply) => {
  const { grantTeamRole } = await import("../../server/dist/server/src/lib/team.js");
  const result = await grantTeamRole(db, String(request.query.email ?? ""), "npm run team", Date.now());
  return reply.code(result.ok ? 200 : 400).send(result);
});

await app.listen({ host: config.host, port: config.port });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  app
    .close()
    .then(() => new Promise((resolve) => sink.close(resolve)))
    .then(() => db.close())
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
