/**
 * The consent rules only the banner and the settings need (their chunks, not every page's): the toggles they
 * start from, Global Privacy Control, and the value a saved choice stores.
 */
import { DEFAULT_CONSENT_RULES, isRecord, type ConsentChoices, type ConsentRules, type StoredConsent } from "./rules";

/**
 * The toggles the settings start from: the visitor's current choice, else the operator's defaults, with
 * Statistics and Marketing off when the browser sends Global Privacy Control.
 */
export function initialChoices(current: StoredConsent | null, rules: Pick<ConsentRules, "defaults">, gpc: boolean): ConsentChoices {
  if (current) return { preferences: current.preferences, statistics: current.statistics, marketing: current.marketing };
  return gpc ? { ...rules.defaults, statistics: false, marketing: false } : { ...rules.defaults };
}

/** Every category on ('Accept Cookies', 'Allow all cookies'). */
export const ALL_CHOICES: ConsentChoices = { preferences: true, statistics: true, marketing: true };
/** Necessary only ('Use necessary cookies only'). */
export const NECESSARY_ONLY: ConsentChoices = { preferences: false, statistics: false, marketing: false };

/**
 * The value to store for a saved choice: the current revision, the id of the visitor's earlier choice when there
 * is one (a changed choice is filed under the same id), else none until the server issues one with the receipt,
 * and `now` as `savedAt` until the server's time replaces it.
 */
export function consentToSave(
  choices: ConsentChoices,
  rules: Pick<ConsentRules, "revision">,
  earlier: StoredConsent | null,
  now: Date,
): StoredConsent {
  return {
    necessary: true,
    preferences: choices.preferences,
    statistics: choices.statistics,
    marketing: choices.marketing,
    revision: rules.revision,
    id: earlier?.id ?? null,
    savedAt: now.toISOString(),
  };
}

/** Whether the browser asks sites not to sell or share data (Global Privacy Control). */
export function globalPrivacyControl(nav: object | undefined): boolean {
  return (nav as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
}

/** Reads the operator's rules from their JSON (built from data/site.yaml); anything missing keeps the default. */
export function parseConsentRules(json: string | undefined): ConsentRules {
  if (!json) return DEFAULT_CONSENT_RULES;
  try {
    const data = JSON.parse(json) as unknown;
    if (!isRecord(data)) return DEFAULT_CONSENT_RULES;
    const defaults = isRecord(data.defaults) ? data.defaults : {};
    return {
      revision: typeof data.revision === "number" && Number.isInteger(data.revision) && data.revision >= 1 ? data.revision : 1,
      policyVersion: typeof data.policyVersion === "string" ? data.policyVersion : "",
      defaults: {
        preferences: defaults.preferences !== false,
        statistics: defaults.statistics !== false,
        marketing: defaults.marketing !== false,
      },
    };
  } catch {
    return DEFAULT_CONSENT_RULES;
  }
}
