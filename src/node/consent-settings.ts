/**
 * The `consent` block of data/site.yaml, handed to the browser code at build time (gatsby-node's
 * onCreateWebpackConfig defines `process.env.GESTURA_CONSENT_RULES` and `process.env.GESTURA_CONSENT_TEXT`). The
 * rules (revision, policy version, defaults: a few bytes) reach every page through the consent provider; the words
 * are inlined only into the modules that show them (the banner, the settings dialog, the cookie policy's table).
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";

export interface ConsentDefines {
  "process.env.GESTURA_CONSENT_RULES": string;
  "process.env.GESTURA_CONSENT_TEXT": string;
}

/** The JSON of the rules and of the words, read from `root`/data/site.yaml (already checked by validate.ts). */
export function readConsentSettings(root = process.cwd()): { rules: string; text: string } {
  const site = YAML.parse(fs.readFileSync(path.join(root, "data", "site.yaml"), "utf8")) as {
    consent: { revision: number; policyVersion: string; defaults: unknown; categories: unknown; words: unknown };
  };
  const { revision, policyVersion, defaults, categories, words } = site.consent;
  return { rules: JSON.stringify({ revision, policyVersion, defaults }), text: JSON.stringify({ categories, words }) };
}

/** DefinePlugin's values: each a JavaScript string literal holding the JSON. */
export function consentDefines(root = process.cwd()): ConsentDefines {
  const { rules, text } = readConsentSettings(root);
  return {
    // The rules as an object literal (no parsing in every page's code); the words as a string, parsed where shown.
    "process.env.GESTURA_CONSENT_RULES": rules,
    "process.env.GESTURA_CONSENT_TEXT": JSON.stringify(text),
  };
}
