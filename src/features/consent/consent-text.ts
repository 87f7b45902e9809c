/**
 * The words of the consent banner, the settings and the cookie policy's table, inlined by the build from
 * data/site.yaml (src/node/consent-settings.ts) into the modules that import this one, and only those.
 */
import { parseConsentText, type ConsentText } from "./consent-words";

export const CONSENT_TEXT: ConsentText = parseConsentText(process.env.GESTURA_CONSENT_TEXT);
