/**
 * CSV for people who open it in a spreadsheet (the analytics report today, a team console later). Visitors choose
 * some of the text (click targets, paths), and a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a
 * formula (OWASP "CSV Injection"); tab and carriage return are read as such starts by some of them too.
 */

/** Characters a spreadsheet may take as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: text that could start a formula gets a leading `'` (shown
 * by no spreadsheet, which then keeps the cell as text) and is quoted; text with a quote, comma or line break is
 * quoted with its quotes doubled. Numbers are written as they are, so a negative count stays a number.
 * `null` and `undefined` are empty cells.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (FORMULA_START.test(value)) return `"'${value.replaceAll('"', '""')}"`;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV line of `cells` (no line ending). */
export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return cells.map(csvCell).join(",");
}
