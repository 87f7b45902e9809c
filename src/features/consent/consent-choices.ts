/**
 * The consent rules only the banner and the settings need (their chunks, not every page's): the toggles they
 * start from, Global Privacy Control, and the value a saved choice stores.
 */
import type { ConsentChoices, ConsentRules, StoredConsent } from "./rules";

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
