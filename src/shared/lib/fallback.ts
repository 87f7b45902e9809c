/**
 * The unknown-id fallback (SPEC §2, PRODUCT §4). A generated page exists for every known id; any other address
 * in a fallback family is served the 404 page, which sends the visitor to the family's first item. The same
 * rule runs twice: as an inline script in the 404 page's head (before anything paints, so it works on any
 * static host) and after client-side navigation, where the 404 component mounts without a page load.
 */
import { families, familyPath, type Family } from "./routes";

/** The lists whose first item an unknown id leads to. */
export type FallbackList = "posts" | "jobs" | "products";

/**
 * Families whose unknown ids show the first item of a list (SPEC §2); category and author pages 404 instead.
 * The one source for the head script, the 404 page and the tests.
 */
export const FALLBACK_FAMILIES: Readonly<Partial<Record<Family, FallbackList>>> = {
  blogDetails: "posts",
  blogDetails3: "posts",
  careerDetail: "jobs",
  apply: "jobs",
  productDetail: "products",
};

/**
 * "The first item" is the first one the lists show (PRODUCT §4): the featured post on /blog (newest first, the
 * order of `newestFirst`), the first opening on /page-career and the sample product (both in data order). Give it
 * the items in the order their list shows them; empty ids are skipped.
 */
export function firstListed(idsAsListed: readonly string[]): string | null {
  return idsAsListed.find((id) => id !== "") ?? null;
}

/** Where an unknown id in each fallback family leads, keyed by the family's path prefix; a list without items adds nothing. */
export function fallbackMap(first: Readonly<Record<FallbackList, string | null>>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [family, list] of Object.entries(FALLBACK_FAMILIES) as [Family, FallbackList][]) {
    const id = first[list];
    if (id) map[families[family]] = familyPath(family, id);
  }
  return map;
}

/**
 * Source of the head script: replaces the address with the fallback target, keeping query and hash, when the
 * path is in a fallback family. The map is serialised as JSON with "<" escaped, so it cannot end the script.
 */
export function fallbackScript(fallbacks: Readonly<Record<string, string>>): string {
  const json = JSON.stringify(fallbacks).replace(/</g, "\\u003c");
  return (
    `(function(){var f=${json},p=location.pathname;` +
    `for(var k in f){if(p.indexOf(k)===0&&p.length>k.length&&p!==f[k]){location.replace(f[k]+location.search+location.hash);return}}})();`
  );
}
