/** Small text helpers for storing form fields. */

/** Trimmed text, or null when empty or absent: how optional fields are stored. */
export function optional(value: string | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/**
 * A résumé's original name as we keep it: the last path segment (either slash), without control or direction
 * characters, at most 255 characters; "resume" when nothing is left. Only ever shown to staff, never a path.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "").trim().slice(0, 255);
  return cleaned === "" || cleaned === "." || cleaned === ".." ? "resume" : cleaned;
}
