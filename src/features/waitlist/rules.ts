/**
 * The waitlist count shown in the hero and on the dashboard (PRODUCT §1): the server's count plus a constant from
 * data/site.yaml, cached for 24 hours in localStorage under `userCount` as `{ value, expiry }` (PRODUCT §3).
 */
import type { ApiResult } from "../../shared/lib/api";
import type { CountAnswer } from "../../lib/api-contract";
import { STORAGE_KEYS } from "../../shared/lib/constants";
import { readJson, removeKey, writeJson } from "../../shared/lib/storage";

/** How long a fetched count is reused: 24 hours, in milliseconds. */
export const COUNT_CACHE_MS = 24 * 60 * 60 * 1000;

/** The stored shape: `value` is the server's count, `expiry` epoch milliseconds. */
export interface CachedCount {
  value: number;
  expiry: number;
}

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/**
 * The number part of the display text: `((count + base) / 1000).toFixed(1) + "k+"`, e.g. 0 and 2400 → "2.4k+".
 * The words after it ("Waitlist Members") come from data. A negative, NaN or infinite count or base counts as 0.
 * `toFixed` rounds the binary value, so 2.55 shows as "2.5k+", as the spec's formula does.
 */
export function formatWaitlistCount(count: number, base: number): string {
  const total = (isCount(count) ? count : 0) + (isCount(base) ? base : 0);
  return `${(total / 1000).toFixed(1)}k+`;
}

/**
 * The cached server count when it is still fresh at `now` (epoch ms); null when missing, unreadable JSON, of the
 * wrong shape, or expired. An expired entry is removed.
 */
export function readCachedCount(now: number): number | null {
  const stored = readJson(STORAGE_KEYS.userCount);
  if (typeof stored !== "object" || stored === null) return null;
  const { value, expiry } = stored as Partial<Record<keyof CachedCount, unknown>>;
  if (!isCount(value) || typeof expiry !== "number" || !Number.isFinite(expiry)) return null;
  if (expiry <= now) {
    removeKey(STORAGE_KEYS.userCount);
    return null;
  }
  return value;
}

/** Caches the server count until `now + COUNT_CACHE_MS`. An invalid count is not stored. */
export function writeCachedCount(value: number, now: number): void {
  if (!isCount(value)) return;
  const entry: CachedCount = { value, expiry: now + COUNT_CACHE_MS };
  writeJson(STORAGE_KEYS.userCount, entry);
}

export interface LoadWaitlistCountOptions {
  /** Epoch ms; default `Date.now()`. */
  now?: number;
  /** Asks the server for its count (in the app: `api.getUserCount`). */
  fetchCount: (options: { signal?: AbortSignal }) => Promise<ApiResult<CountAnswer>>;
  /** Aborting it (the component unmounted) ends the load quietly, with null. */
  signal?: AbortSignal;
  /** Told once about a failure; default `console.warn`. */
  log?: (message: string, detail: unknown) => void;
}

/**
 * The server count: the cached one while fresh, else fetched and cached. Never rejects: on failure (or an invalid
 * count) it logs once and resolves null, and the page shows the constant alone, `formatWaitlistCount(0, base)`.
 * An aborted load resolves null without logging.
 */
export async function loadWaitlistCount({ now = Date.now(), fetchCount, signal, log }: LoadWaitlistCountOptions): Promise<number | null> {
  const cached = readCachedCount(now);
  if (cached !== null) return cached;
  let failure: unknown;
  try {
    const result = await fetchCount({ signal });
    // Nobody waits for an aborted load: neither cache nor log what it brought.
    if (signal?.aborted) return null;
    if (result.ok && isCount(result.data.count)) {
      writeCachedCount(result.data.count, now);
      return result.data.count;
    }
    if (!result.ok && result.kind === "aborted") return null;
    failure = result.ok ? new TypeError(`Invalid waitlist count: ${String(result.data.count)}`) : result;
  } catch (error) {
    // The API client never rejects; a fetcher of another kind might.
    failure = error;
  }
  // Resolved at call time, not import time, so a console.warn spy in tests sees it.
  (log ?? console.warn)("Could not load the waitlist count; showing the base number only.", failure);
  return null;
}
