/** Small text helpers shared by pages. */
import { isIsoDay } from "./dates";

/** Splits text into paragraphs at blank lines; trims each and drops empty ones. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

let longUsDay: Intl.DateTimeFormat | null = null;

/**
 * A date as SPEC's long US form: "April 27, 2025". Accepts YYYY-MM-DD or ISO 8601; read as UTC. Other text is returned
 * unchanged. For dates that reach the browser at run time (an account's join date, a consent receipt); the dates a
 * page shows at first paint are written by the build (`formatString: "MMMM D, YYYY"` in its query).
 */
export function longUsDate(value: string): string {
  const date = isIsoDay(value) ? new Date(`${value}T00:00:00Z`) : /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : new Date(value);
  if (date === null || Number.isNaN(date.getTime())) return value;
  longUsDay ??= new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return longUsDay.format(date);
}
