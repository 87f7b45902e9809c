/** Small text helpers for storing form fields. */

/** Trimmed text, or null when empty or absent: how optional fields are stored. */
export function optional(value: string | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}
