import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";

/**
 * Every built page names a PNG icon in its head, never an SVG one: an SVG icon is a document of its own that
 * Chromium builds on the page's main thread after load.
 */
const PUBLIC = path.resolve(__dirname, "..", "public");

/**
 * The built pages' HTML files. Left out: `_gatsby/` (fragments, not pages), `page-data/` (JSON only) and the
 * one-line page that sends /index/ to / (src/node/index-alias.ts), which has nothing to paint.
 */
function builtPages(dir: string): [file: string, html: string][] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["_gatsby", "page-data"].includes(entry.name) && dir === PUBLIC ? [] : builtPages(file);
    if (!entry.name.endsWith(".html")) return [];
    const html = fs.readFileSync(file, "utf8");
    return html.includes('http-equiv="refresh"') ? [] : [[file, html]];
  });
}

test("every built page names a PNG icon, and no SVG one", () => {
  const pages = builtPages(PUBLIC);
  expect(pages.length).toBeGreaterThan(50);
  for (const [file, html] of pages) {
    const name = path.relative(PUBLIC, file);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, `${name}: its icons`).toMatch(/<link rel="icon" href="\/favicon-32\.png"/);
    expect(head, `${name}: its icons`).not.toMatch(/<link rel="icon"[^>]*\.svg"/);
  }
});
