// The analytics report for the team (issue 17): pageviews per day and per path, clicks per target, sessions, the funnel
// visit → /sign-up → account created → confirmed per day, and consent choices per category, since a date, from the
// embedded database or PostgreSQL (DATABASE_URL), the same settings the service reads. `--csv` prints CSV for a
// spreadsheet. The figures come from server/src/lib/analytics-report.ts, which the team console's analytics call
// uses too (issue 44).
// Usage: npm run report:analytics -- --since 2026-11-01 [--until 2026-11-30] [--csv] [--email TEAM_MEMBER]
// While a service holds the embedded database's folder, the report asks that service instead (PORT, or
// REPORT_API_URL), signed in as the team member `--email` names; the password is read from REPORT_PASSWORD or asked.
import process from "node:process";
import { ensureServerBuilt } from "./lib/server-build.mjs";

// It reads the database through the compiled service's own modules (server/dist, compiled first when stale).
ensureServerBuilt(process.cwd());
const { readConfig } = await import("../server/dist/server/src/config.js");
const { DatabaseStartError } = await import("../server/dist/server/src/db/database.js");
const { openDatabase } = await import("../server/dist/server/src/db/open.js");
const { csvCell, csvLine } = await import("../server/dist/server/src/lib/csv.js");
const { analyticsReport, dayOf, parseDay } = await import("../server/dist/server/src/lib/analytics-report.js");

const USAGE = "Use --since YYYY-MM-DD, and optionally --until YYYY-MM-DD, --csv and --email TEAM_MEMBER.";

function parseArgs(argv) {
  const options = { since: null, until: dayOf(Date.now()), csv: false, email: null };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].startsWith("--") && argv[i].includes("=") ? argv[i].split(/=(.*)/s) : [argv[i], undefined];
    const value = () => inline ?? argv[(i += 1)] ?? "";
    if (flag === "--csv") options.csv = true;
    else if (flag === "--since") options.since = value();
    else if (flag === "--until") options.until = value();
    else if (flag === "--email") options.email = value();
    else throw new Error(`Unknown option "${argv[i]}". ${USAGE}`);
  }
  if (!options.since || parseDay(options.since) === null) throw new Error("Give the first day to report with --since YYYY-MM-DD (UTC).");
  if (parseDay(options.until) === null || parseDay(options.until) < parseDay(options.since)) {
    throw new Error("Give the last day with --until YYYY-MM-DD (UTC), not before --since.");
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

/** A password typed at the terminal without showing it (or one line of piped input). */
async function askPassword(email) {
  if (process.env.REPORT_PASSWORD) return process.env.REPORT_PASSWORD;
  process.stderr.write(`Password of ${email}: `);
  return new Promise((resolve) => {
    let typed = "";
    const raw = process.stdin.isTTY;
    if (raw) process.stdin.setRawMode(true);
    process.stdin.setEncoding("utf8");
    const onData = (chunk) => {
      for (const char of chunk) {
        if (char === "\u0003") process.exit(130);
        if (char === "\r" || char === "\n") {
          process.stdin.off("data", onData);
          if (raw) process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stderr.write("\n");
          resolve(typed);
          return;
        }
        typed = char === "\u007f" ? typed.slice(0, -1) : typed + char;
      }
    };
    process.stdin.on("data", onData);
  });
}

/** The report from the running service's team/analytics call, signed in as the team member `email`. */
async function reportFromService(config, options) {
  const base = (process.env.REPORT_API_URL || `http://127.0.0.1:${config.port}/api/`).replace(/\/?$/, "/");
  const password = await askPassword(options.email);
  const login = await fetch(`${base}users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: options.email, password }),
  });
  const signedIn = await login.json();
  if (!login.ok) throw new Error(`The service at ${base} refused the sign-in: ${signedIn.msg}`);
  const headers = { authorization: `Bearer ${signedIn.token}` };
  try {
    const answer = await fetch(`${base}team/analytics?since=${options.since}&until=${options.until}`, { headers });
    const body = await answer.json();
    if (!answer.ok) throw new Error(`The service at ${base} answered ${answer.status}: ${body.msg}`);
    return body.report;
  } finally {
    await fetch(`${base}users/logout`, { method: "POST", headers });
  }
}

async function readReport(config, options) {
  let db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    // A running service holds the embedded database's folder: ask it, when a team member is named.
    if (!(error instanceof DatabaseStartError) || config.databaseUrl || !/in use by another Gestura server/.test(error.message)) throw error;
    if (!options.email) {
      throw new Error(`${error.message}\nOr read the report from that server: add --email with the address of a team member (npm run team -- list).`);
    }
    return reportFromService(config, options);
  }
  try {
    return await analyticsReport(db, options.since, options.until);
  } finally {
    await db.close();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { since, until, csv } = options;
  const report = await readReport(readConfig(process.env, process.cwd()), options);
  const sections = [
    render(
      `Pageviews per day from ${since} to ${until}`,
      ["day", "pageviews"],
      report.pageviewsPerDay.map((r) => [r.day, r.pageviews]),
      csv,
    ),
    render(
      `Pageviews per path since ${since}`,
      ["path", "pageviews"],
      report.topPages.map((r) => [r.path, r.pageviews]),
      csv,
    ),
    render(
      `Clicks per target since ${since}`,
      ["target", "clicks"],
      report.clickTargets.map((r) => [r.target, r.clicks]),
      csv,
    ),
    render(`Sessions since ${since}`, ["sessions"], [[report.sessions]], csv),
    render(
      "Funnel per day (sessions with a pageview → sessions that saw /sign-up → accounts created → of them confirmed)",
      ["day", "visits", "/sign-up", "accounts created", "confirmed"],
      report.funnel.days.map((r) => [r.day, r.visits, r.signUp, r.accounts, r.confirmed]),
      csv,
    ),
    render(
      "Consent choices (each visitor's latest in the period)",
      ["category", "granted", "refused"],
      report.consent.map((r) => [r.category, r.granted, r.refused]),
      csv,
    ),
  ];
  console.log(sections.join("\n\n"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
