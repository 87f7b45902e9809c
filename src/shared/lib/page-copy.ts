/**
 * Reading the words of one data/pages.yaml entry that a page or template received through its own query
 * (fragment PageCopy). A missing entry, string or list is a content error: it stops the build at the page that
 * needs it, with a sentence naming the page key and the word.
 */

export interface CopyStrings {
  key: string;
  strings: readonly { key: string; text: string }[] | null;
}

export interface CopyLists {
  key: string;
  lists: readonly { key: string; items: readonly string[] }[] | null;
}

/** The page's entry, or an error naming the key when data/pages.yaml has none (the query answered null). */
export function requirePage<T>(page: T | null | undefined, key: string): T {
  if (page === null || page === undefined) throw new Error(`data/pages.yaml has no page with key "${key}".`);
  return page;
}

/** Named strings of a page as one typed object: `pickStrings(copy, ["tasks", "salary"] as const).tasks`. */
export function pickStrings<K extends string>(copy: CopyStrings, keys: readonly K[]): Record<K, string> {
  const picked = {} as Record<K, string>;
  for (const key of keys) {
    const found = copy.strings?.find((s) => s.key === key);
    if (!found) throw new Error(`data/pages.yaml: page "${copy.key}" has no string "${key}" under "strings".`);
    picked[key] = found.text;
  }
  return picked;
}

/** One named list of a page (`lists` in data/pages.yaml). */
export function pickList(copy: CopyLists, key: string): readonly string[] {
  const found = copy.lists?.find((l) => l.key === key);
  if (!found) throw new Error(`data/pages.yaml: page "${copy.key}" has no list "${key}" under "lists".`);
  return found.items;
}
