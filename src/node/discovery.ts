/**
 * What search engines and browsers read beside the pages, written after the build from the built HTML itself
 * (gatsby-node's onPostBuild, through post-build.ts): sitemap.xml, robots.txt and the web app manifest.
 *
 * The sitemap is made from what each page says in its head, so it cannot disagree with the pages: a page is listed
 * when it has no `noindex` and its canonical points at itself (the third article layout points at the standard
 * one, the 404 copies at /page-not-found/). Its `lastmod` is the content's own date (a post's `dateModified`, a
 * job's `datePosted`, a legal page's `dateModified`), or, for a page of lists (the blog, a category, an author, the
 * careers page, the home page), the newest date among the listed pages its main content links to. A page with
 * neither gets no `lastmod`, which the protocol allows. The parts that read HTML and write text are pure and
 * unit-tested; `writeDiscoveryFiles` walks public/ and writes the files.
 */
import fs from "node:fs";
import path from "node:path";
import { escapeXml } from "./feed";
import { families, routes } from "../shared/lib/routes";

/** What the sitemap needs from one built page. */
export interface PageFacts {
  /** The address path, e.g. "/blog-details/3/". */
  path: string;
  canonical: string | null;
  noindex: boolean;
  /** The content's own date, YYYY-MM-DD, from its JSON-LD; null when it has none. */
  modified: string | null;
  /** Site paths the page's `<main>` links to, decoded and without query or fragment. */
  links: string[];
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** The value of an attribute in one tag's text, with React's escapes undone (`&amp;` → `&`). */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match
    ? match[1]
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&")
    : null;
}

/** Every tag named `name` in the text, as the tags' own text. */
const tags = (html: string, name: string): string[] => html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];

/** The canonical address of a page's head, or null. */
export function canonicalOf(html: string): string | null {
  const link = tags(html, "link").find((tag) => attribute(tag, "rel") === "canonical");
  return link ? attribute(link, "href") : null;
}

/** Whether a page asks not to be indexed. */
export function isNoindex(html: string): boolean {
  return tags(html, "meta").some((tag) => attribute(tag, "name") === "robots" && /noindex/i.test(attribute(tag, "content") ?? ""));
}

/** Every JSON-LD object of the page (each script's top object, or each item of a top-level list). */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as unknown);
  return blocks
    .flatMap((block) => (Array.isArray(block) ? block : [block]))
    .filter((x): x is Record<string, unknown> => typeof x === "object" && x !== null);
}

const DAY = /^(\d{4}-\d{2}-\d{2})/;

/** The page's content date: the newest dateModified or datePosted in its JSON-LD, as YYYY-MM-DD. */
function contentDate(html: string): string | null {
  const days = jsonLdOf(html)
    .flatMap((ld) => [ld.dateModified, ld.datePosted])
    .flatMap((value) => {
      const day = typeof value === "string" ? DAY.exec(value) : null;
      return day ? [day[1]] : [];
    });
  return days.sort().at(-1) ?? null;
}

/** Site paths linked from the page's `<main>` (the whole page when it has none). */
function mainLinks(html: string): string[] {
  const start = html.search(/<main\b/);
  const end = html.indexOf("</main>", start);
  const main = start >= 0 && end > start ? html.slice(start, end) : html;
  return tags(main, "a").flatMap((tag) => {
    const href = attribute(tag, "href");
    if (!href?.startsWith("/") || href.startsWith("//")) return [];
    const bare = href.replace(/[?#].*$/, "");
    try {
      return [decodeURI(bare)];
    } catch {
      return [bare];
    }
  });
}

export function pageFacts(pagePath: string, html: string): PageFacts {
  return { path: pagePath, canonical: canonicalOf(html), noindex: isNoindex(html), modified: contentDate(html), links: mainLinks(html) };
}

const origin = (siteUrl: string): string => siteUrl.replace(/\/+$/, "");

/** Whether a page belongs in the sitemap: indexable, and its canonical is its own address. */
export function isListed(page: Pick<PageFacts, "path" | "canonical" | "noindex">, siteUrl: string): boolean {
  return !page.noindex && page.canonical === `${origin(siteUrl)}${encodeURI(page.path)}`;
}

/** The sitemap's entries, in path order: every listed page with its content's date (see the module comment). */
export function sitemapEntries(pages: readonly PageFacts[], siteUrl: string): SitemapEntry[] {
  const listed = pages.flatMap((page) => (page.canonical && isListed(page, siteUrl) ? [{ ...page, loc: page.canonical }] : []));
  const own = new Map(listed.map((page) => [page.path, page.modified]));
  return listed
    .map((page) => {
      const linked = page.links.flatMap((link) => {
        const day = link === page.path ? null : own.get(link);
        return day ? [day] : [];
      });
      const lastmod = page.modified ?? linked.sort().at(-1);
      return { loc: page.loc, ...(lastmod ? { lastmod } : {}) };
    })
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`),
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Address prefixes crawlers are asked to leave alone: the account pages (and the members' application and
 * waitlist pages), the team area, the shop's checkout, the pages opened from mailed links, and the API.
 */
export const CRAWL_EXCLUDED: readonly string[] = [
  routes.signIn,
  routes.signUp,
  routes.resetPassword,
  routes.waitlist,
  families.apply,
  "/team/",
  routes.shopCheckout,
  routes.verifyEmail,
  routes.newsletterConfirm,
  routes.newsletterUnsubscribe,
  "/api/",
];

export function robotsTxt(siteUrl: string, excluded: readonly string[] = CRAWL_EXCLUDED): string {
  return ["User-agent: *", ...excluded.map((prefix) => `Disallow: ${prefix}`), "", `Sitemap: ${origin(siteUrl)}${routes.sitemap}`, ""].join("\n");
}

/** The icons in static/ the manifest names (made by `npm run artwork static`). */
export const MANIFEST_ICONS = [
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any maskable" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
] as const;

export interface ManifestSite {
  name: string;
  description: string;
  /** The brand colour, for the browser's title bar. */
  themeColor: string;
  backgroundColor: string;
}

export function webManifest(site: ManifestSite): string {
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: site.description,
    start_url: routes.home,
    scope: routes.home,
    display: "browser",
    theme_color: site.themeColor,
    background_color: site.backgroundColor,
    icons: MANIFEST_ICONS,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Folders of public/ that hold no pages. */
const NOT_PAGES = new Set(["_gatsby", "page-data", "static", "video"]);

/** Every built page of public/ as [address path, HTML]; `404.html` is left out (its copy /404/ is a page). */
export function builtPages(publicDir: string, dir = publicDir): [pagePath: string, html: string][] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return dir === publicDir && NOT_PAGES.has(entry.name) ? [] : builtPages(publicDir, file);
    if (entry.name !== "index.html") return [];
    const relative = path.relative(publicDir, dir).split(path.sep).join("/");
    return [[relative ? `/${relative}/` : "/", fs.readFileSync(file, "utf8")]];
  });
}

/** Writes sitemap.xml, robots.txt and manifest.webmanifest into public/. */
export function writeDiscoveryFiles(publicDir: string, siteUrl: string, site: ManifestSite): { listed: number } {
  const entries = sitemapEntries(
    builtPages(publicDir).map(([pagePath, html]) => pageFacts(pagePath, html)),
    siteUrl,
  );
  fs.writeFileSync(path.join(publicDir, routes.sitemap), sitemapXml(entries));
  fs.writeFileSync(path.join(publicDir, routes.robots), robotsTxt(siteUrl));
  fs.writeFileSync(path.join(publicDir, routes.manifest), webManifest(site));
  return { listed: entries.length };
}
