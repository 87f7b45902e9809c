import { parseSalaryRange } from "../salary";

describe("parseSalaryRange", () => {
  it.each([
    ["$100k - $140k USD", { currency: "USD", min: 100_000, max: 140_000, unitText: "YEAR" }],
    ["$90,000–$120,000 USD", { currency: "USD", min: 90_000, max: 120_000, unitText: "YEAR" }],
    ["$60k - $80k CAD", { currency: "CAD", min: 60_000, max: 80_000, unitText: "YEAR" }],
    ["$100k-$140k", { currency: "USD", min: 100_000, max: 140_000, unitText: "YEAR" }],
    ["$100K — $140K", { currency: "USD", min: 100_000, max: 140_000, unitText: "YEAR" }],
    ["$100-140k", { currency: "USD", min: 100_000, max: 140_000, unitText: "YEAR" }],
    ["$100k to $140k per year", { currency: "USD", min: 100_000, max: 140_000, unitText: "YEAR" }],
    ["USD 100k - 140k", { currency: "USD", min: 100_000, max: 140_000, unitText: "YEAR" }],
    ["C$60k - C$80k", { currency: "CAD", min: 60_000, max: 80_000, unitText: "YEAR" }],
    ["$45 - $60/hr", { currency: "USD", min: 45, max: 60, unitText: "HOUR" }],
    ["$40/hr - $55/hr USD", { currency: "USD", min: 40, max: 55, unitText: "HOUR" }],
    ["$37.50 per hour", { currency: "USD", min: 37.5, max: 37.5, unitText: "HOUR" }],
    ["€4,000 – €5,500 per month", { currency: "EUR", min: 4_000, max: 5_500, unitText: "MONTH" }],
    ["$500 - $1.2k /mo", { currency: "USD", min: 500, max: 1_200, unitText: "MONTH" }],
  ])("reads %j", (text, expected) => {
    expect(parseSalaryRange(text)).toEqual(expected);
  });

  it.each([
    "",
    "Competitive",
    "100k - 140k",
    "Up to $140k",
    "$140k - $100k USD",
    "$100k - $140k USD CAD",
    "C$60k - $80k USD",
    "$40/hr - $90k per year",
    "$0 - $0",
  ])("returns null for %j", (text) => {
    expect(parseSalaryRange(text)).toBeNull();
  });
});
