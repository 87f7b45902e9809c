/**
 * Countdown arithmetic for the /coming-soon page: pure functions, times in milliseconds since the epoch.
 * The hook (`hooks/use-countdown.ts`) owns the clock; these functions only compute.
 */

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

/** The coming-soon countdown ends this many days after the page loads. */
export const COMING_SOON_DAYS = 180;
/** The countdown ticks this often. */
export const COUNTDOWN_TICK_MS = MS_PER_SECOND;
/** Screen readers hear the remaining time at most this often (visible digits tick every second). */
export const ANNOUNCE_INTERVAL_MS = MS_PER_MINUTE;

/** Time left, split into whole units. `totalMs` is the exact remainder in milliseconds. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalMs: number;
}

/** All units zero: the countdown has reached its target (or was stopped). */
export const ZERO_PARTS: CountdownParts = Object.freeze({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 });

/**
 * Time left from `nowMs` until `targetMs`, never negative (all zero once the target is reached or passed).
 * A partial second counts as a whole one (rounded up), so the display reads 0:00:00 only when the target is
 * actually reached, never during the last second before it.
 */
export function remaining(targetMs: number, nowMs: number): CountdownParts {
  const totalMs = Math.max(0, targetMs - nowMs);
  if (totalMs === 0) return { ...ZERO_PARTS };
  const totalSeconds = Math.ceil(totalMs / MS_PER_SECOND);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
  };
}

/**
 * The target `days` after `nowMs` (the moment the page loaded), rounded to a whole millisecond.
 * `days` may be a fraction (a test can count down a few seconds).
 */
export function targetFromLoad(nowMs: number, days: number = COMING_SOON_DAYS): number {
  return Math.round(nowMs + days * MS_PER_DAY);
}

/**
 * Whether the screen-reader text may change now: true the first time (`lastAnnouncedMs` null) and once at least
 * `ANNOUNCE_INTERVAL_MS` (60 000 ms) have passed since the last announcement. A clock that went backwards
 * (`nowMs` before the last announcement) also counts as due, so the text cannot freeze until the clock catches up.
 * Completion is announced by the caller regardless of this throttle.
 */
export function shouldAnnounce(lastAnnouncedMs: number | null, nowMs: number): boolean {
  if (lastAnnouncedMs === null) return true;
  const elapsed = nowMs - lastAnnouncedMs;
  return elapsed < 0 || elapsed >= ANNOUNCE_INTERVAL_MS;
}

/**
 * Words for the announcement, all supplied by the caller (copy lives in data/pages.yaml). Plural forms are
 * required; singular forms are optional and used for a count of exactly 1 (else the plural is used).
 */
export interface CountdownWords {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  /** Follows the list of units: "... left". */
  left: string;
  day?: string;
  hour?: string;
  minute?: string;
  second?: string;
}

/**
 * Screen-reader text for the time left, e.g. "179 days, 23 hours, 59 minutes left". Seconds are left out because
 * the text changes at most once a minute, except in the last minute, which reads "42 seconds left". Leading zero
 * units are dropped ("5 hours, 0 minutes left", not "0 days, 5 hours, 0 minutes left"). Returns "" at zero:
 * completion has its own text.
 */
export function formatAnnouncement(parts: CountdownParts, words: CountdownWords): string {
  if (parts.totalMs <= 0) return "";
  const unit = (count: number, plural: string, singular: string | undefined): string => `${count} ${count === 1 && singular ? singular : plural}`;
  const units = [
    unit(parts.days, words.days, words.day),
    unit(parts.hours, words.hours, words.hour),
    unit(parts.minutes, words.minutes, words.minute),
  ];
  const counts = [parts.days, parts.hours, parts.minutes];
  const first = counts.findIndex((count) => count > 0);
  const shown = first === -1 ? [unit(parts.seconds, words.seconds, words.second)] : units.slice(first);
  return `${shown.join(", ")} ${words.left}`;
}
