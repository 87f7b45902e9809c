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

/** Raised by a body parser for bytes that are not UTF-8; answered 400 with `MESSAGES.notUtf8`. */
export class NotUtf8Error extends Error {
  readonly statusCode = 400;
  constructor() {
    super("The request body is not valid UTF-8.");
    this.name = "NotUtf8Error";
  }
}

const strictDecoder = new TextDecoder("utf-8", { fatal: true });

/**
 * A request body as text, refusing what is not UTF-8 (review 3 N6): overlong forms (`C0 AF`), encoded surrogates
 * (`ED A0 80`), stray continuation bytes. Decoded leniently, each would become U+FFFD and be stored as if typed.
 */
export function decodeBody(body: string | Buffer): string {
  if (typeof body === "string") return body;
  try {
    return strictDecoder.decode(body);
  } catch {
    throw new NotUtf8Error();
  }
}
