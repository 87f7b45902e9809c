/**
 * The unknown-id fallback (SPEC §2, PRODUCT §4). A generated page exists for every known id; any other address
 * in a fallback family is served the 404 page, which sends the visitor to the family's first item. The same
 * rule runs twice: as an inline script in the 404 page's head (before anything paints, so it works on any
 * static host) and after client-side navigation, where the 404 component mounts without a page load.
 */

/** The first item of a family: the lowest numeric id, else the first in text order. */
export function firstId(ids: readonly string[]): string | null {
  const present = ids.filter((id) => id !== "");
  if (present.length === 0) return null;
  return [...present].sort((a, b) => {
    const na = Number(a);
    const nb = Number(b);
    if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
    return a < b ? -1 : a > b ? 1 : 0;
  })[0];
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
