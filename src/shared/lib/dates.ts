/** Calendar days written YYYY-MM-DD, the form data/ and the MDX frontmatter use. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when `value` is a real day written YYYY-MM-DD. Impossible days such as 2025-02-30 are rejected: Date would
 * roll them over into March, so the day must come back unchanged from a round trip through UTC.
 */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== "string" || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The UTC day of a Date as YYYY-MM-DD, or null for an invalid Date. */
export const utcDay = (date: Date): string | null => (Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10));
