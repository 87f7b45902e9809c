/**
 * Saving a consent choice, for the banner and the settings (their chunks, not every page's): the value stored under
 * `cookieConsent` (current revision, the earlier id if any, the time), then its receipt filed with consent/record,
 * whose answer brings the id the server issued and its time (kept with the choice). A receipt that cannot be filed
 * is logged; the choice stands.
 */
import { api } from "../../shared/lib/api";
import type { ConsentChoices } from "./rules";
import { consentToSave } from "./consent-choices";
import { commitConsent, consentNow, keepReceipt } from "./state";

export function saveChoice(choices: ConsentChoices): void {
  const { stored, rules } = consentNow();
  const next = consentToSave(choices, rules, stored, new Date());
  commitConsent(next);
  void api
    .recordConsent({
      ...(next.id ? { id: next.id } : {}),
      preferences: next.preferences,
      statistics: next.statistics,
      marketing: next.marketing,
      revision: next.revision,
      policyVersion: rules.policyVersion,
    })
    .then((result) => {
      if (result.ok) keepReceipt(next, result.data);
      else console.warn("The consent receipt was not filed.", result.status, result.msg);
    });
}
