import type { Page } from "@playwright/test";
import { registerViaApi, seedSession, signInViaApi } from "./support/accounts";
import { axeViolations } from "./support/axe";
import { layoutProblems, settled } from "./support/layout";
import { openHydrated } from "./support/site";
import { demoHeading, dialogNamed, navWords, openMobileMenu, openSolutionsMenu, withConsentChosen } from "./support/states";
import { expect, test } from "./support/test";

/**
 * The defects of the third visitor's walk (shared/reviews/visitor-walk-3.md, issue 39): the desktop Solutions
 * menu's lists run in one row, the cookie policy and the dashboard scroll sideways on a phone, and a phone offers
 * no demo request or waitlist sign-up outside the footer.
 */
test.use({ reducedMotion: "reduce" });
test.beforeEach(async ({ page }) => withConsentChosen(page));

const documentWidth = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth);

test("the Solutions menu shows its two lists side by side, each entry below the last and inside the panel, light and dark", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, "/");
  const panel = await openSolutionsMenu(page);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
    const [solutions, integrations] = await panel.getByRole("list").all();
    const column = (list: typeof solutions) =>
      list
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map(({ x, y, width, height }) => ({ x, y, width, height })));
    const left = await column(solutions);
    const right = await column(integrations);
    // One entry under the other, in two columns: Integrations to the right of Solutions.
    for (const boxes of [left, right]) {
      for (let i = 1; i < boxes.length; i += 1) {
        expect(boxes[i].y, "each entry below the one before").toBeGreaterThanOrEqual(boxes[i - 1].y + boxes[i - 1].height - 1);
        expect(Math.abs(boxes[i].x - boxes[0].x), "entries of a list start at one edge").toBeLessThan(1);
      }
    }
    expect(right[0].x).toBeGreaterThanOrEqual(left[0].x + left[0].width);
    expect(await layoutProblems(page)).toEqual([]);
  }
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the cookie policy's table scrolls in its own box, with a cue, by keyboard too; the page does not", async ({ page }) => {
    await openHydrated(page, "/page-cookie-policy/");
    await settled(page);
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    const table = page.getByRole("table", { name: "The categories we use" });
    const region = page.getByRole("region", { name: "The categories we use" });
    await expect(region).toBeVisible();
    await expect(region.getByRole("table")).toBeVisible();
    // The shadow at the right edge says there is more that way; none at the left edge yet.
    const frame = region.locator("..");
    await expect(frame).toHaveAttribute("data-more-end", "true");
    await expect(frame).toHaveAttribute("data-more-start", "false");
    // Keyboard: Tab reaches the box, the arrow keys scroll it.
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(frame).toHaveAttribute("data-more-start", "true");
    // Scrolled to its end, the last column is in view and the cue turns round.
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const lastColumn = await table.getByRole("columnheader").last().boundingBox();
    const box = await region.boundingBox();
    expect(lastColumn && box && lastColumn.x + lastColumn.width).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0) + 1);
    await expect(frame).toHaveAttribute("data-more-end", "false");
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
      expect(await axeViolations(page, { within: "main" })).toEqual([]);
    }
  });

  test("the dashboard wraps a member's long e-mail address in its welcome instead of scrolling sideways", async ({ page, request }) => {
    // 22 characters before the domain's end, as in the walk: ana.first2@example.com; unique per run.
    const email = `ana.first${Date.now().toString(36).slice(-6)}@example.com`;
    await registerViaApi(request, email);
    await seedSession(page, await signInViaApi(request, email));
    await openHydrated(page, "/page-waitlist/");
    await expect(page.getByRole("heading", { name: `Welcome, ${email}!` })).toBeVisible();
    await settled(page);
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    await expect(page.getByRole("heading", { name: `Welcome, ${email}!` })).toBeInViewport({ ratio: 1 });
  });

  test("the menu offers Request a demo, which opens the demo dialog and gives focus back, and Join the waitlist", async ({ page }) => {
    await openHydrated(page, "/page-about/");
    let menu = await openMobileMenu(page);
    const demo = menu.getByRole("button", { name: navWords.demo.label });
    await expect(demo).toBeVisible();
    await expect(menu.getByRole("link", { name: navWords.waitlist.label })).toHaveAttribute("href", navWords.waitlist.to);
    expect(await axeViolations(page, { within: "dialog[open]" })).toEqual([]);
    // By keyboard: the demo dialog takes the menu's place.
    await demo.focus();
    await page.keyboard.press("Enter");
    const dialog = dialogNamed(page, demoHeading);
    await expect(dialog).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(dialog.getByRole("button").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();

    menu = await openMobileMenu(page);
    await menu.getByRole("link", { name: navWords.waitlist.label }).click();
    await expect(page).toHaveURL(navWords.waitlist.to);
    await expect(menu).toBeHidden();
  });

  test("signed in, the menu offers what the desktop header does: the dashboard, no demo or sign-up", async ({ page, request }) => {
    const email = await registerViaApi(request);
    await seedSession(page, await signInViaApi(request, email));
    await openHydrated(page, "/page-about/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
    const menu = await openMobileMenu(page);
    await expect(menu.getByRole("link", { name: "Waitlist Dashboard" })).toBeVisible();
    await expect(menu.getByRole("button", { name: navWords.demo.label })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: navWords.waitlist.label })).toHaveCount(0);
  });
});
