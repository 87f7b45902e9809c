/**
 * Money as the site shows it: US dollars with cents and thousands separators, "$1,499.99", "-$20.00". The build
 * writes the prices pages show at first paint (src/features/pricing/build.ts); in the browser only the cart, which loads on
 * a press, formats amounts. The Intl object is made on first use, not when a page loads this module.
 */
let usd: Intl.NumberFormat | null = null;

export const formatMoney = (amount: number): string =>
  (usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(amount);

/** Whole dollars without cents, as in a starting price: "$49", "$1,234"; an amount with cents keeps them. */
export const formatDollars = (amount: number): string => formatMoney(amount).replace(/\.00$/, "");

/** A fraction as a whole percentage: 0.21 → 21. */
export const percent = (fraction: number): number => Math.round(fraction * 100);
