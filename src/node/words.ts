/**
 * The words of the parts that load on demand (cart and shop, search, the load-failure notice, the consent banner
 * and settings, the lead dialogs), written from data/site.yaml and data/pages.yaml to src/generated/words/<part>.json
 * before Gatsby sources anything (onPreBootstrap, after the content check). Each part imports its file statically,
 * so webpack puts the words in that part's chunk only, TypeScript types them (resolveJsonModule) and Jest reads them
 * with no build. The files are committed: a unit test (src/node/__tests__/words.test.ts) fails when one differs from
 * what this module writes from data/ (docs/architecture.md, "Words").
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { CONSENT_WORD_KEYS } from "../features/consent/consent-words";
import { LEAD_FORM_WORDS, SUBMIT_WORDS } from "../shared/lib/lead-forms";
import { SEARCH_WORD_KEYS, SHOP_WORD_KEYS } from "../shared/lib/overlay-words";

/** Where the files live, relative to the project root. */
export const WORDS_DIR = path.join("src", "generated", "words");

type Entry = Record<string, unknown>;

const readYaml = (root: string, file: string): unknown => YAML.parse(fs.readFileSync(path.join(root, "data", file), "utf8"));

/** `keys` of `block`, in that order; a missing one names its place (validate.ts reports it first in a build). */
function pick<K extends string>(block: Entry | undefined, keys: readonly K[], where: string): Record<K, unknown> {
  const missing = keys.filter((key) => block?.[key] === undefined);
  if (missing.length > 0) throw new Error(`${where} has no ${missing.map((key) => `"${key}"`).join(", ")}.`);
  return Object.fromEntries(keys.map((key) => [key, block?.[key]])) as Record<K, unknown>;
}

/** A data/pages.yaml entry's `strings` as one object, only `keys`. */
function pageStrings<K extends string>(pages: Entry[], key: string, keys: readonly K[]): Record<K, unknown> {
  const page = pages.find((entry) => entry.key === key);
  const strings = (page?.strings ?? []) as { key: string; text: string }[];
  return pick(Object.fromEntries(strings.map((s) => [s.key, s.text])), keys, `data/pages.yaml: page "${key}" (strings)`);
}

/** A lead dialog's heading, introduction and own words. */
function dialog<K extends string>(pages: Entry[], key: string, keys: readonly K[]) {
  const page = pages.find((entry) => entry.key === key);
  return { heading: page?.heading, intro: page?.intro ?? null, words: pageStrings(pages, key, keys) };
}

/** Each file's name and content, from the data/ of `root`. */
export function wordFiles(root = process.cwd()): Record<string, unknown> {
  const site = readYaml(root, "site.yaml") as Record<string, Entry>;
  const pages = readYaml(root, "pages.yaml") as Entry[];
  const consent = site.consent ?? {};
  const dialogWords = [...SUBMIT_WORDS, "close"] as const;
  return {
    "shop.json": pick(site.shop, SHOP_WORD_KEYS, "data/site.yaml: shop"),
    "search.json": pick(site.search, SEARCH_WORD_KEYS, "data/site.yaml: search"),
    "load-failure.json": pick(site.labels, ["loadFailed", "loadFailedClose"], "data/site.yaml: labels"),
    "consent.json": { categories: consent.categories, words: pick(consent.words as Entry, CONSENT_WORD_KEYS, "data/site.yaml: consent.words") },
    "consent-rules.json": pick(consent, ["revision", "policyVersion", "defaults"], "data/site.yaml: consent"),
    "lead-dialogs.json": {
      form: pageStrings(pages, "leadForms", LEAD_FORM_WORDS),
      demo: dialog(pages, "demoDialog", dialogWords),
      newsletter: dialog(pages, "newsletterDialog", [...dialogWords, "join"] as const),
      newsletterBase: site.newsletterBase,
    },
  };
}

/** A file's text: two-space JSON and a final newline. */
export const wordFileText = (content: unknown): string => `${JSON.stringify(content, null, 2)}\n`;

/** The files whose text on disk is not what data/ gives (missing ones too), by name. */
export function staleWordFiles(root = process.cwd()): string[] {
  return Object.entries(wordFiles(root))
    .filter(([name, content]) => {
      const file = path.join(root, WORDS_DIR, name);
      return !fs.existsSync(file) || fs.readFileSync(file, "utf8") !== wordFileText(content);
    })
    .map(([name]) => name);
}

/** Writes the files that changed (an unchanged file is left alone, so `gatsby develop` does not rebuild); returns their names. */
export function writeWordFiles(root = process.cwd()): string[] {
  const stale = staleWordFiles(root);
  const files = wordFiles(root);
  fs.mkdirSync(path.join(root, WORDS_DIR), { recursive: true });
  for (const name of stale) fs.writeFileSync(path.join(root, WORDS_DIR, name), wordFileText(files[name]));
  return stale;
}
