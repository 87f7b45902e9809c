/**
 * The accessibility statement's own rule: it says when it was last reviewed, and a statement older than a year no
 * longer describes the site (W3C WAI asks for a current date). The build stops on a stale date (content-model.ts).
 */

/** How old, in months, the statement's review may be when the site is built. */
export const REVIEW_MAX_MONTHS = 12;

/** YAML reads an unquoted 2026-11-27 as a Date (midnight UTC); quoted it stays text. */
const asDay = (value: Date | string): Date => (value instanceof Date ? value : new Date(`${value}T00:00:00Z`));

const day = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Why a statement reviewed on `reviewed` may not be published on `today`, or null when it may: a review more
 * than REVIEW_MAX_MONTHS months ago (the same calendar day a year on is still in time), or one in the future.
 */
export function reviewProblem(reviewed: Date | string, today: Date): string | null {
  const review = asDay(reviewed);
  const due = new Date(review);
  due.setUTCMonth(due.getUTCMonth() + REVIEW_MAX_MONTHS);
  const todayDay = day(today);
  if (day(review) > todayDay) return `field "reviewed" is ${day(review)}, a day after today (${todayDay}): write the day the statement was reviewed`;
  if (day(due) < todayDay)
    return `field "reviewed" is ${day(review)}, more than ${REVIEW_MAX_MONTHS} months before today (${todayDay}): review the statement against the site, then set "reviewed" to that day`;
  return null;
}
