/**
 * The cookie-consent rules (SPEC §3 and §4, PRODUCT §3 and §6), pure: what counts as a stored choice, when it must
 * be asked again, the toggles a visitor starts from, and the value saved under `cookieConsent`.
 */
import { STORAGE_KEYS } from "../../shared/lib/constants";
import { parseStoredJson } from "../../shared/lib/storage";

/** With no valid choice stored, the banner appears this long after load (SPEC §9). */
export const CONSENT_BANNER_DELAY_MS = 2000;

/** The three categories a visitor may switch; Necessary is always on. */
export const CONSENT_CATEGORIES = ["preferences", "statistics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export type ConsentChoices = Record<ConsentCategory, boolean>;

/** `cookieConsent` as stored: PRODUCT §3's four keys plus `revision`, `id` and `savedAt`. */
export interface StoredConsent extends ConsentChoices {
  necessary: true;
  /** The consent revision the choice answered; a choice stored without one answered revision 1. */
  revision: number;
  /** The consent id the receipts are filed under (kept when the choice changes); null for a four-key choice. */
  id: string | null;
  /** ISO 8601 time of saving; null for a four-key choice. */
  savedAt: string | null;
}

/** The operator's settings: the `consent` block of data/site.yaml. */
export interface ConsentRules {
  /** Raising it asks every visitor again. The first revision is 1. */
  revision: number;
  /** The cookie policy's version the receipt names (its date). */
  policyVersion: string;
  /** Toggles offered when nothing is stored (SPEC §4: all on). */
  defaults: ConsentChoices;
}

export const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === "object" && data !== null && !Array.isArray(data);

/**
 * A stored choice in PRODUCT §3's format, or null when it is not one: `necessary` must be true and the three
 * categories booleans; `revision`, when present, a whole number from 1; `id` and `savedAt` strings when present.
 * Keys it does not know are ignored.
 */
export function parseConsent(data: unknown): StoredConsent | null {
  if (!isRecord(data) || data.necessary !== true) return null;
  if (!CONSENT_CATEGORIES.every((key) => typeof data[key] === "boolean")) return null;
  const revision = data.revision ?? 1;
  if (typeof revision !== "number" || !Number.isInteger(revision) || revision < 1) return null;
  const id = typeof data.id === "string" && data.id !== "" ? data.id : null;
  const savedAt = typeof data.savedAt === "string" && data.savedAt !== "" ? data.savedAt : null;
  return {
    necessary: true,
    preferences: data.preferences as boolean,
    statistics: data.statistics as boolean,
    marketing: data.marketing as boolean,
    revision,
    id,
    savedAt,
  };
}

/**
 * `cookieConsent` as stored in local storage: nothing stored is no choice; unparsable JSON and a value that is not
 * a choice (including `necessary` not true) are logged as a warning and read as no choice (null).
 */
export function readConsent(raw: string | null): StoredConsent | null {
  const data = parseStoredJson(STORAGE_KEYS.cookieConsent, raw);
  if (data === null) return null;
  const consent = parseConsent(data);
  if (!consent) console.warn(`Ignoring stored value for "${STORAGE_KEYS.cookieConsent}" in an unexpected shape.`);
  return consent;
}

/** The stored choice if it still answers the current revision, else null (the visitor is asked again). */
export function currentConsent(stored: StoredConsent | null, rules: Pick<ConsentRules, "revision">): StoredConsent | null {
  return stored !== null && stored.revision === rules.revision ? stored : null;
}
