/**
 * The words of the consent banner, the settings dialog and the cookie policy's table: the `words` of data/site.yaml's
 * `consent` block. src/node/words.ts writes them, with the categories, to src/generated/words/consent.json, which
 * only the code that shows them imports, so they never travel with every page.
 */

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
