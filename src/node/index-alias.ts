/**
 * SPEC §2 lists the home page as "/ and index". A Gatsby page at /index/ would share its page data with / (both
 * map to page-data/index/) and fail hydration, so /index/ is a small static file written after the build that
 * sends the visitor to / at once (a zero-delay refresh, which WCAG allows) and names / as the canonical address.
 */
import fs from "node:fs";
import path from "node:path";

export function indexAliasHtml(siteName: string, siteUrl: string): string {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<title>${esc(siteName)}</title>`,
    `<link rel="canonical" href="${esc(siteUrl)}/">`,
    '<meta name="robots" content="noindex">',
    '<meta http-equiv="refresh" content="0; url=/">',
    "</head>",
    "<body>",
    `<p><a href="/">${esc(siteName)}</a></p>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

export function writeIndexAlias(publicDir: string, siteName: string, siteUrl: string): void {
  const dir = path.join(publicDir, "index");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "index.html"), indexAliasHtml(siteName, siteUrl));
}
