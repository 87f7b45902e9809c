// `npm run bench`: JavaScript each page ships, from the production build in public/ (run `npm run build` first).
// For each page: the app's scripts plus its page component's chunks (from webpack.stats.json), raw and gzip.
// Pass page paths to choose pages.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const pub = path.resolve("public");
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/blog/", "/blog-details/31/", "/page-career/", "/page-pricing/", "/404.html"];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const stats = JSON.parse(fs.readFileSync(path.join(pub, "webpack.stats.json"), "utf8"));
const groupFiles = (name) => (stats.namedChunkGroups?.[name]?.assets ?? []).map((a) => (typeof a === "string" ? a : a.name)).filter((f) => f.endsWith(".js"));
const pageDataFile = (page) =>
  page.endsWith(".html") ? path.join(pub, "page-data", "404.html", "page-data.json") : path.join(pub, "page-data", decodeURIComponent(page) === "/" ? "index" : decodeURIComponent(page).replace(/^\/|\/$/g, ""), "page-data.json");
const rows = [];
for (const page of pages) {
  const file = page.endsWith(".html") ? path.join(pub, page) : path.join(pub, decodeURIComponent(page), "index.html");
  if (!fs.existsSync(file)) {
    console.error(`No build output for ${page} (looked for ${file}).`);
    process.exitCode = 1;
    continue;
  }
  const html = fs.readFileSync(file, "utf8");
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageDataFile(page), "utf8"));
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]).concat(groupFiles("app"), groupFiles(componentChunkName));
  let raw = 0;
  let gz = 0;
  for (const src of new Set(scripts)) {
    const body = fs.readFileSync(path.join(pub, src.replace(/^\//, "")));
    raw += body.length;
    gz += zlib.gzipSync(body, { level: 9 }).length;
  }
  rows.push({ page, scripts: new Set(scripts).size, raw: kb(raw), gzip: kb(gz), html: kb(Buffer.byteLength(html)) });
}
console.table(rows);
