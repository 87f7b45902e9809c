import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { startSignedIn } from "./support/accounts";
import { fixedRoutes, isMemberRoute, legal, openHydrated } from "./support/site";

// One test per route and mode, shared out over every worker instead of running in one: this file is half the suite.
test.describe.configure({ mode: "parallel" });

/** Every fixed route plus one page of each generated family, including an article without a body. */
const routes = [
  ...fixedRoutes.filter((r) => r.path !== "/index/").map((r) => r.path),
  ...legal.map((r) => r.path),
  "/blog-details/26/",
  "/blog-details/1/",
  "/blog-details-3/31/",
  "/blog-category/Inclusive%20Design/",
  "/blog-author/maya-okafor/",
  "/page-career-detail/1/",
  "/page-apply/1/",
  "/shop-product-detail/1/",
  "/no-such-page/",
];

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/**
 * Dark mode switches colour tokens only (STYLE §8): the markup, names and roles are the light page's, already
 * scanned with every rule. So the dark pass runs the rules that read colours, which keeps the whole scan within
 * npm test's time on a 2-core machine (each full scan costs about 3 s of CPU there).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

const violations = (results: { violations: { id: string; nodes: { target: unknown[] }[] }[] }) =>
  results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`axe at ${viewport.width} px, light then dark`, () => {
    // Reduced motion shows every section at once (no scroll reveal), so axe checks all of them in their final look.
    test.use({ viewport, colorScheme: "light", reducedMotion: "reduce" });
    for (const route of routes) {
      test(route, async ({ page, request }) => {
        // Members' pages are scanned as a member sees them (signed out, they send the visitor to /sign-in/).
        if (isMemberRoute(route)) await startSignedIn(page, request);
        // After hydration, so the theme provider follows the system setting below and the page has settled.
        await openHydrated(page, route);
        await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(violations(await new AxeBuilder({ page }).withTags(WCAG_AA).analyze())).toEqual([]);
        // With no stored choice the theme follows the system setting as it changes.
        await page.emulateMedia({ colorScheme: "dark" });
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        // The first scan may leave the page scrolled, and the header hides while scrolling down: back to the top,
        // with the header in view, so colours are measured against what a visitor sees behind them.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByRole("banner")).toBeInViewport({ ratio: 1 });
        expect(violations(await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze())).toEqual([]);
      });
    }
  });
}

test("an open mobile menu passes axe in both themes", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }
});

test("the open video dialog and the carousels' autoplay controls pass axe in both themes", async ({ page }) => {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "no-preference" });
    await openHydrated(page, "/page-features/");
    await expect(page.getByRole("button", { name: "Pause" }).first()).toBeVisible();
    const carousels = await new AxeBuilder({ page }).include('[aria-roledescription="carousel"]').withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(carousels.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    await openHydrated(page, "/");
    await page.getByRole("button", { name: "Watch the intro video" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const dialog = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(dialog.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
