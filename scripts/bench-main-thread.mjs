// `npm run bench:main-thread -- [--runs N] SITE_DIR… PAGE…`: what a page load costs the browser's main thread, from
// real Chromium traces rather than Lighthouse's simulation, for comparing builds of this site (e.g. `public` and a
// copy of public/ kept from before a change). Each site is served by the product server; the loads alternate between
// the sites (so a busy spell of the machine hits both alike) in a fresh browser each, at a phone's viewport, without
// throttling. Prints per site and page the median of N runs (default 5), in milliseconds:
//   tasks      all main-thread tasks from navigation to 3.5 s after load;
//   long       tasks of 12.5 ms or more: what Lighthouse's 4× slowdown turns into blocking time;
//   blocking4x the sum of (4 × task − 50 ms) over all tasks, a rough stand-in for that blocking time;
//   layout     style and layout; script: script evaluation and calls; parse: HTML parsing.
// Site directories are told from pages by their first character (pages start with "/").
import process from "node:process";
import { chromium } from "@playwright/test";
import { startProductServer } from "./lib/product-server.mjs";
import { median } from "./lib/stats.mjs";

const SETTLE_MS = 3500;
const args = process.argv.slice(2);
let runs = 5;
if (args[0] === "--runs") {
  runs = Number(args[1]);
  args.splice(0, 2);
}
const pages = args.filter((arg) => arg.startsWith("/"));
const sites = args.filter((arg) => !arg.startsWith("/"));
if (!Number.isInteger(runs) || runs < 1 || pages.length === 0 || sites.length === 0) {
  console.error("usage: npm run bench:main-thread -- [--runs N] SITE_DIR… PAGE…   (e.g. public /page-pricing/)");
  process.exit(2);
}

const isTask = (event) => event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask";

/** One load of `url` in a fresh browser: the figures above for its renderer's main thread. */
async function measure(url, origin) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless=new"] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "loading"] });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    // The page's main thread is the one that parsed its HTML.
    const parse = events.find((event) => event.name === "ParseHTML" && (event.args?.beginData?.url ?? "").startsWith(origin));
    if (!parse) throw new Error(`${url}: no HTML parsing in the trace`);
    const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && e.dur != null).sort((a, b) => a.ts - b.ts);
    const tasks = [];
    let end = 0;
    for (const event of main) {
      if (isTask(event) && event.ts >= end) {
        tasks.push(event.dur / 1000);
        end = event.ts + event.dur;
      }
    }
    const sum = (names) => main.filter((event) => names.includes(event.name)).reduce((total, event) => total + event.dur / 1000, 0);
    return {
      tasks: tasks.reduce((a, b) => a + b, 0),
      long: tasks.filter((ms) => ms >= 12.5).reduce((a, b) => a + b, 0),
      blocking4x: tasks.reduce((total, ms) => total + Math.max(0, 4 * ms - 50), 0),
      layout: sum(["Layout", "UpdateLayoutTree"]),
      script: sum(["EvaluateScript", "FunctionCall"]),
      parse: sum(["ParseHTML"]),
    };
  } finally {
    await browser.close();
  }
}

const servers = [];
try {
  for (const dir of sites) servers.push({ dir, ...(await startProductServer({ siteDir: dir })) });
  const results = new Map();
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) {
      for (const server of servers) {
        const key = `${server.dir} ${page}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(await measure(server.origin + page, server.origin));
      }
    }
  }
  const table = [...results].map(([key, rows]) => {
    const [site, page] = key.split(" ");
    return { site, page, ...Object.fromEntries(Object.keys(rows[0]).map((field) => [field, Math.round(median(rows.map((row) => row[field])))])) };
  });
  console.log(`Main thread per page load, ms, median of ${runs} (Chromium, 412 × 823, no throttling):`);
  console.table(table);
} finally {
  for (const server of servers) await server.stop();
}
