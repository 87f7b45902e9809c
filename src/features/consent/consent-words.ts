/**
 * The words and category descriptions of the consent banner, the settings dialog and the cookie policy's table:
 * the `categories` and `words` of data/site.yaml's `consent` block. The build hands them to the code that shows
 * them (see src/node/consent-settings.ts), so they travel only with that code, never with every page.
 */
import type { ConsentCategory } from "./rules";

/** Every sentence the consent UI shows; the content model requires each one (src/node/content-model.ts). */
export const CONSENT_WORD_KEYS = [
  "bannerLabel",
  "bannerTitle",
  "bannerText",
  "gpcNote",
  "accept",
  "necessaryOnly",
  "manage",
  "settingsTitle",
  "close",
  "tabsLabel",
  "tabContent",
  "tabDetails",
  "tabAbout",
  "contentIntro",
  "on",
  "off",
  "necessaryAlert",
  "allowSelection",
  "allowAll",
  "detailsIntro",
  "storageHeading",
  "callsHeading",
  "nothing",
  "aboutText",
  "receipt",
  "noReceipt",
  "policyLink",
  "footerLink",
  "manageButton",
  "tableCaption",
  "tableCategory",
  "tablePurpose",
  "tableStorage",
  "tableCalls",
  "tableOptional",
  "optionalYes",
  "optionalNo",
] as const;

export type ConsentWordKey = (typeof CONSENT_WORD_KEYS)[number];
export type ConsentWords = Record<ConsentWordKey, string>;

/** One category as the dialog's Details tab and the cookie policy's table describe it. */
export interface ConsentCategoryInfo {
  key: "necessary" | ConsentCategory;
  name: string;
  purpose: string;
  /** The browser storage keys it covers. */
  storage: string[];
  /** The calls to servers it allows. */
  calls: string[];
}

export interface ConsentText {
  categories: ConsentCategoryInfo[];
  words: ConsentWords;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** Reads the JSON the build wrote; a missing word reads as its key, so a gap shows instead of breaking the page. */
export function parseConsentText(json: string | undefined): ConsentText {
  let data: { categories?: unknown; words?: unknown } = {};
  try {
    if (json) data = JSON.parse(json) as typeof data;
  } catch {
    data = {};
  }
  const rawWords = (typeof data.words === "object" && data.words !== null ? data.words : {}) as Record<string, unknown>;
  const words = Object.fromEntries(
    CONSENT_WORD_KEYS.map((key) => [key, typeof rawWords[key] === "string" ? (rawWords[key] as string) : key]),
  ) as ConsentWords;
  const categories = (Array.isArray(data.categories) ? (data.categories as Record<string, unknown>[]) : []).map((item) => ({
    key: item.key as ConsentCategoryInfo["key"],
    name: String(item.name ?? item.key),
    purpose: String(item.purpose ?? ""),
    storage: strings(item.storage),
    calls: strings(item.calls),
  }));
  return { categories, words };
}
