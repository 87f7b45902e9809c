// The JavaScript and JSON budget of PRODUCT.md §7, shared by the browser test (e2e/budget.spec.ts) and
// `npm run bench`: which pages are held to which limits, and which files of the build count as a page's first load.
import fs from "node:fs";
import path from "node:path";

/** KiB of brotli-compressed bytes on the wire; a later issue may lower a limit, never raise it. */
export const BUDGET = [
  { page: "/", js: 92, json: 6 },
  { page: "/page-about/", js: 88, json: 5 },
  { page: "/page-career-detail/1/", js: 88, json: 5 },
  { page: "/blog/", js: 88, json: 6 },
  { page: "/page-pricing/", js: 88, json: 5 },
  { page: "/page-not-found/", js: 88, json: 5 },
  { page: "/blog-details/26/", js: 92, json: 8 },
  { page: "/sign-in/", js: 96, json: 5 },
  { page: "/sign-up/", js: 96, json: 5 },
  { page: "/reset-password/", js: 96, json: 5 },
  { page: "/page-contact/", js: 96, json: 5 },
  { page: "/page-apply/1/", js: 96, json: 5 },
  { page: "/page-waitlist/", js: 96, json: 5 },
];

export const KIB = 1024;

/** The folder of a page under page-data/: "/" is "index", "/blog/" is "blog". */
const pageDataDir = (page) => (page === "/" ? "index" : decodeURIComponent(page).replace(/^\/|\/$/g, ""));

/**
 * The files a page needs before it is interactive, as site paths ("/app-….js"): its `<script src>` files plus
 * webpack's `app` chunk group and the page component's chunk group from webpack.stats.json; and its JSON: its
 * page-data.json, the results of its static queries and app-data.json. Chunks Gatsby prefetches for other pages
 * are not in it.
 */
export function firstLoadFiles(publicDir, page) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const group = (name) =>
    (stats.namedChunkGroups?.[name]?.assets ?? []).map((a) => (typeof a === "string" ? a : a.name)).filter((f) => f.endsWith(".js"));
  const html = fs.readFileSync(path.join(publicDir, decodeURIComponent(page), "index.html"), "utf8");
  const pageData = `/page-data/${pageDataDir(page)}/page-data.json`;
  const { componentChunkName, staticQueryHashes = [] } = JSON.parse(fs.readFileSync(path.join(publicDir, pageData), "utf8"));
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
  const js = [...new Set([...scripts, ...group("app"), ...group(componentChunkName)].map((f) => `/${f.replace(/^\//, "")}`))];
  const json = [pageData, ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`), "/page-data/app-data.json"];
  return { js, json };
}

/** "82.6" for 84 582 bytes. */
export const kib = (bytes) => (bytes / KIB).toFixed(1);
