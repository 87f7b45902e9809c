/**
 * The search dialog and the header's overlays (issue 18): an article found by a word of its body and a job by its
 * title, by keyboard alone (the ARIA combobox: arrows move the active option, Enter opens it); results grouped
 * with the words marked; the empty result offering the blog; the mobile menu's field opening the same search with
 * its words without submitting the page; and the overlays' rule: one open at a time, closed by Escape, a backdrop
 * click and a route change, focus back on the opener, the next page scrolled to the top. axe on results and on
 * none, light and dark, 1280 and 375 px.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import YAML from "yaml";
import { expectAxeClean } from "./support/axe";
import { jobs, openHydrated, posts } from "./support/site";
import { expect, test } from "./support/test";

test.describe.configure({ mode: "parallel" });
test.use({ reducedMotion: "reduce" });

const root = path.resolve(__dirname, "..");
const site = YAML.parse(fs.readFileSync(path.join(root, "data/site.yaml"), "utf8")) as {
  labels: { openMenu: string; menuSearch: string };
  search: Record<string, string>;
  shop: Record<string, string>;
};
const s = site.search;

/** The bodies of the articles, by id, as written. */
const bodies = new Map(
  fs.readdirSync(path.join(root, "content/blog")).map((dir) => {
    const source = fs.readFileSync(path.join(root, "content/blog", dir, "index.mdx"), "utf8");
    const [, frontmatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source) ?? [];
    return [String((YAML.parse(frontmatter) as { id: string | number }).id), body] as const;
  }),
);
/** A word of one article's body that no other article, title or description holds: whichever posts exist. */
function bodyWordOf(): { id: string; title: string; word: string } {
  for (const post of posts) {
    const body = bodies.get(post.id) ?? "";
    const others = [...bodies].filter(([id]) => id !== post.id).map(([, text]) => text.toLowerCase());
    const word = (body.replace(/<[^>]*>|\([^)]*\)/g, " ").match(/\b[a-z]{9,}\b/g) ?? []).find(
      (candidate) => !others.some((text) => text.includes(candidate)) && !post.title.toLowerCase().includes(candidate),
    );
    if (word) return { id: post.id, title: post.title, word };
  }
  throw new Error("no article has a word of its own");
}

const dialog = (page: Page) => page.getByRole("dialog", { name: s.title });
const field = (page: Page) => dialog(page).getByRole("combobox", { name: s.input });

/** Presses ArrowDown until the active option (aria-activedescendant) holds `text`. */
async function arrowTo(page: Page, text: string): Promise<void> {
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press("ArrowDown");
    const active = await field(page).getAttribute("aria-activedescendant");
    if (active && ((await page.locator(`[id="${active}"]`).textContent()) ?? "").includes(text)) return;
  }
  throw new Error(`no option holds "${text}"`);
}

/** axe on the open dialog, at both widths in both schemes. */
const scan = (page: Page, state: string): Promise<void> => expectAxeClean(page, state, { within: "dialog[open]" });

test("search by keyboard: an article by a word of its body, a job by its title, and nothing", async ({ page }) => {
  const article = bodyWordOf();
  const job = jobs[jobs.length - 1];
  const indexRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/search-index.json") indexRequests.push(request.url());
  });
  await openHydrated(page, "/");
  expect(indexRequests, "the index is not loaded with the page").toEqual([]);

  const opener = page.getByRole("banner").getByRole("button", { name: s.button, exact: true });
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(field(page)).toBeFocused();
  expect(indexRequests).toHaveLength(1);
  await expect(dialog(page).getByRole("status")).toHaveText(s.hint);

  await page.keyboard.type(article.word);
  const option = dialog(page).getByRole("option", { name: new RegExp(article.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
  await expect(option).toBeVisible();
  await expect(dialog(page).getByRole("group", { name: s.articles })).toBeVisible();
  await expect(dialog(page).getByRole("status")).toHaveText(/^(1 result|\d+ results)$/);
  await scan(page, "results");
  await arrowTo(page, article.title);
  await expect(option).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/blog-details/${article.id}/$`));
  await expect(dialog(page)).toBeHidden();

  // A job by its title, the words marked.
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(field(page)).toHaveValue("");
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(job.name);
  const jobs_ = dialog(page).getByRole("group", { name: s.jobs });
  await expect(jobs_.getByRole("option", { name: new RegExp(job.name) }).first()).toBeVisible();
  await expect(jobs_.locator("mark").first()).toBeVisible();
  await arrowTo(page, job.name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/page-career-detail/${job.id}/$`));

  // Nothing found: it says so and offers the blog.
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(field(page)).toBeFocused();
  await page.keyboard.type("zqxwvy");
  await expect(dialog(page).getByRole("status")).toHaveText(s.none.replace("{query}", "zqxwvy"));
  await expect(field(page)).toHaveAttribute("aria-expanded", "false");
  await expect(dialog(page).getByRole("link", { name: s.browseBlog })).toBeVisible();
  await scan(page, "no results");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(opener).toBeFocused();
  expect(indexRequests, "the index is fetched once").toHaveLength(1);
});

test("the overlays: one at a time, Escape, backdrop, route change, focus back, the next page at the top", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openHydrated(page, "/page-about/");
  // Nothing in the header may push the page wider than a phone's screen, down to WCAG's 320 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  await page.setViewportSize({ width: 375, height: 800 });
  const menuButton = page.getByRole("banner").getByRole("button", { name: site.labels.openMenu, exact: true });
  const menu = page.getByRole("dialog", { name: site.labels.openMenu });

  // The mobile menu's field: Enter opens the site search with its words; the page is not submitted; the menu closes.
  await menuButton.click();
  await menu.getByRole("searchbox", { name: site.labels.menuSearch }).fill("pricing");
  await page.keyboard.press("Enter");
  await expect(field(page)).toHaveValue("pricing");
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/page-about\/$/);
  await expect(dialog(page).getByRole("group", { name: s.pages })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(menuButton).toBeFocused();

  // The cart panel: a click on the backdrop closes it and focus returns to the cart button.
  const cartButton = page.getByRole("banner").getByRole("button", { name: new RegExp(`^${site.shop.cartButton}`) });
  const panel = page.getByRole("dialog", { name: site.shop.panelTitle });
  await cartButton.click();
  await expect(panel).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(panel).toBeHidden();
  await expect(cartButton).toBeFocused();

  // A route change closes the open overlay, and the next page starts at the top.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // Scrolled down, the header has slid away; a keyboard user's focus brings it back.
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await menu.getByRole("link").filter({ hasText: /pricing/i }).first().click();
  await expect(page).toHaveURL(/\/page-pricing\/$/);
  await expect(menu).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // The header's Search button is there from 640 px (on a phone the menu's field opens the search).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("banner").getByRole("button", { name: s.button, exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(field(page)).toBeFocused();
  await page.keyboard.type("about");
  await expect(dialog(page).getByRole("option").first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/page-pricing\/$/);
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
