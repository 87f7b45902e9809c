/**
 * Saving a consent choice, for the banner and the settings (their chunks, not every page's): the value stored under
 * `cookieConsent` (current revision, the earlier id or a new one, the time), then its receipt filed with
 * consent/record. A receipt that cannot be filed is logged; the choice stands.
 */
import { api } from "../../lib/api";
import type { ConsentChoices } from "../../lib/consent";
import { consentToSave } from "../../lib/consent-choices";
import { randomUuid } from "../../lib/random-id";
import { commitConsent, consentNow } from "../../state/consent/consent-store";

export function saveChoice(choices: ConsentChoices): void {
  const { stored, rules } = consentNow();
  const next = consentToSave(choices, rules, stored, new Date(), randomUuid);
  commitConsent(next);
  void api
    .recordConsent({
      id: next.id ?? "",
      preferences: next.preferences,
      statistics: next.statistics,
      marketing: next.marketing,
      revision: next.revision,
      policyVersion: rules.policyVersion,
      savedAt: next.savedAt ?? "",
    })
    .then((result) => {
      if (!result.ok) console.warn("The consent receipt was not filed.", result.status, result.msg);
    });
}
