import type { Page } from "@playwright/test";
import { openHydrated } from "./support/site";
import { expect, test } from "./support/test";

/**
 * A long page's lower parts are drawn after its first screen (src/shared/lib/draw-later.ts): on a fresh arrival the first
 * layout covers the first screen only, and the rest is drawn after load, one part per frame. A visitor must not be
 * able to tell: the first screen is whole, nothing moves, End goes to the real end, print has every part, and the
 * page ends as tall as it always was.
 */
const ARTICLE = "/blog-details/26/";

interface Watch {
  shifts: number;
  drawingAtFirstFrame: boolean | null;
}

/** Records, from the page's start, the layout shifts and whether parts were left to draw in its first frame. */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = { shifts: 0, drawingAtFirstFrame: null as boolean | null };
    (window as unknown as { watch: Watch }).watch = w;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    requestAnimationFrame(() => {
      w.drawingAtFirstFrame = document.documentElement.hasAttribute("data-drawing");
    });
  });
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as { watch: Watch }).watch);

/** The parts still left undrawn: what the browser skips (content-visibility: auto). */
const undrawn = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("body *")].filter((el) => getComputedStyle(el).contentVisibility === "auto").length);

/** Slows the connection so that the page's pictures keep its load event, and the drawing of the rest, waiting. */
async function slowConnection(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 100, downloadThroughput: 40 * 1024, uploadThroughput: 40 * 1024 });
}

test("an article arriving fresh shows its whole first screen, then draws the rest after load, as tall as on a reload", async ({ page }) => {
  await watch(page);
  await page.goto(ARTICLE);
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-drawing"));
  const arrival = await watched(page);
  expect(arrival.drawingAtFirstFrame, "parts left to draw in the first frame").toBe(true);
  expect(arrival.shifts, "layout shift").toBe(0);
  expect(await undrawn(page)).toBe(0);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);

  await page.reload();
  await expect(page.getByRole("contentinfo")).toBeAttached();
  const reloaded = await watched(page);
  expect(reloaded.drawingAtFirstFrame, "a reload restores a scroll position: everything is drawn at once").toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
});

test("while the rest of an article waits to be drawn, End reaches the real end of the page", async ({ page }) => {
  await watch(page);
  await slowConnection(page);
  await page.goto(ARTICLE, { waitUntil: "domcontentloaded" });
  expect(await undrawn(page), "parts still waiting before load").toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();

  await page.keyboard.press("End");
  await expect(page.getByRole("contentinfo").getByText(/©/)).toBeInViewport();
  expect(await undrawn(page)).toBe(0);
  const { atEnd } = await page.evaluate(() => ({ atEnd: scrollY + innerHeight >= document.documentElement.scrollHeight - 1 }));
  expect(atEnd, "scrolled to the bottom").toBe(true);
  expect((await watched(page)).shifts, "layout shift").toBe(0);
});

test("printed before the rest of an article is drawn, every part is there", async ({ page }) => {
  await slowConnection(page);
  await page.goto(ARTICLE, { waitUntil: "domcontentloaded" });
  expect(await undrawn(page), "parts still waiting before load").toBeGreaterThan(0);
  await page.emulateMedia({ media: "print" });
  expect(await undrawn(page)).toBe(0);
});

test("an address naming a place in the article draws everything at once", async ({ page }) => {
  await watch(page);
  await page.goto(`${ARTICLE}#main`);
  await expect(page.getByRole("contentinfo")).toBeAttached();
  expect((await watched(page)).drawingAtFirstFrame).toBe(false);
  expect(await undrawn(page)).toBe(0);
});

test("an article reached by clicking a card on the blog draws everything at once, as React renders it", async ({ page }) => {
  await openHydrated(page, "/blog/");
  await expect(page.locator("html")).not.toHaveAttribute("data-drawing");
  await page.getByRole("main").getByRole("heading").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/blog-details\/\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await undrawn(page)).toBe(0);
  await expect(page.getByRole("contentinfo").getByText(/©/)).toBeAttached();
});

test("a screen reader meets every heading and link of an article while its lower parts wait to be drawn", async ({ playwright }, testInfo) => {
  // A screen reader turns the browser's accessibility on from the start, as this switch does; with it on, the parts
  // not yet drawn are in the accessibility tree (without it, the tree holds the first screen's only).
  const options = testInfo.project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({ ...options, args: [...(options.args ?? []), "--force-renderer-accessibility"] });
  try {
    const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    await slowConnection(page);
    await page.goto(ARTICLE, { waitUntil: "domcontentloaded" });
    expect(await undrawn(page), "parts still waiting before load").toBeGreaterThan(0);
    const cdp = await page.context().newCDPSession(page);
    // Compared without case and spaces: until a part is drawn, its names come from the markup without layout (a
    // heading styled in capitals is named in capitals, a visually hidden phrase loses the space before it).
    const named = async (role: string) =>
      (await cdp.send("Accessibility.getFullAXTree")).nodes
        .filter((node) => !node.ignored && node.role?.value === role)
        .map((node) =>
          String(node.name?.value ?? "")
            .replace(/\s+/g, "")
            .toLowerCase(),
        )
        .sort();
    const waiting = { headings: await named("heading"), links: await named("link") };

    await page.keyboard.press("End");
    expect(await undrawn(page)).toBe(0);
    expect(waiting).toEqual({ headings: await named("heading"), links: await named("link") });
  } finally {
    await browser.close();
  }
});
