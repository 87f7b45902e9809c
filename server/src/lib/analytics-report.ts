/**
 * The analytics report (issue 17, moved here for issue 44): pageviews per day and per path, clicks per target,
 * sessions, the funnel visit → /sign-up → account created → account confirmed per day, and the consent choices per
 * category, over whole UTC days. `npm run report:analytics` prints it; the team console's `team/analytics` answers it.
 */
import type { AnalyticsReport } from "../../../src/lib/team-contract.js";
import type { Queryable } from "../db/database.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days `team/analytics` covers when no `since` is given (today included). */
export const DEFAULT_REPORT_DAYS = 30;

/** A day "YYYY-MM-DD" as a time (its midnight UTC), or null when it is not a real day. */
export function parseDay(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms;
}

/** The UTC day of a time, "YYYY-MM-DD". */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The report of the days `since` to `until` (both "YYYY-MM-DD", UTC, inclusive). */
export async function analyticsReport(db: Queryable, since: string, until: string): Promise<AnalyticsReport> {
  const from = new Date(parseDay(since) ?? 0);
  const to = new Date((parseDay(until) ?? Date.now()) + DAY_MS);
  const window = [from, to];
  const pageviewsPerDay = await db.query<{ day: string; pageviews: number }>(
    `SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS pageviews FROM analytics_events
      WHERE event_type = 'pageview' AND received_at >= $1 AND received_at < $2 GROUP BY 1 ORDER BY 1`,
    window,
  );
  const topPages = await db.query<{ path: string; pageviews: number }>(
    `SELECT event_target AS path, count(*)::int AS pageviews FROM analytics_events
      WHERE event_type = 'pageview' AND received_at >= $1 AND received_at < $2 GROUP BY event_target ORDER BY pageviews DESC, path`,
    window,
  );
  const clickTargets = await db.query<{ target: string; clicks: number }>(
    `SELECT event_target AS target, count(*)::int AS clicks FROM analytics_events
      WHERE event_type = 'click' AND received_at >= $1 AND received_at < $2 GROUP BY event_target ORDER BY clicks DESC, target`,
    window,
  );
  const [sessions] = await db.query<{ sessions: number }>(
    "SELECT count(DISTINCT session_id)::int AS sessions FROM analytics_events WHERE received_at >= $1 AND received_at < $2",
    window,
  );
  const days = await db.query<{ day: string; visits: number; signUp: number; accounts: number; confirmed: number }>(
    `WITH views AS (
       SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, session_id, event_target
         FROM analytics_events WHERE event_type = 'pageview' AND received_at >= $1 AND received_at < $2
     ), visits AS (
       SELECT day, count(DISTINCT session_id)::int AS visits,
              count(DISTINCT session_id) FILTER (WHERE event_target LIKE '/sign-up%')::int AS sign_up
         FROM views GROUP BY day
     ), accounts AS (
       SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS accounts,
              count(*) FILTER (WHERE email_confirmed_at IS NOT NULL)::int AS confirmed
         FROM users WHERE created_at >= $1 AND created_at < $2 GROUP BY 1
     )
     SELECT COALESCE(v.day, a.day) AS day, COALESCE(v.visits, 0) AS visits, COALESCE(v.sign_up, 0) AS "signUp",
            COALESCE(a.accounts, 0) AS accounts, COALESCE(a.confirmed, 0) AS confirmed
       FROM visits v FULL JOIN accounts a ON a.day = v.day ORDER BY day`,
    window,
  );
  const [visitors] = await db.query<{ visits: number; sign_up: number }>(
    `SELECT count(DISTINCT session_id)::int AS visits, count(DISTINCT session_id) FILTER (WHERE event_target LIKE '/sign-up%')::int AS sign_up
       FROM analytics_events WHERE event_type = 'pageview' AND received_at >= $1 AND received_at < $2`,
    window,
  );
  // Each visitor's latest choice within the period (a changed choice is a new receipt under the same consent id).
  const [consent] = await db.query<Record<"preferences" | "statistics" | "marketing" | "choices", number>>(
    `WITH latest AS (
       SELECT DISTINCT ON (consent_id) preferences, statistics, marketing FROM consent_records
        WHERE recorded_at >= $1 AND recorded_at < $2 ORDER BY consent_id, recorded_at DESC, id
     )
     SELECT count(*)::int AS choices, count(*) FILTER (WHERE preferences)::int AS preferences,
            count(*) FILTER (WHERE statistics)::int AS statistics, count(*) FILTER (WHERE marketing)::int AS marketing
       FROM latest`,
    window,
  );
  const sum = (key: "accounts" | "confirmed") => days.reduce((total, row) => total + row[key], 0);
  return {
    since,
    until,
    pageviewsPerDay,
    topPages,
    clickTargets,
    sessions: sessions?.sessions ?? 0,
    funnel: {
      days,
      total: { visits: visitors?.visits ?? 0, signUp: visitors?.sign_up ?? 0, accounts: sum("accounts"), confirmed: sum("confirmed") },
    },
    consent: (["preferences", "statistics", "marketing"] as const).map((category) => ({
      category,
      granted: consent[category],
      refused: consent.choices - consent[category],
    })),
  };
}
