import { longUsDate } from "../../shared/lib/text";

/**
 * A moment as its UTC day and time, the same for every reader: "November 24, 2026, 04:10 UTC" (the cookie
 * receipt). Text that is not a date is returned unchanged. A module of its own so that only the cookie settings'
 * chunk, which loads on a press, carries it.
 */
export function receiptTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const iso = date.toISOString();
  return `${longUsDate(iso)}, ${iso.slice(11, 16)} UTC`;
}
