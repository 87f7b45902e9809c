// Decides whether public/ is older than the sources it is built from.
import fs from "node:fs";
import path from "node:path";

const SOURCES = ["src", "content", "data", "static", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "package-lock.json"];

// Written by the build itself (GraphQL typegen), so it never makes public/ stale.
const GENERATED = new Set([path.join("src", "gatsby-types.d.ts")]);

/** Newest modification time (ms) of any file under the given paths; missing paths count as 0. */
export function newestMtime(root, entries = SOURCES) {
  let newest = 0;
  const visit = (p) => {
    if (GENERATED.has(path.relative(root, p))) return;
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const entry of entries) visit(path.join(root, entry));
  return newest;
}

/** True when public/index.html is missing or older than a source file. */
export function needsBuild(root) {
  let built;
  try {
    built = fs.statSync(path.join(root, "public", "index.html")).mtimeMs;
  } catch {
    return true;
  }
  return newestMtime(root) > built;
}
