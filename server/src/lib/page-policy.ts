/**
 * The Content-Security-Policy each page of the built site is sent with (review L14).
 *
 * Session tokens live in localStorage (SPEC §4), so a script that an injected tag could run would read them.
 * A page may therefore run only the scripts of the build: files from this origin, and the inline scripts its own
 * HTML holds (Gatsby's page path and chunk map, the image loader, the theme's first paint), each allowed by the
 * SHA-256 of its exact text. The HTML is static, so the hashes are read from the file itself, once per version of
 * it. Everything that is not a page (API answers, assets) runs no inline script at all.
 *
 * Styles keep 'unsafe-inline': Emotion writes its style tags while the page runs, and a static file cannot carry a
 * nonce. A style can restyle a page but cannot read a token.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";

export type CspDirectives = Record<string, readonly string[]>;

/** `name value value; name value` in the directives' order. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** Script types a browser runs (a missing type is JavaScript); data blocks such as JSON-LD are never run. */
const RUNNABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The `'sha256-…'` source of every inline script the HTML would run, each once, in the order they first appear.
 * The hash covers the text between the tags exactly as written, which is what the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, text] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    if (!RUNNABLE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim())) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The page's policy: `directives` with the page's own inline scripts added to `script-src`. */
export function pagePolicy(directives: CspDirectives, html: string): string {
  const scripts = directives["script-src"] ?? ["'self'"];
  return serializeCsp({ ...directives, "script-src": [...scripts, ...inlineScriptHashes(html)] });
}

/**
 * `policyFor(file)`: the policy of an HTML file of the build, read again only when the file changes (a new build
 * under a running service), so a page costs one `stat` after its first request. A file that cannot be read gets
 * the policy without inline scripts, which is the safe side.
 */
export function createPagePolicies(directives: CspDirectives): (file: string) => string {
  const cache = new Map<string, { version: string; policy: string }>();
  return (file) => {
    let version: string;
    try {
      const stat = fs.statSync(file);
      version = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return serializeCsp(directives);
    }
    const kept = cache.get(file);
    if (kept?.version === version) return kept.policy;
    let html: string;
    try {
      html = fs.readFileSync(file, "utf8");
    } catch {
      return serializeCsp(directives);
    }
    const policy = pagePolicy(directives, html);
    cache.set(file, { version, policy });
    return policy;
  };
}
