import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { BUDGET, KIB, firstLoadFiles, kib } from "../scripts/lib/budget.mjs";
import { COMPILE_HINT } from "../src/node/compile-hints";
import { PRODUCT_ORIGIN, expect, test } from "./support/test";
import { openHydrated } from "./support/site";

/**
 * The budget of PRODUCT.md §7, on the production build as the product server sends it (brotli): the JavaScript a
 * page needs on first load (its scripts, webpack's `app` group and its page component's group) and the JSON it
 * loads (page data, static-query results, app data). Chunks Gatsby prefetches for links in view are shown, not
 * counted; prefetching stays on.
 */
const PUBLIC = path.resolve(__dirname, "..", "public");

/** @fastify/compress leaves bodies under this size uncompressed. */
const COMPRESS_THRESHOLD = 1024;

interface Transfer {
  /** Bytes of the body as received, before the browser decompressed it. */
  bytes: number;
  encoding: string | null;
}

/**
 * Chunks that load with the thing that needs them (a dialog, an article's newsletter form near the screen, the menu panel, the image viewer, the comparison
 * table, the cookie settings, the analytics that wait for Statistics consent), named by their webpackChunkName: no
 * page fetches one on its first load, not even as a prefetch. (The `consent` chunk and the banner's are not listed:
 * every page fetches the first once it has hydrated, and a first visitor's page the banner's at its load event, for
 * a banner due 2 s later; both show among the prefetched bytes, and neither is part of what a page needs to be
 * interactive, PRODUCT §7.)
 */
const ON_DEMAND = /^\/(lead-dialogs|newsletter-section|image-viewer|comparison-table|consent-settings|analytics|cart-panel|search-dialog)-[0-9a-f]+\.js$|^\/search-index\.json$/;

/** Opens a page in a fresh context and records every response from the product server by path. */
async function load(page: Page, route: string): Promise<Map<string, Transfer>> {
  const seen = new Map<string, Transfer>();
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    const url = new URL(request.url());
    if (url.origin !== PRODUCT_ORIGIN) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        seen.set(url.pathname, { bytes: sizes.responseBodySize, encoding: (await response?.headerValue("content-encoding")) ?? null });
      })(),
    );
  });
  await openHydrated(page, route);
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  return seen;
}

// One test per page, so a slow page load on a busy machine costs that page's own time, not the whole table's.
test.describe.configure({ mode: "parallel" });

for (const budget of BUDGET) {
  test(`${budget.page} stays within its JavaScript and JSON budget (brotli, first load)`, async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Encoding": "br" } });
    const page = await context.newPage();
    const seen = await load(page, budget.page);
    await context.close();

    const files = firstLoadFiles(PUBLIC, budget.page);
    const sum = (list: string[]): number => {
      let total = 0;
      for (const file of list) {
        const transfer = seen.get(file);
        // Every counted file is one the browser really fetched on this page, and it came compressed.
        expect.soft(transfer, `${budget.page} loads ${file}`).toBeDefined();
        if (!transfer) continue;
        if (transfer.bytes >= COMPRESS_THRESHOLD) expect.soft(transfer.encoding, `${file} is sent with brotli`).toBe("br");
        total += transfer.bytes;
      }
      return total;
    };
    const js = sum(files.js);
    const json = sum(files.json);
    let prefetched = 0;
    for (const [file, transfer] of seen) if (file.endsWith(".js") && !files.js.includes(file)) prefetched += transfer.bytes;
    expect([...seen.keys()].filter((file) => ON_DEMAND.test(file)), `${budget.page} fetches no on-demand chunk on first load`).toEqual([]);
    // Every script the page runs as it starts asks V8 to compile it while it streams in (src/node/compile-hints.ts).
    const unhinted = files.js.filter((file) => !fs.readFileSync(path.join(PUBLIC, file), "utf8").startsWith(COMPILE_HINT));
    expect.soft(unhinted, `${budget.page}: first-load scripts without the compile hint`).toEqual([]);
    const row = `JS ${kib(js)} KiB (limit ${budget.js}), JSON ${kib(json)} KiB (limit ${budget.json}), prefetched JS ${kib(prefetched)} KiB (not counted)`;
    console.log(`First load of ${budget.page}, brotli as the product server sends it: ${row}`);
    test.info().annotations.push({ type: "budget", description: `${budget.page}: ${row}` });
    expect.soft(js, `JavaScript on ${budget.page}: ${kib(js)} KiB, limit ${budget.js} KiB`).toBeLessThanOrEqual(budget.js * KIB);
    expect.soft(json, `JSON on ${budget.page}: ${kib(json)} KiB, limit ${budget.json} KiB`).toBeLessThanOrEqual(budget.json * KIB);
  });
}

test("the chunks that load on a press are compiled as their functions are called, not all at once", () => {
  const onDemand = fs.readdirSync(PUBLIC).filter((file) => file.endsWith(".js") && ON_DEMAND.test(`/${file}`));
  expect(onDemand.length).toBeGreaterThanOrEqual(8);
  expect(onDemand.filter((file) => fs.readFileSync(path.join(PUBLIC, file), "utf8").startsWith(COMPILE_HINT))).toEqual([]);
});

/**
 * The team console (issue 44) loads its own chunks: its page's code is in files no public page loads on its first
 * load (chunks it shares with public pages, such as the forms, are theirs already). Its own first load is printed
 * (brotli, from the build's .br copies, as the product server sends them).
 */
test("the team console's code stays out of every public page, and its own first load is printed", () => {
  const consoleFiles = firstLoadFiles(PUBLIC, "/team/");
  const publicJs = new Set(BUDGET.flatMap((budget) => firstLoadFiles(PUBLIC, budget.page).js));
  const ownJs = consoleFiles.js.filter((file) => !publicJs.has(file));
  expect(ownJs.filter((file) => file.startsWith("/component---src-pages-team-tsx-")), "the console's page code is in a chunk of its own").toHaveLength(1);
  const brotliBytes = (file: string): number => fs.statSync(path.join(PUBLIC, `${file}.br`)).size;
  const all = consoleFiles.js.reduce((sum, file) => sum + brotliBytes(file), 0);
  const own = ownJs.reduce((sum, file) => sum + brotliBytes(file), 0);
  const row = `JS ${kib(all)} KiB in all, of which ${kib(own)} KiB in chunks no public page loads (${ownJs.length} files)`;
  console.log(`First load of /team/ (the team console), brotli: ${row}`);
  test.info().annotations.push({ type: "budget", description: `/team/: ${row}` });
});
