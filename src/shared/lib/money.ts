/**
 * Money as the site shows it: US dollars with cents and thousands separators, "$1,499.99", "-$20.00".
 *
 * Written out here rather than with Intl.NumberFormat: the first Intl object a page makes loads the browser's locale
 * data, and on the pricing page that cost about 20 ms of the main thread in the middle of hydration. The result is
 * Intl's own (en-US, USD, two decimals, halves rounded away from zero on the number's shortest decimal form), which
 * a unit test checks against Intl; numbers that are not plain decimals (NaN, infinities, exponents) or that are over
 * ten trillion dollars still go through Intl.
 */
export function formatMoney(amount: number): string {
  const negative = amount < 0 || Object.is(amount, -0);
  const digits = /^(\d{1,13})(?:\.(\d+))?$/.exec(String(Math.abs(amount)));
  if (!digits) return intlUsd().format(amount);
  const [, whole, fraction = ""] = digits;
  const cents = Number(whole + fraction.padEnd(2, "0").slice(0, 2)) + (fraction.length > 2 && fraction[2] >= "5" ? 1 : 0);
  const text = String(cents).padStart(3, "0");
  const dollars = text.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${negative ? "-" : ""}$${dollars}.${text.slice(-2)}`;
}

/** Whole dollars without cents, as in a starting price: "$49", "$1,234"; an amount with cents keeps them. */
export const formatDollars = (amount: number): string => formatMoney(amount).replace(/\.00$/, "");

let usd: Intl.NumberFormat | null = null;
const intlUsd = (): Intl.NumberFormat =>
  (usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A fraction as a whole percentage: 0.21 → 21. */
export const percent = (fraction: number): number => Math.round(fraction * 100);
