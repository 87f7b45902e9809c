import { isIsoDay, utcDay } from "../dates";

describe("isIsoDay", () => {
  it.each(["2025-07-08", "2024-02-29", "2025-12-31", "2000-01-01"])("accepts the real day %s", (day) => {
    expect(isIsoDay(day)).toBe(true);
  });

  it.each([
    ["an impossible day", "2025-02-30"],
    ["February 29 outside a leap year", "2025-02-29"],
    ["month 13", "2025-13-01"],
    ["day 0", "2025-07-00"],
    ["a date-time", "2025-07-08T00:00:00Z"],
    ["a short form", "2025-7-8"],
    ["surrounding spaces", " 2025-07-08"],
    ["the US form", "07/08/2025"],
    ["empty text", ""],
  ])("rejects %s (%j)", (_why, value) => {
    expect(isIsoDay(value)).toBe(false);
  });

  it("rejects values that are not text", () => {
    expect(isIsoDay(new Date("2025-07-08"))).toBe(false);
    expect(isIsoDay(20250708)).toBe(false);
    expect(isIsoDay(null)).toBe(false);
  });
});

describe("utcDay", () => {
  it("gives the UTC day of a Date, and null for an invalid one", () => {
    expect(utcDay(new Date("2025-07-08T23:30:00-02:00"))).toBe("2025-07-09");
    expect(utcDay(new Date("nope"))).toBeNull();
  });
});
