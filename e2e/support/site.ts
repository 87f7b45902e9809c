/** What the browser tests expect, read from the same data/ and content/ files the site is built from. */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import YAML from "yaml";

const root = path.resolve(__dirname, "../..");
const readYaml = <T>(file: string): T => YAML.parse(fs.readFileSync(path.join(root, file), "utf8")) as T;

const pages = readYaml<{ key: string; heading: string }[]>("data/pages.yaml");
const heading = (key: string): string => {
  const page = pages.find((p) => p.key === key);
  if (!page) throw new Error(`data/pages.yaml has no page "${key}"`);
  return page.heading;
};

/** Pages with a fixed address: path and the text of their h1. */
export const fixedRoutes: { path: string; heading: string }[] = [
  ["/", "home"],
  ["/index/", "home"],
  ["/page-features/", "features"],
  ["/page-pricing/", "pricing"],
  ["/page-about/", "about"],
  ["/page-career/", "career"],
  ["/page-contact/", "contact"],
  ["/page-integrations/", "integrations"],
  ["/page-team/", "team"],
  ["/blog/", "blog"],
  ["/blog-classic/", "blogClassic"],
  ["/sign-up/", "signUp"],
  ["/sign-in/", "signIn"],
  ["/reset-password/", "resetPassword"],
  ["/page-waitlist/", "waitlist"],
  ["/verify-email/", "verifyEmail"],
  ["/newsletter-confirm/", "newsletterConfirm"],
  ["/newsletter-unsubscribe/", "newsletterUnsubscribe"],
  ["/coming-soon/", "comingSoon"],
  ["/page-not-found/", "notFound"],
  ["/shop-cart/", "shopCart"],
  ["/shop-checkout/", "shopCheckout"],
].map(([p, key]) => ({ path: p, heading: heading(key) }));

/** Pages for signed-in members only: a signed-out visitor is sent to /sign-in/ (tests sign in first). */
export const isMemberRoute = (path: string): boolean => path.startsWith("/page-waitlist/") || path.startsWith("/page-apply/");

export interface Post {
  id: string;
  title: string;
  category: string;
  author: string;
  date: string;
  hasBody: boolean;
}

export const posts: Post[] = fs
  .readdirSync(path.join(root, "content/blog"))
  .map((dir) => {
    const source = fs.readFileSync(path.join(root, "content/blog", dir, "index.mdx"), "utf8");
    const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source);
    if (!match) throw new Error(`content/blog/${dir}: no frontmatter`);
    const fm = YAML.parse(match[1]) as Record<string, string>;
    return {
      id: String(fm.id),
      title: fm.title,
      category: fm.category,
      author: fm.author,
      date: String(fm.date),
      hasBody: match[2].trim().length > 0,
    };
  })
  .sort((a, b) => Number(a.id) - Number(b.id));

/** Posts in the order the lists show them: newest first, same-day posts by descending id (src/shared/lib/posts.ts). */
export const postsAsListed: Post[] = [...posts].sort((a, b) => (a.date === b.date ? Number(b.id) - Number(a.id) : a.date < b.date ? 1 : -1));

export const postById = (id: string): Post => {
  const post = posts.find((p) => p.id === id);
  if (!post) throw new Error(`no post ${id}`);
  return post;
};

export const jobs = readYaml<{ id: string | number; name: string }[]>("data/jobs.yaml").map((j) => ({ id: String(j.id), name: j.name }));
export const products = readYaml<{ id: string | number; name: string }[]>("data/products.yaml").map((p) => ({ id: String(p.id), name: p.name }));
export const categories = readYaml<{ name: string }[]>("data/categories.yaml").map((c) => c.name);
export const authors = readYaml<{ id: string; name: string }[]>("data/authors.yaml");
export const notFoundHeading = heading("notFound");
export const homeHeading = heading("home");
export const categoryHeading = heading("blogCategory");
export const authorHeading = heading("blogAuthor");

export const legal = ["terms", "privacy", "cookie-policy"].map((slug) => {
  const source = fs.readFileSync(path.join(root, "content/legal", `${slug}.mdx`), "utf8");
  const fm = YAML.parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") as { title: string };
  return { path: `/page-${slug}/`, heading: fm.title };
});

/** Every fixed route plus one page of each generated family, including an article without a body and a 404. */
export const everyRoute: string[] = [
  ...fixedRoutes.filter((r) => r.path !== "/index/").map((r) => r.path),
  ...legal.map((r) => r.path),
  "/page-accessibility/",
  "/blog-details/26/",
  "/blog-details/1/",
  "/blog-details-3/31/",
  "/blog-category/inclusive-design/",
  "/blog-author/maya-okafor/",
  "/page-career-detail/1/",
  "/page-apply/1/",
  "/shop-product-detail/1/",
  "/no-such-page/",
];

/** Collects uncaught errors and console errors; React reports hydration mismatches as "Minified React error #418". */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Opens a page and waits until React has hydrated it, so clicks and key presses reach their handlers. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Waits until React has attached its handlers to the page: its main element, and the parts that hydrate apart
 * after it (page sections, the article's parts, the footer: see HydrateApart).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (el: Element | null): boolean => el !== null && Object.keys(el).some((key) => key.startsWith("__reactProps"));
    return hydrated(document.getElementById("main")) && [...document.querySelectorAll("[data-reveal], footer, main article > *")].every(hydrated);
  });
}

/**
 * Waits for the scroll position just reached to be noted: Gatsby's scroll handler saves it for Back in the next
 * animation frame after a scroll, under the address shown then. Two frames, so the save has run.
 */
export async function afterScrollNoted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
