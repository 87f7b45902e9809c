import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { startSignedIn } from "./support/accounts";
import { axeViolations } from "./support/axe";
import { everyRoute, isMemberRoute, openHydrated } from "./support/site";

// One test per route and mode, shared out over every worker instead of running in one: this file is half the suite.
test.describe.configure({ mode: "parallel" });

const routes = everyRoute;

/**
 * axe as the page is now, every rule, then again in dark. The first scan may leave the page scrolled, and the header
 * hides while scrolling down: back to the top, with the header in view, so colours are measured against what a
 * visitor sees behind them.
 */
async function scanBothThemes(page: Page, first: "light" | "dark"): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of first === "light" ? (["light", "dark"] as const) : (["dark", "light"] as const)) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole("banner")).toBeInViewport({ ratio: 1 });
    const width = page.viewportSize()?.width ?? 0;
    found.push(...(await axeViolations(page)).map((v) => `${width} px, ${scheme}: ${v}`));
  }
  return found;
}

test.describe("axe at 1280 and 375 px, light and dark", () => {
  // Reduced motion shows every section at once (no scroll reveal), so axe checks all of them in their final look.
  test.use({ viewport: { width: 1280, height: 800 }, colorScheme: "light", reducedMotion: "reduce" });
  for (const route of routes) {
    test(route, async ({ page, request }) => {
      // Members' pages are scanned as a member sees them (signed out, they send the visitor to /sign-in/).
      if (isMemberRoute(route)) await startSignedIn(page, request);
      // After hydration, so the theme provider follows the system setting below and the page has settled.
      await openHydrated(page, route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // With no stored choice the theme follows the system setting as it changes; the phone width is the same page
      // turned narrow, as a visitor resizing a window sees it.
      const found = await scanBothThemes(page, "light");
      await page.setViewportSize({ width: 375, height: 740 });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      found.push(...(await scanBothThemes(page, "dark")));
      expect(found).toEqual([]);
    });
  }
});

test("an open mobile menu passes axe in both themes", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
});

test("the open video dialog and the carousels' autoplay controls pass axe in both themes", async ({ page }) => {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "no-preference" });
    await openHydrated(page, "/page-features/");
    await expect(page.getByRole("button", { name: "Pause" }).first()).toBeVisible();
    expect(await axeViolations(page, { within: '[aria-roledescription="carousel"]' })).toEqual([]);

    await openHydrated(page, "/");
    await page.getByRole("button", { name: "Watch the intro video" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
});
