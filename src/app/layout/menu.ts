/** Menu helpers: the mobile panel's search filters the menu's own links by label. */

export interface FilterableGroup<Item extends { label: string }> {
  heading: string;
  items: readonly Item[];
}

/** Keeps the items whose label contains every word of the query (case and accents ignored); drops empty groups. */
export function filterMenuGroups<Item extends { label: string }, Group extends FilterableGroup<Item>>(
  groups: readonly Group[],
  query: string,
): Group[] {
  const fold = (s: string): string => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => words.every((w) => fold(item.label).includes(w))) }))
    .filter((group) => group.items.length > 0);
}
