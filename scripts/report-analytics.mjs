// The analytics report for the team (issue 17): pageviews per path, clicks per target, sessions, and the funnel
// visit → /sign-up → account created per day, since a date, from the embedded database or PostgreSQL
// (DATABASE_URL), the same settings the service reads. `--csv` prints CSV for a spreadsheet.
// Usage: npm run report:analytics -- --since 2026-11-01 [--csv]
// With the embedded database, stop the server first: one process holds its folder.
import process from "node:process";
import { ensureServerBuilt } from "./lib/server-build.mjs";

// It reads the database through the compiled service's own modules (server/dist, compiled first when stale).
ensureServerBuilt(process.cwd());
const { readConfig } = await import("../server/dist/server/src/config.js");
const { openDatabase } = await import("../server/dist/server/src/db/open.js");
const { csvCell, csvLine } = await import("../server/dist/server/src/lib/csv.js");

function parseArgs(argv) {
  const options = { since: null, csv: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === "--csv") options.csv = true;
    else if (argv[i] === "--since") options.since = argv[(i += 1)] ?? "";
    else if (argv[i].startsWith("--since=")) options.since = argv[i].slice(8);
    else throw new Error(`Unknown option "${argv[i]}". Use --since YYYY-MM-DD and optionally --csv.`);
  }
  if (!options.since || !/^\d{4}-\d{2}-\d{2}$/.test(options.since) || Number.isNaN(Date.parse(`${options.since}T00:00:00Z`))) {
    throw new Error("Give the first day to report with --since YYYY-MM-DD (UTC).");
  }
  return options;
}

/** One section as aligned text columns, or as CSV lines headed by the section's name. */
function render(title, header, rows, csv) {
  // Paths and click targets are the visitors' words: csvCell keeps a spreadsheet from running them as formulas.
  if (csv) return [csvCell(title), csvLine(header), ...rows.map(csvLine)].join("\n");
  const widths = header.map((h, i) => Math.max(String(h).length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (typeof cell === "number" ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return [title, line(header), line(widths.map((w) => "-".repeat(w))), ...(rows.length ? rows.map(line) : ["(none)"])].join("\n");
}

async function main() {
  const { since, csv } = parseArgs(process.argv.slice(2));
  const from = new Date(`${since}T00:00:00Z`);
  const config = readConfig(process.env, process.cwd());
  const db = await openDatabase(config);
  try {
    const pageviews = await db.query(
      `SELECT event_target AS path, count(*)::int AS views FROM analytics_events
       WHERE event_type = 'pageview' AND received_at >= $1 GROUP BY event_target ORDER BY views DESC, path`,
      [from],
    );
    const clicks = await db.query(
      `SELECT event_target AS target, count(*)::int AS clicks FROM analytics_events
       WHERE event_type = 'click' AND received_at >= $1 GROUP BY event_target ORDER BY clicks DESC, target`,
      [from],
    );
    const [sessions] = await db.query(`SELECT count(DISTINCT session_id)::int AS sessions FROM analytics_events WHERE received_at >= $1`, [from]);
    const funnel = await db.query(
      `WITH days AS (
         SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, session_id, event_target
         FROM analytics_events WHERE event_type = 'pageview' AND received_at >= $1
       ), visits AS (
         SELECT day, count(DISTINCT session_id)::int AS visits,
                count(DISTINCT session_id) FILTER (WHERE event_target LIKE '/sign-up%')::int AS sign_up
         FROM days GROUP BY day
       ), accounts AS (
         SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS accounts
         FROM users WHERE created_at >= $1 GROUP BY 1
       )
       SELECT COALESCE(v.day, a.day) AS day, COALESCE(v.visits, 0) AS visits, COALESCE(v.sign_up, 0) AS sign_up,
              COALESCE(a.accounts, 0) AS accounts
       FROM visits v FULL JOIN accounts a ON a.day = v.day ORDER BY day`,
      [from],
    );
    const sections = [
      render(
        `Pageviews per path since ${since}`,
        ["path", "pageviews"],
        pageviews.map((r) => [r.path, r.views]),
        csv,
      ),
      render(
        `Clicks per target since ${since}`,
        ["target", "clicks"],
        clicks.map((r) => [r.target, r.clicks]),
        csv,
      ),
      render(`Sessions since ${since}`, ["sessions"], [[sessions?.sessions ?? 0]], csv),
      render(
        "Funnel per day (sessions with a pageview → sessions that saw /sign-up → accounts created)",
        ["day", "visits", "/sign-up", "accounts created"],
        funnel.map((r) => [r.day, r.visits, r.sign_up, r.accounts]),
        csv,
      ),
    ];
    console.log(sections.join("\n\n"));
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
