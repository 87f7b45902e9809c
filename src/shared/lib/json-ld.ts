/** Structured data (JSON-LD) written into the page head. */

/**
 * JSON for a `<script type="application/ld+json">` body: `<`, `>`, `&` and the JS line separators are written as
 * \u escapes, so no value (a title containing "</script>") can end the script element early. The result parses
 * back to the same value.
 */
export const serializeJsonLd = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
