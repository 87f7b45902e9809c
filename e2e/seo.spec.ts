import fs from "node:fs";
import path from "node:path";
import { builtPages, canonicalOf, isNoindex, jsonLdOf } from "../src/node/discovery";
import { blogCategoryPath, blogDetailsPath, blogDetails3Path, routes } from "../src/shared/lib/routes";
import { htmlText } from "./support/html";
import { categories, jobs, posts, products } from "./support/site";
import { checkBlogPosting, checkBreadcrumbList, checkJobPostingLd, checkOrganization, checkProduct } from "./support/structured-data";
import { expect, test } from "./support/test";

/**
 * What search engines read, checked on the production build: the sitemap, robots.txt and the web app manifest as
 * `npm start` serves them, and every built page's head (canonical, noindex, title, description, JSON-LD). The
 * checks read the build's files and so cover every post, job and category a writer adds.
 */
const PUBLIC = path.resolve(__dirname, "..", "public");
const SITE = "https://gestura.ai";

const pages = new Map(builtPages(PUBLIC));
/** A built page's HTML; an address that was not built reads as "" (no canonical, no title), which the checks name. */
const htmlOf = (pagePath: string): string => pages.get(pagePath) ?? "";
const headOf = (html: string): string => html.slice(0, html.indexOf("</head>"));
const titleOf = (html: string): string => htmlText(/<title\b[^>]*>([\s\S]*?)<\/title>/.exec(headOf(html))?.[1] ?? "");
const descriptionOf = (html: string): string => htmlText(/<meta name="description" content="([^"]*)"/.exec(headOf(html))?.[1] ?? "");
const sitemap = (): { loc: string; lastmod: string | null }[] =>
  [...fs.readFileSync(path.join(PUBLIC, routes.sitemap), "utf8").matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    (m) => ({
      loc: htmlText(m[1]),
      lastmod: m[2] ?? null,
    }),
  );
/** A built page whose canonical is its own address: the one copy search engines are asked to index. */
const isOwnCanonical = (pagePath: string, html: string): boolean => canonicalOf(html) === `${SITE}${encodeURI(pagePath)}`;

test("npm start serves the sitemap, robots.txt and the web app manifest with its icons", async ({ request }) => {
  const map = await request.get(routes.sitemap);
  expect(map.status()).toBe(200);
  expect(map.headers()["content-type"]).toMatch(/xml/);
  expect(await map.text()).toContain(`<loc>${SITE}/</loc>`);

  const robots = await request.get(routes.robots);
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const rules = await robots.text();
  expect(rules).toContain(`Sitemap: ${SITE}${routes.sitemap}`);
  for (const prefix of [
    routes.signIn,
    routes.signUp,
    routes.resetPassword,
    "/team/",
    routes.shopCheckout,
    routes.verifyEmail,
    routes.newsletterConfirm,
  ])
    expect(rules, `robots.txt keeps crawlers out of ${prefix}`).toContain(`Disallow: ${prefix}\n`);

  const manifest = await request.get(routes.manifest);
  expect(manifest.status()).toBe(200);
  const { icons } = (await manifest.json()) as { icons: { src: string; sizes: string }[] };
  expect(icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toBe("image/png");
  }
  expect(headOf(htmlOf("/")).includes(`<link rel="manifest" href="${routes.manifest}"`), "the home page names the manifest").toBe(true);
});

test("every address in the sitemap is built, indexable and names itself as canonical; every such page is listed", () => {
  const entries = sitemap();
  expect(entries.length).toBeGreaterThan(50);
  const listed = new Set<string>();
  for (const { loc, lastmod } of entries) {
    expect(loc.startsWith(`${SITE}/`), loc).toBe(true);
    const pagePath = decodeURI(loc.slice(SITE.length));
    expect(pages.has(pagePath), `${loc} is built`).toBe(true);
    const html = htmlOf(pagePath);
    expect(isNoindex(html), `${loc} is indexable`).toBe(false);
    expect(canonicalOf(html), `${loc}: its canonical`).toBe(loc);
    if (lastmod !== null) expect(lastmod, `${loc}: lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    listed.add(pagePath);
  }
  const missing = [...pages]
    .filter(([pagePath, html]) => !isNoindex(html) && isOwnCanonical(pagePath, html) && !listed.has(pagePath))
    .map(([p]) => p);
  expect(missing, "indexable pages left out of the sitemap").toEqual([]);
  // Every article is listed once, dated by its content; the third layout is a copy, not listed.
  const dates = new Map(entries.map((entry) => [entry.loc, entry.lastmod]));
  for (const post of posts) {
    expect(dates.get(`${SITE}${blogDetailsPath(post.id)}`), `post ${post.id}'s lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates.has(`${SITE}${blogDetails3Path(post.id)}`), `post ${post.id}'s third layout`).toBe(false);
  }
});

test("the third article layout names the standard article as canonical, and the account pages are not indexed", () => {
  for (const post of posts) {
    expect(canonicalOf(htmlOf(blogDetails3Path(post.id))), blogDetails3Path(post.id)).toBe(`${SITE}${blogDetailsPath(post.id)}`);
  }
  for (const pagePath of [routes.signIn, routes.signUp, routes.resetPassword]) expect(isNoindex(htmlOf(pagePath)), pagePath).toBe(true);
});

test("every page that is its own canonical has a title and a description no other page has", () => {
  const own = [...pages].filter(([pagePath, html]) => isOwnCanonical(pagePath, html));
  expect(own.length).toBeGreaterThan(50);
  for (const [label, read] of [
    ["title", titleOf],
    ["description", descriptionOf],
  ] as const) {
    const seen = new Map<string, string[]>();
    for (const [pagePath, html] of own) {
      const value = read(html);
      expect(value, `${pagePath}: its ${label}`).not.toBe("");
      seen.set(value, [...(seen.get(value) ?? []), pagePath]);
    }
    const shared = [...seen].filter(([, paths]) => paths.length > 1).map(([value, paths]) => `${paths.join(", ")}: "${value}"`);
    expect(shared, `pages sharing a ${label}`).toEqual([]);
  }
});

test("category addresses have one form: built there, canonical there, and every link uses it", () => {
  const slugs = new Set(categories.map((name) => blogCategoryPath(name)));
  for (const address of slugs) {
    expect(address, "nothing to encode").toMatch(/^\/blog-category\/[a-z0-9-]+\/$/);
    expect(canonicalOf(htmlOf(address)), address).toBe(`${SITE}${address}`);
  }
  for (const [pagePath, html] of pages) {
    const links = [...html.matchAll(/href="(\/blog-category\/[^"]*)"/g)].map((m) => m[1]);
    const strays = links.filter((link) => !slugs.has(link));
    expect(strays, `${pagePath}: links to a category`).toEqual([]);
  }
});

test("structured data has Google's required and recommended properties on every page", () => {
  const now = new Date();
  const found: Record<string, number> = {};
  for (const [pagePath, html] of pages) {
    for (const ld of jsonLdOf(html)) {
      const type = String(ld["@type"]);
      found[type] = (found[type] ?? 0) + 1;
      const problems =
        type === "BlogPosting"
          ? checkBlogPosting(ld)
          : type === "JobPosting"
            ? checkJobPostingLd(ld, now)
            : type === "Product"
              ? checkProduct(ld)
              : type === "BreadcrumbList"
                ? checkBreadcrumbList(ld)
                : type === "Organization"
                  ? checkOrganization(ld)
                  : [];
      expect(problems, `${pagePath}: ${type}`).toEqual([]);
    }
  }
  expect(found).toMatchObject({ BlogPosting: posts.length * 2, JobPosting: jobs.length, Product: products.length, Organization: 1 });
  // Articles, categories, authors, jobs and the account pages have a trail to Home.
  expect(found.BreadcrumbList).toBeGreaterThanOrEqual(posts.length * 2 + categories.length + jobs.length);
});
