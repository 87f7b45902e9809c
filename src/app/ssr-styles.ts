import createCache, { type EmotionCache } from "@emotion/cache";

/** One style of a page for its head: its rules, and the `data-emotion` value that names them to Emotion's client. */
export interface HeadStyle {
  emotion: string;
  rules: string;
}

/** An Emotion cache that collects a page's styles while the server renders it, and gives them back for the head. */
export interface StyleCollector {
  cache: EmotionCache;
  /** The collected styles: the page's global styles first (one element each), then every class in one element. */
  styles(): HeadStyle[];
}

/**
 * Collects what Emotion inserts during one server render instead of letting it write a `<style>` before each
 * element of the body (its default for React 18). Put in the head, the page's CSS is parsed once before the body,
 * the browser does not restyle the whole page at every `<style>` the parser meets, and Emotion's client cache does
 * not move 90 elements into the head while the page starts: it reads the ids from `data-emotion` and inserts none of
 * those styles again. A global style keeps an element of its own, named as Emotion's `<Global>` looks for it.
 */
export function collectStyles(key = "css"): StyleCollector {
  const cache = createCache({ key });
  // Emotion's "compat" mode: inserted rules are kept in cache.inserted (by name) instead of rendered inline.
  cache.compat = true;
  const globals = new Set<string>();
  // The order of first insertion, which the cascade follows (an object's keys would put "0" and "4" first).
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // <Global> inserts without a selector; so do the keyframes a class uses, always named "animation-…".
    if (selector === "" && !serialized.name.startsWith("animation-")) globals.add(serialized.name);
    if (cache.inserted[serialized.name] === undefined) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return {
    cache,
    styles() {
      const head: HeadStyle[] = [];
      const ids: string[] = [];
      let rules = "";
      for (const name of order) {
        const inserted = cache.inserted[name];
        if (typeof inserted !== "string") continue;
        // <Global> inserts its styles and keyframes under "name next…" and looks for `${key}-global ${name}`.
        if (globals.has(name)) head.push({ emotion: `${key}-global ${name.split(" ")[0]}`, rules: inserted });
        else {
          ids.push(name);
          rules += inserted;
        }
      }
      if (ids.length > 0) head.push({ emotion: `${key} ${ids.join(" ")}`, rules });
      return head;
    },
  };
}
