/**
 * Codecs between a stored string and a value, for `usePersistentState` (src/shared/hooks/use-persistent-state.ts).
 * `parse(null)` (nothing stored) gives the default; `serialize` returning null removes the key. Pure and total:
 * a value that is not in the key's format parses as the default, never as an exception.
 * Formats are PRODUCT §3's: `isDark` "true"/"false", `token` and `id` plain strings, the rest JSON.
 */
import { parseStoredBoolean, parseStoredJson } from "./storage";

export interface StorageCodec<T> {
  parse: (raw: string | null) => T;
  serialize: (value: T) => string | null;
}

/** "true"/"false"; null (no choice) when absent or anything else, and removes the key when set to null. */
export const booleanCodec: StorageCodec<boolean | null> = {
  parse: parseStoredBoolean,
  serialize: (value) => (value === null ? null : String(value)),
};

/** A plain string, stored as is (not JSON-encoded). Empty or absent is null, and null removes the key. */
export const stringCodec: StorageCodec<string | null> = {
  parse: (raw) => (raw === null || raw === "" ? null : raw),
  serialize: (value) => (value === null || value === "" ? null : value),
};

/**
 * JSON checked by `validate`, which returns the typed value or null when the shape is wrong. Unparsable JSON and a
 * wrong shape both give `fallback`, with a console warning naming `key`. A value equal to `fallback` is still
 * stored; pass `removeWhen` to remove the key instead (an empty cart need not be stored).
 */
export function jsonCodec<T>(
  key: string,
  validate: (data: unknown) => T | null,
  fallback: T,
  removeWhen?: (value: T) => boolean,
): StorageCodec<T> {
  return {
    parse: (raw) => {
      const data = parseStoredJson(key, raw);
      if (data === null) return fallback;
      const value = validate(data);
      if (value === null) {
        console.warn(`Ignoring stored value for "${key}" in an unexpected shape.`);
        return fallback;
      }
      return value;
    },
    serialize: (value) => (removeWhen?.(value) ? null : JSON.stringify(value)),
  };
}
