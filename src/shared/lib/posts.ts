/** Blog list rules: ordering and neighbours, shared by gatsby-node and the pages. */

export interface Dated {
  id: string;
  date: string;
}

/** Newest first; posts on the same day by descending numeric id, so the order is stable. */
export function newestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date === b.date ? Number(b.id) - Number(a.id) : a.date < b.date ? 1 : -1));
}

export interface Neighbours<T> {
  /** The next older post. */
  previous: T | null;
  /** The next newer post. */
  next: T | null;
}

/**
 * SPEC §2: the third article layout's Prev and Next both lead to /blog-details/1/. This is the spec's fixed link,
 * not the unknown-id fallback (which leads to the first post the lists show, see `firstListed` in fallback.ts).
 */
export const THIRD_LAYOUT_NEIGHBOUR_ID = "1";

/** How many related articles an article lists. */
export const RELATED_COUNT = 3;

/** Related articles: the newest others of the same category, from a newest-first list. */
export function relatedPosts<T extends { id: string; category: string }>(sortedNewestFirst: readonly T[], id: string, limit = RELATED_COUNT): T[] {
  const post = sortedNewestFirst.find((p) => p.id === id);
  if (!post) return [];
  return sortedNewestFirst.filter((p) => p.id !== id && p.category === post.category).slice(0, limit);
}

/** Neighbours of a post in a newest-first list. */
export function neighbours<T extends { id: string }>(sortedNewestFirst: readonly T[], id: string): Neighbours<T> {
  const i = sortedNewestFirst.findIndex((p) => p.id === id);
  if (i < 0) return { previous: null, next: null };
  return { previous: sortedNewestFirst[i + 1] ?? null, next: sortedNewestFirst[i - 1] ?? null };
}

/** Fills "{name}" placeholders in a data string. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
