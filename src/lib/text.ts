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

/** A date as SPEC's long US form: "April 27, 2025". Accepts YYYY-MM-DD or ISO 8601; read as UTC. Other text is returned unchanged. */
export function longUsDate(value: string): string {
  const date = isIsoDay(value) ? new Date(`${value}T00:00:00Z`) : /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : new Date(value);
  if (date === null) return value;
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}

