import { STORAGE_KEYS } from "../constants";
import { COUNT_CACHE_MS, formatWaitlistCount, loadWaitlistCount, readCachedCount, writeCachedCount } from "../waitlist-count";

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

describe("loadWaitlistCount", () => {
  it("uses a fresh cached value without fetching", async () => {
    writeCachedCount(321, NOW - 1000);
    const fetchCount = jest.fn(() => Promise.resolve(999));
    await expect(loadWaitlistCount({ now: NOW, fetchCount })).resolves.toBe(321);
    expect(fetchCount).not.toHaveBeenCalled();
  });

  it("fetches and caches when nothing is cached", async () => {
    const fetchCount = jest.fn(() => Promise.resolve(150));
    await expect(loadWaitlistCount({ now: NOW, fetchCount })).resolves.toBe(150);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(KEY) ?? "null")).toEqual({ value: 150, expiry: NOW + COUNT_CACHE_MS });
    expect(readCachedCount(NOW + 1)).toBe(150);
  });

  it("fetches again once the cache has expired", async () => {
    writeCachedCount(100, NOW - COUNT_CACHE_MS);
    const fetchCount = jest.fn(() => Promise.resolve(200));
    await expect(loadWaitlistCount({ now: NOW, fetchCount })).resolves.toBe(200);
    expect(fetchCount).toHaveBeenCalledTimes(1);
  });

  it("logs once and returns null when fetching fails, caching nothing", async () => {
    const failure = new Error("offline");
    const log = jest.fn();
    const fetchCount = jest.fn(() => Promise.reject(failure));
    await expect(loadWaitlistCount({ now: NOW, fetchCount, log })).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.any(String), failure);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("treats an invalid fetched count as a failure", async () => {
    const log = jest.fn();
    await expect(loadWaitlistCount({ now: NOW, fetchCount: () => Promise.resolve(Number.NaN), log })).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("logs with console.warn by default and survives a fetcher that throws synchronously", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const fetchCount = (): Promise<number> => {
      throw new Error("boom");
    };
    await expect(loadWaitlistCount({ now: NOW, fetchCount })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("defaults now to the current time", async () => {
    writeCachedCount(42, Date.now());
    const fetchCount = jest.fn(() => Promise.resolve(1));
    await expect(loadWaitlistCount({ fetchCount })).resolves.toBe(42);
    expect(fetchCount).not.toHaveBeenCalled();
  });
});
