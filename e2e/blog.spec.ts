import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import YAML from "yaml";
import { axeViolations } from "./support/axe";
import { openHydrated, posts } from "./support/site";
import { expect, test } from "./support/test";

/** The figures of post 31, in the order its body shows them. */
const figures = (() => {
  const source = fs.readFileSync(path.resolve(__dirname, "../content/blog/31-roadmap/index.mdx"), "utf8");
  const fm = YAML.parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") as { figures: { id: string; alt: string }[] };
  const order = [...source.matchAll(/<Figure id="([^"]+)"/g)].map((m) => m[1]);
  return order.map((id) => fm.figures.find((f) => f.id === id) ?? { id, alt: "" });
})();
const total = figures.length;

const viewer = (page: Page) => page.getByRole("dialog", { name: "Image viewer" });
const counter = (page: Page) => viewer(page).locator(".pswp__counter");
const hashOf = (page: Page) => page.evaluate(() => window.location.hash);
/** The viewer takes keys once its opening animation has ended and it has moved focus into itself. */
const ready = (page: Page) => expect.poll(() => page.evaluate(() => document.activeElement?.closest(".pswp") !== null)).toBe(true);

test.describe("article image viewer", () => {
  test("opens at the pressed picture, moves with the arrow keys, and Escape closes it and clears the address", async ({ page }) => {
    await openHydrated(page, "/blog-details/31/");
    const first = page.getByRole("button", { name: new RegExp(figures[0].alt.slice(0, 30)) });
    await first.click();
    await expect(viewer(page)).toBeVisible();
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await expect.poll(() => hashOf(page)).toBe(`#&gid=figures&pid=${figures[0].id}`);
    await ready(page);

    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await expect.poll(() => hashOf(page)).toBe(`#&gid=figures&pid=${figures[1].id}`);

    await page.keyboard.press("Escape");
    await expect(viewer(page)).toHaveCount(0);
    await expect.poll(() => hashOf(page)).toBe("");
    await expect(first).toBeFocused();
  });

  test("offline, the pressed picture says the viewer could not be loaded, and opens on the next try", async ({ page }) => {
    await openHydrated(page, "/blog-details/31/");
    // The real service cannot be made to drop a request: the viewer's code alone fails to arrive.
    await page.route("**/image-viewer-*.js", (route) => route.abort("internetdisconnected"));
    const first = page.getByRole("button", { name: new RegExp(figures[0].alt.slice(0, 30)) });
    await first.click();
    await expect(page.getByRole("alert")).toContainText("This part of the page could not be loaded.");
    await expect(viewer(page)).toHaveCount(0);
    await page.unroute("**/image-viewer-*.js");
    await first.click();
    await expect(viewer(page)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("a shared address opens that picture, and Back closes it", async ({ page }) => {
    // A shared link, opened in a new tab.
    await openHydrated(page, `/blog-details/31/#&gid=figures&pid=${figures[1].id}`);
    await expect(viewer(page)).toBeVisible();
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await ready(page);
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toHaveCount(0);
    await expect.poll(() => hashOf(page)).toBe("");

    await openHydrated(page, "/blog-details/31/");
    await page.getByRole("button", { name: new RegExp(figures[0].alt.slice(0, 30)) }).click();
    await expect(viewer(page)).toBeVisible();
    await expect.poll(() => hashOf(page)).toBe(`#&gid=figures&pid=${figures[0].id}`);
    await ready(page);
    await page.goBack();
    await expect(viewer(page)).toHaveCount(0);
    await expect.poll(() => hashOf(page)).toBe("");
    await expect(page).toHaveURL(/\/blog-details\/31\/$/);
  });

  test("passes axe while open, in both themes", async ({ page }) => {
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await openHydrated(page, "/blog-details/31/");
      await page.getByRole("button", { name: new RegExp(figures[0].alt.slice(0, 30)) }).click();
      await expect(viewer(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

test.describe("article layouts", () => {
  test("the third layout shows its fixed tags, Prev and Next to the first post, related posts and no comment link", async ({ page }) => {
    await page.goto("/blog-details-3/31/");
    await expect(page.getByRole("region", { name: "Tags" }).getByRole("listitem")).toHaveText(["Marketing", "Strategies", "Boost", "Business"]);
    const more = page.getByRole("navigation", { name: "More articles" });
    await expect(more.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/blog-details/1/");
    await expect(more.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/blog-details/1/");
    await expect(page.getByRole("heading", { name: "Related to this topic:" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Be the first to write a comment." })).toHaveCount(0);
  });

  test("articles and cards show a reading time, and an article can be shared by e-mail", async ({ page }) => {
    await page.goto("/blog-details/31/");
    await expect(page.getByRole("article").getByText(/^\d+ min read$/).first()).toBeVisible();
    const email = page.getByRole("link", { name: "Share by e-mail" });
    await expect(email).toHaveAttribute("href", /^mailto:\?subject=.+&body=https?%3A%2F%2F.+%2Fblog-details%2F31%2F$/);
    await page.goto("/blog/");
    await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible();
  });
});

test.describe("feed", () => {
  test("every page points to the RSS feed, which lists every post newest first", async ({ page, request }) => {
    await page.goto("/blog/");
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
    expect(href).toBe("/rss.xml");
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const items = [...xml.matchAll(/<item>[\s\S]*?<title>([^<]*)<\/title>[\s\S]*?<pubDate>([^<]*)<\/pubDate>/g)];
    expect(items).toHaveLength(posts.length);
    const dates = items.map((m) => Date.parse(m[2]));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

test("an article's head carries BlogPosting data and Open Graph article tags", async ({ page }) => {
  await page.goto("/blog-details/31/");
  const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as Record<string, unknown>;
  expect(posting["@type"]).toBe("BlogPosting");
  expect(posting.headline).toBe(await page.getByRole("heading", { level: 1 }).textContent());
  expect(String(posting.image)).toMatch(/^https?:\/\/.+\.(jpg|png|webp)$/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", /^2025-\d\d-\d\d$/);
  await expect(page.locator('meta[property="article:author"]')).toHaveAttribute("content", /\S/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
});
