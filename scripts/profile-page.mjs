// `npm run profile:page -- [--runs N] [--site DIR] PAGE`: where a page load's main-thread time goes, by owner. Loads
// PAGE from the product server on DIR (default public/) N times (default 3) in a fresh Chromium at a phone's viewport,
// without throttling, with V8's sampling profiler on until 3 s after load. Each sample is charged to the nearest frame
// on its stack that the build's source maps trace to one of our modules (src/…), to a library (by package name) or to
// Gatsby's runtime (.cache/…); samples with none of those are React's own work ("framework"); "(program)" is the
// browser's native work (parsing, style, layout, paint). Prints the mean milliseconds per load, largest first.
// Evaluating a library's module at start-up is charged to the first of our modules that imported it (on / that is
// src/shared/lib/routes.ts, which starts the chain that evaluates React).
// --stretches also prints, for each load, every stretch of 25 ms or more in which the main thread never went idle
// (one long task, or tasks back to back), with its owners and the functions with the most self time in it, by their
// original file, line and name. That is how one step of hydration spending 20 ms in `new Intl.DateTimeFormat` was
// found. Use it to find what to change; compare builds with `npm run bench:main-thread`.
// The deploy build writes no source maps (review 3 I1): build the site to profile with `GESTURA_SOURCE_MAPS=1`
// first (the server refuses to send the maps; the profiler reads them from disk).
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
let stretches = false;
const pages = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === "--runs") runs = Number(args[++i]);
  else if (args[i] === "--site") site = args[++i];
  else if (args[i] === "--stretches") stretches = true;
  else pages.push(args[i]);
}
if (!Number.isInteger(runs) || runs < 1 || pages.length !== 1 || !pages[0].startsWith("/")) {
  console.error("usage: npm run profile:page -- [--runs N] [--site DIR] [--stretches] PAGE   (e.g. /page-pricing/)");
  process.exit(2);
}

const consumers = new Map();
/** The original source file and 1-based line of a position in one of the site's scripts, from its source map. */
function originalPosition(url, line, column) {
  const file = path.join(site, new URL(url).pathname);
  if (!consumers.has(file)) consumers.set(file, fs.existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, "utf8"))) : null);
  const position = consumers.get(file)?.originalPositionFor({ line: line + 1, column });
  return { source: position?.source ? position.source.replace(/^webpack:\/\/[^/]*\//, "") : null, line: position?.line ?? null };
}

/** The original source of a position in one of the site's scripts; null when unknown. */
const originalSource = (url, line, column) => originalPosition(url, line, column).source;

/** A sampled function as a reader knows it: "src/shared/lib/text.ts:27 longUsDate", a browser built-in, or the script's own position. */
function functionLabel(frame) {
  if (!frame.url.startsWith("http")) return frame.functionName || "(native)";
  const { source, line } = originalPosition(frame.url, frame.lineNumber, frame.columnNumber);
  const name = frame.functionName || "(anonymous)";
  return source ? `${source.replace(/^.*node_modules\//, "")}:${line} ${name}` : `${new URL(frame.url).pathname}:${frame.lineNumber + 1}:${frame.columnNumber + 1} ${name}`;
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
const STRETCH_MS = 25;

/** Prints one load's stretches of busy main thread (see the header) with their owners and top functions by self time. */
function printStretches(run, profile, nodes, owner) {
  const found = [];
  let current = null;
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    const who = owner(id);
    if (who === "(idle)") {
      if (current) found.push(current);
      current = null;
      return;
    }
    current ??= { start: time, end: time, owners: new Map(), functions: new Map() };
    current.end = time;
    const ms = profile.timeDeltas[i] / 1000;
    const label = functionLabel(nodes.get(id).callFrame);
    current.owners.set(who, (current.owners.get(who) ?? 0) + ms);
    current.functions.set(label, (current.functions.get(label) ?? 0) + ms);
  });
  if (current) found.push(current);
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, ms]) => `${ms.toFixed(1)} ${key}`).join("; ");
  console.log(`Load ${run + 1}: stretches of ${STRETCH_MS} ms or more without idle time (ms from the profile's start)`);
  for (const stretch of found) {
    const ms = (stretch.end - stretch.start) / 1000;
    if (ms < STRETCH_MS) continue;
    console.log(`  at ${((stretch.start - profile.startTime) / 1000).toFixed(0)}, ${ms.toFixed(1)} ms\n    owners: ${top(stretch.owners, 6)}\n    self time: ${top(stretch.functions, 8)}`);
  }
}
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
      if (stretches) printStretches(run, profile, nodes, owner);
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
