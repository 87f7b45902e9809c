import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";

/**
 * A page paints for the first time once the browser has all of it (gatsby-ssr.tsx: the head's
 * `<link rel="expect" blocking="render">` names the last element before Gatsby's scripts). Painting the top first made the
 * browser lay out the rest again after the first paint, in one long task on the main thread.
 */
const PUBLIC = path.resolve(__dirname, "..", "public");
const EXPECT_LINK = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/;

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

test("every built page waits in its head for the last element of its body, and names a PNG icon", () => {
  const pages = builtPages(PUBLIC);
  expect(pages.length).toBeGreaterThan(50);
  for (const [file, html] of pages) {
    const name = path.relative(PUBLIC, file);
    const head = html.slice(0, html.indexOf("</head>"));
    const id = EXPECT_LINK.exec(head)?.[1];
    expect(id, `${name}: the head's rel="expect" link`).toBeTruthy();
    const at = html.indexOf(` id="${id}"`, head.length);
    expect(at, `${name}: an element with id "${id}" in the body`).toBeGreaterThan(0);
    // After that element (the script that draws the lower parts later, src/shared/lib/draw-later.ts) only closing tags,
    // scripts and comments: nothing the visitor sees comes later.
    const rest = html
      .slice(html.lastIndexOf("<", at))
      .replace(/^<script\b[\s\S]*?<\/script>|^<[^>]*>/, "")
      .replace(/<script\b[\s\S]*?<\/script>/g, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<\/[a-z]+>/g, "")
      .trim();
    expect(rest, `${name}: what follows #${id}`).toBe("");
    // An SVG icon is a document of its own that Chromium builds on the page's main thread after load.
    expect(head, `${name}: its icons`).toMatch(/<link rel="icon" href="\/favicon-32\.png"/);
    expect(head, `${name}: its icons`).not.toMatch(/<link rel="icon"[^>]*\.svg"/);
  }
});

test("on a slow connection the first frame of a page already holds its footer", async ({ page }) => {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { footerAtFirstFrame: boolean }).footerAtFirstFrame = document.querySelector("footer") !== null;
    });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // About 16 kB a second: the home page's document (about 11 kB with brotli) arrives over most of a second, in parts.
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 40, downloadThroughput: 16 * 1024, uploadThroughput: 16 * 1024 });
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForFunction(() => "footerAtFirstFrame" in window);
  expect(await page.evaluate(() => (window as unknown as { footerAtFirstFrame: boolean }).footerAtFirstFrame)).toBe(true);
});
