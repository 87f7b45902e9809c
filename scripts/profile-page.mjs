// `npm run profile:page -- [--runs N] [--site DIR] PAGE`: where a page load's main-thread time goes, by owner. Loads
// PAGE from the product server on DIR (default public/) N times (default 3) in a fresh Chromium at a phone's viewport,
// without throttling, with V8's sampling profiler on until 3 s after load. Each sample is charged to the nearest frame
// on its stack that the build's source maps trace to one of our modules (src/…), to a library (by package name) or to
// Gatsby's runtime (.cache/…); samples with none of those are React's own work ("framework"); "(program)" is the
// browser's native work (parsing, style, layout, paint). Prints the mean milliseconds per load, largest first.
// Evaluating a library's module at start-up is charged to the first of our modules that imported it (on / that is
// src/lib/routes.ts, which starts the chain that evaluates React).
// Use it to find what to change; compare builds with `npm run bench:main-thread`.
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { chromium } from "@playwright/test";
import { SourceMapConsumer } from "source-map-js";
import { startProductServer } from "./lib/product-server.mjs";

const SETTLE_MS = 3000;
const args = process.argv.slice(2);
let runs = 3;
let site = "public";
const pages = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === "--runs") runs = Number(args[++i]);
  else if (args[i] === "--site") site = args[++i];
  else pages.push(args[i]);
}
if (!Number.isInteger(runs) || runs < 1 || pages.length !== 1 || !pages[0].startsWith("/")) {
  console.error("usage: npm run profile:page -- [--runs N] [--site DIR] PAGE   (e.g. /page-pricing/)");
  process.exit(2);
}

const consumers = new Map();
/** The original source of a position in one of the site's scripts, from its source map; null when unknown. */
function originalSource(url, line, column) {
  const file = path.join(site, new URL(url).pathname);
  if (!consumers.has(file)) consumers.set(file, fs.existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, "utf8"))) : null);
  const source = consumers.get(file)?.originalPositionFor({ line: line + 1, column }).source;
  return source ? source.replace(/^webpack:\/\/[^/]*\//, "") : null;
}

/** Who a source file belongs to, or null for React itself (and for what cannot be told). */
function ownerOf(source) {
  if (!source) return null;
  if (source.startsWith("src/")) return source;
  if (source.startsWith(".cache/")) return `gatsby ${source}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  return pkg && !["react", "react-dom", "scheduler"].includes(pkg) ? pkg : null;
}

const NATIVE = new Set(["(program)", "(garbage collector)", "(idle)"]);
const totals = new Map();
const server = await startProductServer({ siteDir: site });
try {
  for (let run = 0; run < runs; run += 1) {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless=new"] });
    try {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
      await page.goto(server.origin + pages[0], { waitUntil: "load" });
      await page.waitForTimeout(SETTLE_MS);
      const { profile } = await cdp.send("Profiler.stop");
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const parents = new Map();
      for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
      const owners = new Map();
      const owner = (id) => {
        if (owners.has(id)) return owners.get(id);
        const frame = nodes.get(id).callFrame;
        let found = null;
        if (frame.url.startsWith("http")) found = ownerOf(originalSource(frame.url, frame.lineNumber, frame.columnNumber));
        else if (!frame.url && NATIVE.has(frame.functionName)) found = frame.functionName;
        if (!found) found = parents.has(id) ? owner(parents.get(id)) : "framework";
        owners.set(id, found);
        return found;
      };
      profile.samples.forEach((id, i) => {
        const who = owner(id);
        totals.set(who, (totals.get(who) ?? 0) + profile.timeDeltas[i] / 1000 / runs);
      });
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
}
totals.delete("(idle)");
console.log(`Main-thread time of ${pages[0]} by owner, ms per load, mean of ${runs} (Chromium, 412 × 823, no throttling):`);
for (const [who, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${ms.toFixed(1).padStart(8)}  ${who}`);
