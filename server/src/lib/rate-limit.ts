/** Fixed-window rate-limit arithmetic; the counters themselves live in the database (`rate_limit_hits`). */

/** Start of the window containing `nowMs`, in Unix seconds. */
export function windowStart(nowMs: number, windowSeconds: number): number {
  const seconds = Math.floor(nowMs / 1000);
  return seconds - (seconds % windowSeconds);
}

/** Whole seconds until the window containing `nowMs` ends (at least 1), for `Retry-After`. */
export function secondsUntilNextWindow(nowMs: number, windowSeconds: number): number {
  const endMs = (windowStart(nowMs, windowSeconds) + windowSeconds) * 1000;
  return Math.max(1, Math.ceil((endMs - nowMs) / 1000));
}

/** "1 minute", "5 minutes", "1 hour": for the 429 message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
