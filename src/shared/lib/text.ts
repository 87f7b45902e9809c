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

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A date as SPEC's long US form: "April 27, 2025". Accepts YYYY-MM-DD or ISO 8601; read as UTC. Other text is returned
 * unchanged. Written out rather than with Intl.DateTimeFormat, whose first use on a page loads the browser's locale
 * data: on an article that was about 20 ms of the main thread while the page hydrated. A unit test checks the result
 * against Intl's; years before 1 AD (which Intl writes with an era) still go through Intl.
 */
export function longUsDate(value: string): string {
  const date = isIsoDay(value) ? new Date(`${value}T00:00:00Z`) : /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : new Date(value);
  if (date === null) return value;
  if (Number.isNaN(date.getTime())) return value;
  const year = date.getUTCFullYear();
  if (year < 1) return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
}

