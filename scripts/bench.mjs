// `npm run bench`: what each page of the production build transfers on first load, counted as PRODUCT.md §7 and
// e2e/budget.spec.ts count it (run `npm run build` first). Starts the product server on a free port (a throwaway
// data folder), asks it for each page's first-load JavaScript and JSON with `Accept-Encoding: br`, and prints the
// bytes as sent (KiB) beside each page's limit, plus the same files at brotli quality 11 for comparison.
// Pass page paths to measure other pages (no limits shown for them). Exits 1 when a page is over its budget.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import process from "node:process";
import zlib from "node:zlib";
import { BUDGET, KIB, firstLoadFiles, kib } from "./lib/budget.mjs";
import { startProductServer } from "./lib/product-server.mjs";

const pub = path.resolve("public");
if (!fs.existsSync(path.join(pub, "webpack.stats.json"))) {
  console.error("No production build in public/: run `npm run build` first.");
  process.exit(1);
}
const asked = process.argv.slice(2);
const pages = asked.length ? asked.map((page) => BUDGET.find((b) => b.page === page) ?? { page }) : BUDGET;

const { port, stop } = await startProductServer();
process.once("SIGINT", () => stop().then(() => process.exit(130)));

/** Bytes of the body as the server sends it (not decompressed) and its content encoding. */
const transfer = (file) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: file, headers: { "accept-encoding": "br" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () => (response.statusCode === 200 ? resolve({ bytes, encoding: response.headers["content-encoding"] ?? "identity" }) : reject(new Error(`${file}: HTTP ${response.statusCode}`))));
      })
      .on("error", reject);
  });

const q11 = (file) => zlib.brotliCompressSync(fs.readFileSync(path.join(pub, decodeURIComponent(file))), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

try {
  const rows = [];
  for (const { page, js: jsLimit, json: jsonLimit } of pages) {
    const files = firstLoadFiles(pub, page);
    const sum = async (list) => {
      let sent = 0;
      let best = 0;
      for (const file of list) {
        sent += (await transfer(file)).bytes;
        best += q11(file);
      }
      return { sent, best };
    };
    const js = await sum(files.js);
    const json = await sum(files.json);
    const over = (jsLimit !== undefined && js.sent > jsLimit * KIB) || (jsonLimit !== undefined && json.sent > jsonLimit * KIB);
    if (over) process.exitCode = 1;
    rows.push({
      page,
      "JS KiB": kib(js.sent),
      "JS limit": jsLimit ?? "",
      "JSON KiB": kib(json.sent),
      "JSON limit": jsonLimit ?? "",
      "JS KiB at q11": kib(js.best),
      "JSON KiB at q11": kib(json.best),
      "within budget": jsLimit === undefined ? "" : over ? "NO" : "yes",
    });
  }
  console.log("First-load transfer, brotli as the product server sends it (KiB = 1024 bytes):");
  console.table(rows);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await stop();
}
