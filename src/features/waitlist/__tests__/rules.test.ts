import type { ApiFailure, ApiResult } from "../../../shared/lib/api";
import type { CountAnswer } from "../../../lib/api-contract";
import { STORAGE_KEYS } from "../../../shared/lib/constants";
import { COUNT_CACHE_MS, formatWaitlistCount, loadWaitlistCount, readCachedCount, writeCachedCount } from "../rules";

const NOW = Date.UTC(2025, 3, 27, 12, 0, 0);
const KEY = STORAGE_KEYS.userCount;

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe("formatWaitlistCount", () => {
  it.each([
    [0, 2400, "2.4k+"],
    [150, 2400, "2.5k+"],
    [200, 2400, "2.6k+"],
    [97600, 2400, "100.0k+"],
    [1234567, 2400, "1237.0k+"],
    [-50, 2400, "2.4k+"],
    [Number.NaN, 2400, "2.4k+"],
    [Number.POSITIVE_INFINITY, 2400, "2.4k+"],
    [50, Number.NaN, "0.1k+"],
  ])("count %p with base %p shows %p", (count, base, expected) => {
    expect(formatWaitlistCount(count, base)).toBe(expected);
  });
});

describe("count cache", () => {
  it("is 24 hours long", () => {
    expect(COUNT_CACHE_MS).toBe(86_400_000);
  });

  it("stores { value, expiry } as JSON under userCount", () => {
    writeCachedCount(150, NOW);
    expect(KEY).toBe("userCount");
    expect(JSON.parse(localStorage.getItem(KEY) ?? "null")).toEqual({ value: 150, expiry: NOW + COUNT_CACHE_MS });
  });

  it("does not store an invalid count", () => {
    writeCachedCount(-1, NOW);
    writeCachedCount(Number.NaN, NOW);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("returns a fresh value up to just before expiry", () => {
    writeCachedCount(150, NOW);
    expect(readCachedCount(NOW)).toBe(150);
    expect(readCachedCount(NOW + COUNT_CACHE_MS - 1)).toBe(150);
  });

  it("returns null for a missing entry", () => {
    expect(readCachedCount(NOW)).toBeNull();
  });

  it("returns null and removes an expired entry", () => {
    writeCachedCount(150, NOW);
    expect(readCachedCount(NOW + COUNT_CACHE_MS)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("returns null for unreadable JSON", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    localStorage.setItem(KEY, "{not json");
    expect(readCachedCount(NOW)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a bare number", 150],
    ["a string value", { value: "150", expiry: NOW + 1000 }],
    ["a negative value", { value: -5, expiry: NOW + 1000 }],
    ["no expiry", { value: 150 }],
    ["a string expiry", { value: 150, expiry: String(NOW + 1000) }],
    ["null", null],
  ])("returns null for the wrong shape: %s", (_label, stored) => {
    localStorage.setItem(KEY, JSON.stringify(stored));
    expect(readCachedCount(NOW)).toBeNull();
  });
});

/** What `api.getUserCount` resolves to. */
const counted = (count: number): ApiResult<CountAnswer> => ({ ok: true, data: { success: true, msg: "", count }, msg: "" });
const failed = (kind: ApiFailure["kind"], status: number | null = null): ApiFailure => ({ ok: false, kind, status, msg: "" });

describe("loadWaitlistCount", () => {
  it("uses a fresh cached value without fetching", async () => {
    writeCachedCount(321, NOW - 1000);
    const fetchCount = jest.fn(() => Promise.resolve(counted(999)));
    await expect(loadWaitlistCount({ now: NOW, fetchCount })).resolves.toBe(321);
    expect(fetchCount).not.toHaveBeenCalled();
  });

  it("fetches and caches when nothing is cached, passing the signal on", async () => {
    const controller = new AbortController();
    const fetchCount = jest.fn((_options: { signal?: AbortSignal }) => Promise.resolve(counted(150)));
    await expect(loadWaitlistCount({ now: NOW, fetchCount, signal: controller.signal })).resolves.toBe(150);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    expect(fetchCount).toHaveBeenCalledWith({ signal: controller.signal });
    expect(JSON.parse(localStorage.getItem(KEY) ?? "null")).toEqual({ value: 150, expiry: NOW + COUNT_CACHE_MS });
    expect(readCachedCount(NOW + 1)).toBe(150);
  });

  it("fetches again once the cache has expired", async () => {
    writeCachedCount(100, NOW - COUNT_CACHE_MS);
    const fetchCount = jest.fn(() => Promise.resolve(counted(200)));
    await expect(loadWaitlistCount({ now: NOW, fetchCount })).resolves.toBe(200);
    expect(fetchCount).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["no answer", failed("network")],
    ["a refusal", { ...failed("rejected", 429), msg: "Too many requests" }],
    ["an answer without a count", failed("invalid-response", 200)],
  ])("logs once and returns null for %s, caching nothing", async (_label, failure) => {
    const log = jest.fn();
    const fetchCount = jest.fn(() => Promise.resolve(failure));
    await expect(loadWaitlistCount({ now: NOW, fetchCount, log })).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.any(String), failure);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("treats an invalid count as a failure", async () => {
    const log = jest.fn();
    await expect(loadWaitlistCount({ now: NOW, fetchCount: () => Promise.resolve(counted(Number.NaN)), log })).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("ends quietly when aborted: no log, no cache, even if a count arrives after the abort", async () => {
    const log = jest.fn();
    await expect(loadWaitlistCount({ now: NOW, fetchCount: () => Promise.resolve(failed("aborted")), log })).resolves.toBeNull();
    const controller = new AbortController();
    const late = loadWaitlistCount({
      now: NOW,
      signal: controller.signal,
      log,
      fetchCount: () => {
        controller.abort();
        return Promise.resolve(counted(150));
      },
    });
    await expect(late).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("logs with console.warn by default and survives a fetcher that throws synchronously", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const fetchCount = (): Promise<ApiResult<CountAnswer>> => {
      throw new Error("boom");
    };
    await expect(loadWaitlistCount({ now: NOW, fetchCount })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("defaults now to the current time", async () => {
    writeCachedCount(42, Date.now());
    const fetchCount = jest.fn(() => Promise.resolve(counted(1)));
    await expect(loadWaitlistCount({ fetchCount })).resolves.toBe(42);
    expect(fetchCount).not.toHaveBeenCalled();
  });
});
