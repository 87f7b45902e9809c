// The Nu HTML Checker (the vnu-jar package) over the built pages, for `npm test` (scripts/check-html.mjs): one JVM
// over every page of public/, then its errors less the ones scripts/html-checker-ignores.yaml lists. That file may
// list only messages about features the HTML standard has and the checker does not know yet, each with a reason.
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";

/** Folders of public/ that hold no pages: Gatsby's fragments (a slice is not a document) and page data. */
const NOT_PAGES = new Set(["_gatsby", "page-data", "static"]);

/** Every page's HTML file under public/, sorted. */
export function pageFiles(publicDir, dir = publicDir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return dir === publicDir && NOT_PAGES.has(entry.name) ? [] : pageFiles(publicDir, file);
      return entry.name.endsWith(".html") ? [file] : [];
    })
    .sort();
}

/** The ignore list: `[{ message, reason }]`, each `message` a regular expression over the checker's message text. */
export function readIgnores(file) {
  const list = YAML.parse(fs.readFileSync(file, "utf8")) ?? [];
  if (!Array.isArray(list)) throw new Error(`${file}: must be a list of { message, reason }`);
  return list.map((entry, i) => {
    if (typeof entry?.message !== "string" || typeof entry?.reason !== "string" || entry.reason.trim() === "")
      throw new Error(`${file}: entry ${i + 1} needs a message (a regular expression) and a reason`);
    return { pattern: new RegExp(entry.message), reason: entry.reason };
  });
}

/**
 * The checker's JSON report (`--format json`) split into the errors that count and the ones the list ignores.
 * Only messages of type "error" count (`--errors-only` leaves warnings out); the ignored ones are counted by entry.
 */
export function sortMessages(report, ignores) {
  const errors = [];
  const ignored = new Map();
  for (const message of report.messages ?? []) {
    if (message.type !== "error") continue;
    const match = ignores.find((ignore) => ignore.pattern.test(message.message));
    if (match) ignored.set(match.reason, (ignored.get(match.reason) ?? 0) + 1);
    else errors.push(message);
  }
  return { errors, ignored };
}

/** One line per error: the page, line and column, and the message. */
export function describeError(message, publicDir) {
  const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "?";
  return `${path.relative(publicDir, file)}:${message.lastLine ?? "?"}:${message.firstColumn ?? message.lastColumn ?? "?"} ${message.message}`;
}
