/**
 * What a new visitor does: follows the lists by clicking (client-side navigation after hydration, not page loads),
 * opens the Solutions menu with a screen reader, and looks at the pricing page before opening anything.
 * Every expectation is read from data/ and content/, so a new post, author or category changes nothing here.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import YAML from "yaml";
import { afterScrollNoted, authorHeading, authors, categories, categoryHeading, openHydrated, postsAsListed, type Post } from "./support/site";
import { expect, test } from "./support/test";

/** How many posts a category or author page lists (SPEC §9: "category and author lists 9"). */
const LIST_LENGTH = 9;
/** How many posts /blog-classic/ lists (SPEC §9: "classic 7 posts"). */
const CLASSIC_LENGTH = 7;

const byNewest = postsAsListed;
const listedBy = (authorId: string): Post[] => byNewest.filter((p) => p.author === authorId).slice(0, LIST_LENGTH);
const listedIn = (category: string): Post[] => byNewest.filter((p) => p.category === category).slice(0, LIST_LENGTH);

/** A list page that shows a card of `wanted` (so its badge and author link are on the page). */
function listShowing(wanted: (post: Post) => boolean): string {
  if (byNewest.slice(0, CLASSIC_LENGTH).some(wanted)) return "/blog-classic/";
  const author = authors.find((a) => listedBy(a.id).some(wanted));
  if (!author) throw new Error("no list shows a matching post");
  return `/blog-author/${author.id}/`;
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const cards = (page: Page) => page.getByRole("main").getByRole("article");

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Checks the current list page shows `expected` in order, then clicks the title of each card in `toOpen` and checks
 * its article opens at its top, coming back each time to the list where it was left.
 */
async function openCards(page: Page, expected: readonly Post[], toOpen: readonly Post[] = expected): Promise<void> {
  const listHeading = await h1(page).textContent();
  await expect(cards(page).getByRole("heading")).toHaveText(expected.map((post) => post.title));
  for (const post of toOpen) {
    const title = cards(page).getByRole("heading").getByRole("link", { name: post.title, exact: true });
    await title.scrollIntoViewIfNeeded();
    await afterScrollNoted(page);
    const left = await scrollY(page);
    await title.click();
    await expect(page).toHaveURL(new RegExp(`/blog-details/${post.id}/$`));
    await expect(h1(page)).toHaveText(post.title);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(h1(page)).toHaveText(listHeading ?? "");
    await expect.poll(() => scrollY(page)).toBe(left);
  }
}

/** Posts the category tests open. */
const openedFromCategories = new Set(categories.flatMap((category) => listedIn(category).map((post) => post.id)));

test.describe("following the blog's lists by clicking", () => {
  // Each test clicks through up to nine articles and back: twenty page changes, more than the default budget allows.
  test.describe.configure({ mode: "parallel", timeout: 120_000 });

  for (const category of categories) {
    test(`the badge of “${category}” opens its category, and every post it lists opens`, async ({ page }) => {
      await openHydrated(page, listShowing((p) => p.category === category));
      await cards(page).getByRole("link", { name: category, exact: true }).first().click();
      await expect(h1(page)).toHaveText(`${categoryHeading} ${category}`);
      await openCards(page, listedIn(category));
    });
  }

  for (const author of authors) {
    test(`the name of ${author.name} opens their page, and every post it lists opens`, async ({ page }) => {
      await openHydrated(page, listShowing((p) => p.author === author.id));
      await cards(page).getByRole("link", { name: author.name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/blog-author/${author.id}/$`));
      await expect(h1(page)).toHaveText(authorHeading);
      // Posts a category test already opened are only checked in the list, except the first: every listed post
      // is opened once over the whole suite.
      const listed = listedBy(author.id);
      await openCards(page, listed, listed.filter((post, i) => i === 0 || !openedFromCategories.has(post.id)));
    });
  }
});

const siteLabels = (YAML.parse(fs.readFileSync(path.resolve(__dirname, "../data/site.yaml"), "utf8")) as { labels: Record<string, string> }).labels;
const solutions = (
  YAML.parse(fs.readFileSync(path.resolve(__dirname, "../data/navigation.yaml"), "utf8")) as {
    solutions: { items: { label: string; soon?: boolean }[] }[];
  }
).solutions.flatMap((group) => group.items);

test("each Solutions entry is announced as its name, then its tag", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Solutions" }).click();
  const menu = page.getByRole("navigation", { name: "Main" });
  for (const item of solutions) {
    const name = item.soon ? siteLabels.soonName.replace("{label}", item.label) : item.label;
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
});

const pricingWords = (() => {
  const pages = YAML.parse(fs.readFileSync(path.resolve(__dirname, "../data/pages.yaml"), "utf8")) as { key: string; strings?: { key: string; text: string }[] }[];
  const words = pages.find((p) => p.key === "pricing")?.strings ?? [];
  const word = (key: string): string => words.find((w) => w.key === key)?.text ?? `(no word ${key})`;
  return { show: word("showComparison"), back: word("backToPlan"), caption: word("comparisonCaption") };
})();

test("'Back to Plan' shows only while the comparison is open", async ({ page }) => {
  await openHydrated(page, "/page-pricing/");
  const back = page.getByRole("button", { name: pricingWords.back, exact: true });
  await expect(page.getByRole("button", { name: pricingWords.show })).toBeVisible();
  await expect(back).toHaveCount(0);
  await page.getByRole("button", { name: pricingWords.show }).click();
  await expect(page.getByRole("table", { name: pricingWords.caption })).toBeVisible();
  await expect(back).toBeVisible();
  await back.click();
  await expect(back).toHaveCount(0);
});
