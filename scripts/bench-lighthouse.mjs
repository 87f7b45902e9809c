// `npm run bench:lighthouse [-- --reference DIR] [--site DIR …] [--product-server] [--runs N] [page …]`:
// Lighthouse's mobile preset (Moto G Power, slow 4G, 4× CPU slowdown, simulated) in Debian's Chromium on the pages
// that cost a phone the most. Prints the median and the spread (lowest–highest) of N fresh runs (default 3) of perf,
// TBT, LCP, CLS and the JavaScript transferred, per page, with the load average beside each run.
// Which server: with --reference DIR (a built static site, e.g. gatsby-starter-blog's public/) or several --site
// builds, every site is served by this script's one static server (brotli for text, like a CDN), so the comparison
// is like for like. --product-server serves our builds through the product server instead, as `npm start` serves
// them (security headers, precompressed copies): the figure to print beside the like-for-like one. With it,
// --server CHECKOUT (one per --site, same order) runs another checkout's service, for an A/B of the server itself. With neither a
// reference nor a second site, the product server is the default.
// --site DIR (repeatable; default public/) measures that build of this site, e.g. a copy kept from before a change
// (keep copies outside the repo, e.g. /work/ab/<name>); with two sites and no reference it also prints the A/B: per
// page, the second site's figure minus the first's, round by round.
// Interleaved: each round loads every page of every site once, the sites' runs of one page next to each other, in
// the opposite order from the round before, so a slow spell of the machine touches every site alike.
// Before each run it waits for a quiet CPU (at most --quiet-wait seconds, default 120); a run during which other
// processes used the CPU is marked noisy and done again once, and a load Lighthouse failed to record is done again
// up to twice. Once every round is done, a run whose CPU index fell under 0.75 of the bench's median (a slow spell
// of the host, which /proc does not show; see lib/slow-spells.mjs) is measured again, up to three times, and the
// table counts those that stayed slow. --no-retries measures each run once, noisy or slow (on a machine busy all
// along, where every run is noisy: the interleaving then spreads the noise over every site alike). Each round's line shows Lighthouse's CPU index (its benchmarkIndex).
// --explain also prints, per page, the long tasks and the main-thread time by kind of work from its last run:
// where to look first.
// Not part of `npm test`: timings on a shared machine are too noisy for a pass/fail.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { waitForQuiet, watchOthers } from "./lib/cpu-watch.mjs";
import { isSlow, keptRun, slowThreshold, SLOW_SHARE } from "./lib/slow-spells.mjs";
import { median } from "./lib/stats.mjs";
import { startProductServer } from "./lib/product-server.mjs";

const OUR_PAGES = ["/", "/page-pricing/", "/blog-details/26/", "/page-career-detail/1/", "/sign-in/"];
const REFERENCE_PAGES = ["/", "/hello-world/"];
/** Average cores used by other processes during a run above which the run is noisy. */
const NOISE = 0.1;

function parseArgs(argv) {
  const options = {
    runs: 3,
    reference: null,
    pages: [],
    explain: false,
    sites: [],
    productServer: false,
    servers: [],
    quietWait: 120,
    retries: true,
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--runs") options.runs = Number(argv[++i]);
    else if (argv[i] === "--reference") options.reference = path.resolve(argv[++i]);
    else if (argv[i] === "--explain") options.explain = true;
    else if (argv[i] === "--site") options.sites.push(argv[++i]);
    else if (argv[i] === "--product-server") options.productServer = true;
    else if (argv[i] === "--server") options.servers.push(path.resolve(argv[++i]));
    else if (argv[i] === "--quiet-wait") options.quietWait = Number(argv[++i]);
    else if (argv[i] === "--no-retries") options.retries = false;
    else if (argv[i].startsWith("/")) options.pages.push(argv[i]);
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error("--runs takes a whole number ≥ 1");
  if (!(options.quietWait >= 0)) throw new Error("--quiet-wait takes a number of seconds ≥ 0");
  if (options.reference && !fs.existsSync(path.join(options.reference, "index.html")))
    throw new Error(`${options.reference} holds no built site (no index.html)`);
  if (options.sites.length === 0) options.sites.push("public");
  if (options.servers.length && (!options.productServer || options.servers.length !== options.sites.length))
    throw new Error("--server CHECKOUT goes with --product-server, one per --site, in the same order");
  for (const root of options.servers) {
    if (!fs.existsSync(path.join(root, "server", "src", "main.ts")))
      throw new Error(`${root} holds no checkout of this project (no server/src/main.ts)`);
  }
  for (const site of options.sites) {
    if (!fs.existsSync(path.join(site, "index.html"))) throw new Error(`No production build in ${site}/: run \`npm run build\` first.`);
  }
  return options;
}

/** A short name for each of our builds: "gestura" alone, else the folder's name (made unique by its position). */
function siteNames(sites) {
  if (sites.length === 1) return ["gestura"];
  const names = sites.map((site) => path.basename(path.resolve(site)));
  return names.map((name, i) => (names.indexOf(name) === i && names.lastIndexOf(name) === i ? name : `${name}#${i + 1}`));
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ico": "image/x-icon",
  ".txt": "text/plain",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest"]);

/** A plain static host for a built site: brotli (quality 11, as our build's copies) for text, like a CDN. */
function serveStatic(dir) {
  const root = path.resolve(dir);
  const compressed = new Map();
  const server = http.createServer((request, response) => {
    let file = path.join(root, decodeURIComponent(new URL(request.url, "http://x").pathname));
    if (!file.startsWith(root)) file = path.join(root, "404.html");
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    let status = 200;
    if (!fs.existsSync(file)) [file, status] = [path.join(root, "404.html"), 404];
    const ext = path.extname(file);
    let body = fs.readFileSync(file);
    const headers = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": ext === ".html" ? "public, max-age=0, must-revalidate" : "public, max-age=31536000, immutable",
    };
    if (COMPRESSIBLE.has(ext) && /\bbr\b/.test(request.headers["accept-encoding"] ?? "")) {
      if (!compressed.has(file)) compressed.set(file, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      body = compressed.get(file);
      headers["content-encoding"] = "br";
    }
    response.writeHead(status, headers).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ origin: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((done) => server.close(done)) }),
    ),
  );
}

/**
 * Asks once for each page and the same-site files its HTML names, so the static server has compressed them before
 * the first measured load (a first request would otherwise pay brotli's quality 11 on one site's run only).
 */
async function warm(origin, pages) {
  const headers = { "accept-encoding": "br" };
  for (const page of pages) {
    const html = await (await fetch(origin + page, { headers })).text();
    const files = new Set([...html.matchAll(/(?:src|href)="(\/[^"#?]*)"/g)].map((match) => match[1]));
    files.add(`/page-data${page === "/" ? "/index" : page.replace(/\/$/, "")}/page-data.json`);
    files.add("/page-data/app-data.json");
    await Promise.all([...files].map(async (file) => (await fetch(origin + file, { headers })).arrayBuffer()));
  }
}

/** One fresh Chromium, one Lighthouse run with the default (mobile) settings, performance only. */
async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const watch = watchOthers();
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const scripts = lhr.audits["resource-summary"].details.items.find((item) => item.resourceType === "script");
    return {
      perf: Math.round(lhr.categories.performance.score * 100),
      tbt: lhr.audits["total-blocking-time"].numericValue,
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      jsKiB: (scripts?.transferSize ?? 0) / 1024,
      // Lighthouse's own measure of the CPU's speed just before the load: lower in a slow spell of a shared machine.
      cpuIndex: lhr.environment.benchmarkIndex,
      others: watch.stop(),
      longTasks: (lhr.audits["long-tasks"].details?.items ?? []).map((item) => `${Math.round(item.duration)} ms ${shortUrl(item.url)}`),
      mainThread: (lhr.audits["mainthread-work-breakdown"].details?.items ?? []).map(
        (item) => `${item.groupLabel ?? item.group}: ${Math.round(item.duration)} ms`,
      ),
      bootup: (lhr.audits["bootup-time"].details?.items ?? []).map(
        (item) => `${shortUrl(item.url)}: script ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms`,
      ),
    };
  } finally {
    watch.stop();
    await chrome.kill();
  }
}

/**
 * One run once the CPU is quiet. Lighthouse now and then fails to record a load (e.g. NO_NAVSTART); such a run says
 * nothing of the page, so it is run again, up to twice.
 */
async function recordedRun(url, quietWait) {
  for (let failures = 0; ; failures++) {
    const { quiet, load } = await waitForQuiet({ maxWaitMs: quietWait * 1000 });
    if (!quiet) console.log(`  (the machine stayed busy, ${(load * 100).toFixed(0)} % of its CPU; measuring anyway)`);
    try {
      return { ...(await measure(url)), loadAverage: os.loadavg()[0] };
    } catch (error) {
      if (failures === 2) throw error;
      console.log(`  (${error.message.split("\n")[0]}: running it again)`);
    }
  }
}

const describe = (r) =>
  `perf ${r.perf}, TBT ${r.tbt.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, JS ${r.jsKiB.toFixed(1)} KiB, CPU index ${Math.round(r.cpuIndex)}, load average ${r.loadAverage.toFixed(1)}${r.noisy ? `, noisy (others used ${r.others.toFixed(2)} cores)` : ""}`;

/**
 * Measures again, up to three times, each run that fell in a slow spell of the host (lib/slow-spells.mjs), against
 * the median CPU index of every run of the bench, and keeps the retry unless it was slower still. Runs that stayed
 * slow are marked, and counted in the table.
 */
async function measureSlowRunsAgain(runs, quietWait) {
  const threshold = slowThreshold([...runs.values()].flat().map((r) => r.cpuIndex));
  for (const [target, list] of runs) {
    for (let i = 0; i < list.length; i++) {
      for (let attempt = 1; attempt <= 3 && isSlow(list[i].cpuIndex, threshold); attempt++) {
        const retry = await recordedRun(target.url, quietWait);
        retry.noisy = retry.others > NOISE;
        console.log(
          `again ${target.site} ${target.page} (round ${i + 1}, CPU index ${Math.round(list[i].cpuIndex)} under ${Math.round(threshold)}, ${SLOW_SHARE} of the median): ${describe(retry)}`,
        );
        list[i] = { ...keptRun(list[i], retry), redone: true };
      }
      list[i].slow = isSlow(list[i].cpuIndex, threshold);
    }
  }
}

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, "") || "/" : "(unattributed)");

/** Lowest–highest of a list, rounded: the spread printed beside a median. */
const spread = (values, digits = 0) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

/** Our pages, each with every build's run of it side by side, and the reference's pages between them. */
function interleave(ours, reference) {
  const groups = [];
  for (let i = 0; i < Math.max(ours.length, reference.length); i++) {
    if (ours[i]) groups.push(...ours[i]);
    if (reference[i]) groups.push(reference[i]);
  }
  return groups;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  // Builds compared by their service are named after its checkout.
  const names = siteNames(options.servers.length ? options.servers : options.sites);
  const likeForLike = !options.productServer && (options.reference !== null || options.sites.length > 1);
  const servers = await Promise.all(
    options.sites.map((site, i) => (likeForLike ? serveStatic(site) : startProductServer({ siteDir: site, root: options.servers[i] }))),
  );
  const reference = options.reference ? await serveStatic(options.reference) : null;
  const stops = [...servers, ...(reference ? [reference] : [])].map((server) => server.stop);
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => Promise.all(stops.map((stop) => stop())).then(() => process.exit(130)));
  const pages = options.pages.length ? options.pages : OUR_PAGES;
  const targets = interleave(
    pages.map((page) => servers.map((server, i) => ({ site: names[i], page, url: server.origin + page }))),
    reference ? REFERENCE_PAGES.map((page) => ({ site: "reference", page, url: reference.origin + page })) : [],
  );
  console.log(
    `Served by ${likeForLike ? "this script's static server (brotli 11), every site alike" : "the product server, as `npm start` serves it"}: ${names.map((name, i) => `${name} = ${options.sites[i]}${options.servers[i] ? ` (service of ${options.servers[i]})` : ""}`).join(", ")}${reference ? `, reference = ${options.reference}` : ""}`,
  );
  const runs = new Map(targets.map((t) => [t, []]));
  try {
    if (likeForLike)
      await Promise.all([...servers.map((server) => warm(server.origin, pages)), ...(reference ? [warm(reference.origin, REFERENCE_PAGES)] : [])]);
    for (let round = 1; round <= options.runs; round++) {
      for (const target of round % 2 ? targets : [...targets].reverse()) {
        let result;
        for (let attempt = 1; attempt <= (options.retries ? 2 : 1); attempt++) {
          result = await recordedRun(target.url, options.quietWait);
          result.noisy = result.others > NOISE;
          if (!result.noisy) break;
        }
        runs.get(target).push(result);
        console.log(`round ${round} ${target.site} ${target.page}: ${describe(result)}`);
      }
    }
    if (options.retries) await measureSlowRunsAgain(runs, options.quietWait);
  } finally {
    await Promise.all(stops.map((stop) => stop()));
  }

  const rows = targets.map((target) => {
    const list = runs.get(target);
    const pick = (key) => median(list.map((r) => r[key]));
    return {
      site: target.site,
      page: target.page,
      perf: pick("perf"),
      perfSpread: spread(list.map((r) => r.perf)),
      tbt: pick("tbt"),
      tbtSpread: spread(list.map((r) => r.tbt)),
      lcp: pick("lcp"),
      cls: pick("cls"),
      jsKiB: pick("jsKiB"),
      noisy: list.filter((r) => r.noisy).length,
      redone: list.filter((r) => r.redone).length,
      slow: list.filter((r) => r.slow).length,
    };
  });
  if (options.explain) {
    for (const target of targets) {
      const last = runs.get(target).at(-1);
      console.log(
        `\n${target.site} ${target.page} (last run)\n  long tasks (simulated): ${last.longTasks.join("; ") || "none"}\n  main thread: ${last.mainThread.join("; ")}\n  bootup: ${last.bootup.join("; ")}`,
      );
    }
  }
  const home = rows.find((row) => row.site === "reference" && row.page === "/");
  const all = [...runs.values()].flat();
  const cpuIndexes = all.map((r) => r.cpuIndex).filter(Number.isFinite);
  const loads = all.map((r) => r.loadAverage);
  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile preset, median (lowest–highest) of ${options.runs} fresh runs; ${os.cpus().length} × ${os.cpus()[0].model.trim()}, ${new Date().toISOString().slice(0, 16)}Z; Lighthouse's CPU index ${Math.round(median(cpuIndexes))} (${spread(cpuIndexes)}); load average ${median(loads).toFixed(1)} (${spread(loads, 1)}); ${likeForLike ? "one static server for every site" : "our builds through the product server"}:`,
  );
  console.table(
    rows.map((row) => ({
      site: row.site,
      page: row.page,
      perf: row.perf,
      "perf spread": row.perfSpread,
      "TBT ms": Math.round(row.tbt),
      "TBT spread": row.tbtSpread,
      "LCP ms": Math.round(row.lcp),
      CLS: row.cls.toFixed(3),
      "JS KiB": row.jsKiB.toFixed(1),
      ...(home ? { "TBT ÷ ref /": (row.tbt / Math.max(home.tbt, 1)).toFixed(2), "perf − ref /": row.perf - home.perf } : {}),
      "noisy runs": row.noisy,
      "measured again (slow spell)": row.redone,
      "still slow": row.slow,
    })),
  );
  if (home) {
    const misses = rows.filter((row) => row.site !== "reference" && (row.tbt > 2 * home.tbt || row.perf < home.perf - 3));
    console.log(
      misses.length
        ? `Outside the target (TBT ≤ 2 × and perf ≥ −3 of the reference's /): ${misses.map((r) => `${r.site} ${r.page}`).join(", ")}`
        : "Every page is within the target (TBT ≤ 2 × and perf ≥ −3 of the reference's /).",
    );
  }
  if (names.length === 2 && !reference) printPairs(pages, names, targets, runs);
}

/** The A/B of two builds: per page, the second build's figure minus the first's in each round, with their median. */
function printPairs(pages, names, targets, runs) {
  console.log(`\nA/B, ${names[1]} − ${names[0]}, round by round (negative: ${names[1]} lower):`);
  console.table(
    pages.map((page) => {
      const [a, b] = names.map((name) => runs.get(targets.find((t) => t.site === name && t.page === page)));
      const diff = (key) => a.map((run, i) => b[i][key] - run[key]);
      const tbt = diff("tbt");
      const lcp = diff("lcp");
      const perf = diff("perf");
      return {
        page,
        pairs: tbt.length,
        "TBT Δ median": Math.round(median(tbt)),
        "TBT Δ spread": spread(tbt),
        [`TBT lower in ${names[1]}`]: `${tbt.filter((d) => d < 0).length}/${tbt.length}`,
        "LCP Δ median": Math.round(median(lcp)),
        "LCP Δ spread": spread(lcp),
        "perf Δ median": median(perf),
        "perf Δ spread": spread(perf),
      };
    }),
  );
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8")).version;
}

main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
