/** Salary text as written on a job ("$100k - $140k USD") read into amounts, currency and period. */

export type SalaryUnit = "YEAR" | "MONTH" | "HOUR";

export interface SalaryRange {
  /** ISO 4217 code, upper case ("USD"). */
  currency: string;
  /** Whole currency units (dollars, not cents); equal to `max` when the text gives one amount. */
  min: number;
  max: number;
  unitText: SalaryUnit;
}

const UNIT_PATTERNS: readonly (readonly [SalaryUnit, RegExp])[] = [
  ["HOUR", /\/\s*(?:hr|hrs|hour|h)\b|\bper\s+(?:hr|hour)\b|\ban\s+hour\b|\bhourly\b/gi],
  ["MONTH", /\/\s*(?:mo|mon|month)\b|\bper\s+month\b|\ba\s+month\b|\bmonthly\b/gi],
  ["YEAR", /\/\s*(?:yr|year|y|annum)\b|\bper\s+(?:year|annum)\b|\ba\s+year\b|\b(?:yearly|annually|annual)\b/gi],
];

/** Currency signs, longest first so "CA$" is not read as "$". "$" alone is generic (USD unless a code says otherwise). */
const SIGNS: readonly (readonly [string, string | null])[] = [
  ["US$", "USD"],
  ["CA$", "CAD"],
  ["AU$", "AUD"],
  ["C$", "CAD"],
  ["A$", "AUD"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["$", null],
];

const SIGN = "(US\\$|CA\\$|AU\\$|C\\$|A\\$|\\$|€|£)";
const NUMBER = "(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)";
const MULTIPLIER = "([kKmM])?";
const AMOUNT = `${SIGN}?\\s*${NUMBER}\\s*${MULTIPLIER}`;
const RANGE = new RegExp(`^${AMOUNT}(?:\\s*(?:-|–|—|−|to)\\s*${AMOUNT})?$`, "i");

const multiplierOf = (suffix: string | undefined): number => (!suffix ? 1 : suffix.toLowerCase() === "k" ? 1_000 : 1_000_000);

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Reads the salary text shown on a job ("$100k - $140k USD", "$90,000–$120,000 USD", "$60k - $80k CAD",
 * "$45 - $60/hr", "€4,000 per month") into amounts in whole currency units.
 * - Separators: hyphen, en dash, em dash, minus sign or "to". One amount gives min = max.
 * - "k" multiplies by 1,000 and "m" by 1,000,000; "$100-140k" applies the upper bound's "k" to both.
 * - Currency: a three-letter code wins; otherwise the sign ("$" → USD, "C$" → CAD, "€" → EUR, "£" → GBP).
 * - Period: "/hr", "per hour", "hourly" → HOUR; "/mo", "per month" → MONTH; anything else → YEAR.
 * Returns null for text it cannot read exactly: no amount, no currency, conflicting currencies or periods,
 * extra words ("Competitive", "up to $140k"), or a lower bound above the upper one.
 */
export function parseSalaryRange(text: string): SalaryRange | null {
  let rest = text.replace(/[\s\u00a0\u202f]+/g, " ").trim();
  if (!rest) return null;

  const units = new Set<SalaryUnit>();
  for (const [unit, pattern] of UNIT_PATTERNS) {
    rest = rest.replace(pattern, () => {
      units.add(unit);
      return " ";
    });
  }
  if (units.size > 1) return null;
  const unitText: SalaryUnit = units.values().next().value ?? "YEAR";

  const codes = new Set<string>();
  rest = rest.replace(/\b[A-Z]{3}\b/g, (code) => {
    codes.add(code);
    return " ";
  });
  if (codes.size > 1) return null;
  rest = rest.replace(/\s+/g, " ").trim();

  const match = RANGE.exec(rest);
  if (!match) return null;
  const [, signA, numA, multA, signB, numB, multB] = match;

  const signCurrencies = new Set<string>();
  for (const sign of [signA, signB]) {
    if (!sign) continue;
    const found = SIGNS.find(([s]) => s.toLowerCase() === sign.toLowerCase());
    if (found?.[1]) signCurrencies.add(found[1]);
  }
  const code = codes.values().next().value;
  const hasSign = Boolean(signA || signB);
  if (signCurrencies.size > 1) return null;
  const fromSign = signCurrencies.values().next().value;
  if (code && fromSign && code !== fromSign) return null;
  const currency = code ?? fromSign ?? (hasSign ? "USD" : undefined);
  if (!currency) return null;

  const upperMultiplier = multiplierOf(multB);
  const lowerRaw = Number(numA.replace(/,/g, ""));
  let min = lowerRaw * multiplierOf(multA);
  let max = min;
  if (numB !== undefined) {
    const upperRaw = Number(numB.replace(/,/g, ""));
    max = upperRaw * upperMultiplier;
    // "$100-140k": the "k" belongs to both bounds, but "$500 - $1.2k" keeps 500 as written.
    if (!multA && multB && lowerRaw <= upperRaw) min = lowerRaw * upperMultiplier;
  }
  min = round2(min);
  max = round2(max);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min <= 0 || min > max) return null;
  return { currency, min, max, unitText };
}
