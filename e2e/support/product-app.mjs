// The product server of the browser tests: the API service exactly as server/src/main.ts builds it, plus one
// test-only route that reads back what the lead forms and the job application stored (and one for consent receipts
// and analytics events), so a test can check a
// submission reached the database. It exists only here, started by e2e/support/product-server.mjs; the service itself has no such route.
// Run with tsx (node --import tsx), which loads the service's TypeScript.
import process from "node:process";
import { buildApp } from "../../server/src/app.ts";
import { readConfig } from "../../server/src/config.ts";
import { openDatabase } from "../../server/src/db/open.ts";

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

await app.listen({ host: config.host, port: config.port });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
