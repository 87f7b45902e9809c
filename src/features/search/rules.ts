/**
 * The site's search (PRODUCT §6), pure: the index the build writes (build.ts) and the lookup the
 * search dialog runs on it. Words are folded (lower case, accents removed) and split on anything that is not a
 * letter or a digit; common English words are left out. A result must hold every word of the query, each as a
 * word or the start of one ("gest" finds "gesture"); a hit in the title counts most, then the description, then the
 * body. The index maps each word to the entries that hold it, so the browser never loads the articles' text.
 */

/**
 * The index's address at the site's root. A fixed name: the product server sends it to be revalidated on each
 * visit (server/src/site.ts), so a new build's index reaches visitors without a name of its own.
 */
export const SEARCH_INDEX_PATH = "/search-index.json";

export type SearchGroup = "articles" | "pages" | "jobs";

/** One entry: its group, title, description and address. */
export interface SearchDoc {
  g: SearchGroup;
  t: string;
  d: string;
  u: string;
}

export interface SearchIndex {
  docs: SearchDoc[];
  /** Each word and the positions in `docs` of the entries holding it (in title, description, tags or body). */
  words: Record<string, number[]>;
}

/** What the build indexes for one entry: the words shown plus the text only searched (tags, category, body). */
export interface SearchSource extends SearchDoc {
  text: string;
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
}

/** The groups in the order the dialog shows them. */
export const SEARCH_GROUPS: readonly SearchGroup[] = ["articles", "pages", "jobs"];

const STOP_WORDS = new Set(
  "a an and are as at be but by can do for from has have how in into is it its not of on or our so than that the their them then there these they this to was we were what when which who will with you your".split(
    " ",
  ),
);

/** Lower case, accents removed. */
const fold = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The words of a text, folded, in order, repeats kept. */
export const words = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words a query asks for: folded, without common words (unless it holds nothing else), without repeats. */
export function queryWords(query: string): string[] {
  const all = [...new Set(words(query))];
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : all;
}

/** The index of `sources`, in their order. */
export function buildSearchIndex(sources: readonly SearchSource[]): SearchIndex {
  const index: SearchIndex = { docs: [], words: {} };
  sources.forEach(({ text, ...doc }, position) => {
    index.docs.push(doc);
    for (const word of new Set(words(`${doc.t} ${doc.d} ${text}`))) {
      if (STOP_WORDS.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
      (index.words[word] ??= []).push(position);
    }
  });
  return index;
}

/** Whether any word of `text` starts with `word`. */
const holds = (text: string, word: string): boolean => words(text).some((w) => w.startsWith(word));

/** The entries holding every word of `query` (as a word or a word's start), best first. */
export function search(index: SearchIndex, query: string): SearchHit[] {
  const asked = queryWords(query);
  if (asked.length === 0) return [];
  const vocabulary = Object.keys(index.words);
  /** The entries holding each asked word, as a word or a word's start. */
  const holding = asked.map((word) => {
    const here = new Set<number>();
    for (const known of vocabulary) if (known.startsWith(word)) for (const position of index.words[known] ?? []) here.add(position);
    return here;
  });
  const found = [...(holding[0] ?? [])].filter((position) => holding.every((here) => here.has(position)));
  const hits = found.map((position) => {
    const doc = index.docs[position] as SearchDoc;
    const score = asked.reduce((sum, word) => sum + 1 + (holds(doc.t, word) ? 4 : 0) + (holds(doc.d, word) ? 2 : 0), 0);
    return { doc, score, position };
  });
  hits.sort((a, b) => b.score - a.score || a.position - b.position);
  return hits.map(({ doc, score }) => ({ doc, score }));
}

/** The hits of each group, in SEARCH_GROUPS order, leaving out empty groups; at most `perGroup` each. */
export function groupHits(hits: readonly SearchHit[], perGroup = 8): { group: SearchGroup; hits: SearchHit[] }[] {
  return SEARCH_GROUPS.map((group) => ({ group, hits: hits.filter((hit) => hit.doc.g === group).slice(0, perGroup) })).filter(
    (entry) => entry.hits.length > 0,
  );
}

/** A text cut into pieces, `mark` on each word that starts with one of the query's words. */
export function highlight(text: string, query: string): { text: string; mark: boolean }[] {
  const asked = queryWords(query);
  const pieces: { text: string; mark: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = fold(match[0]);
    if (!asked.some((w) => word.startsWith(w))) continue;
    const start = match.index ?? 0;
    if (start > last) pieces.push({ text: text.slice(last, start), mark: false });
    pieces.push({ text: match[0], mark: true });
    last = start + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), mark: false });
  return pieces;
}

/** The readable text of an MDX body: no imports or exports, components, comments, addresses or Markdown marks. */
export function mdxText(body: string): string {
  return body
    .replace(/^(import|export)\s.*$/gm, " ")
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/<\/?[A-Za-z][^>]*>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/[#>*_`|~]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
