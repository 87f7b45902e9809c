/**
 * Safe access to localStorage and sessionStorage: never throws (private mode, disabled storage, SSR), and
 * bad JSON becomes "empty" with a console warning, as SPEC §4 asks for stored consent.
 */

export type StorageArea = "local" | "session";

function area(which: StorageArea): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, which: StorageArea = "local"): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, which: StorageArea = "local"): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the setting lasts for this page view only.
  }
}

export function removeKey(key: string, which: StorageArea = "local"): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to do.
  }
}

/** Parses stored JSON; null when absent; null plus a warning when unparsable. */
export function parseStoredJson(key: string, raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    console.warn(`Ignoring unreadable stored value for "${key}".`);
    return null;
  }
}

export const readJson = (key: string, which: StorageArea = "local"): unknown => parseStoredJson(key, readString(key, which));

export const writeJson = (key: string, value: unknown, which: StorageArea = "local"): void =>
  writeString(key, JSON.stringify(value), which);

/** Reads a stored "true"/"false"; anything else is null. */
export function parseStoredBoolean(raw: string | null): boolean | null {
  if (raw === "true") return true;
  if (raw === "false") return false;
  return null;
}
