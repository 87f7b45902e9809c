/** Money as the site shows it: US dollars with cents and thousands separators, "$1,499.99". */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatMoney = (amount: number): string => usd.format(amount);

/** A fraction as a whole percentage: 0.21 → 21. */
export const percent = (fraction: number): number => Math.round(fraction * 100);

