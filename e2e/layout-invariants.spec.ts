import { breakpoint } from "../src/styles/theme";
import { startSignedIn } from "./support/accounts";
import { expectLayoutHolds, settled } from "./support/layout";
import { everyRoute, isMemberRoute, openHydrated } from "./support/site";
import {
  ARTICLE_WITH_FIGURES,
  cookieTabs,
  headerWords,
  openCart,
  openCookieSettings,
  openImageViewer,
  openLeadDialog,
  openMobileMenu,
  openSearch,
  openSolutionsMenu,
  showCookieTab,
  openVideo,
  openWithCookieBanner,
  withConsentChosen,
} from "./support/states";
import { expect, test } from "./support/test";

/**
 * What a visitor sees, checked on every page and in every menu and dialog at 320, 375 and 1280 px, light and dark:
 * the page never scrolls sideways, no two visible controls cover each other, and every menu entry lies inside its
 * panel (e2e/support/layout.ts). Each page is loaded once and turned narrow and dark in place.
 */
test.describe.configure({ mode: "parallel" });
// Reduced motion shows every section at once (no scroll reveal), in its final place.
test.use({ reducedMotion: "reduce", colorScheme: "light" });

/** Every page in src/pages and one of each generated family, and an article with figures. */
const routes = [...everyRoute, ARTICLE_WITH_FIGURES];

test.describe("every page", () => {
  test.beforeEach(async ({ page }) => withConsentChosen(page));
  for (const route of routes) {
    test(route, async ({ page, request }) => {
      // Members' pages as a member sees them, with an address longer than most (member.<12 characters>@example.com).
      const email = isMemberRoute(route) ? await startSignedIn(page, request) : null;
      await openHydrated(page, route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The dashboard greets the member by address once the account's details have arrived.
      if (email && route === "/page-waitlist/") await expect(page.getByText(email).first()).toBeVisible();
      await expectLayoutHolds(page, route);
    });
  }
});

test.describe("menus and dialogs", () => {
  test.beforeEach(async ({ page }) => withConsentChosen(page));

  test("the header's Solutions menu, open at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, "/");
    await openSolutionsMenu(page);
    await expectLayoutHolds(page, "Solutions menu", [1280]);
  });

  test("the header where it swaps the Menu button for its navigation, signed out and signed in", async ({ page, request }) => {
    // Where Request a demo joins the header (640 px: the hidden signed-in links once made it 650 px wide there) and
    // Waitlist Dashboard (768 px), a tablet's widths, and both sides of breakpoint.menu: from 877 px the header
    // once showed its navigation, and up to about 1,130 px the page scrolled sideways with the search, cart and
    // theme buttons beyond the edge.
    const widths = [640, breakpoint.md, 877, 1024, breakpoint.menu, breakpoint.menu + 1];
    const main = page.getByRole("banner").getByRole("navigation");
    const menuButton = page.getByRole("banner").getByRole("button", { name: headerWords.menu });
    await openHydrated(page, "/page-about/");
    await expectLayoutHolds(page, "header, signed out", widths);
    await startSignedIn(page, request);
    await openHydrated(page, "/page-about/");
    await expect(page.getByRole("banner").getByRole("button", { name: headerWords.logout })).toBeVisible();
    await expectLayoutHolds(page, "header, signed in", widths);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const wide = width > breakpoint.menu;
      await expect(main, `${width} px`).toBeVisible({ visible: wide });
      await expect(menuButton, `${width} px`).toBeVisible({ visible: !wide });
    }
  });

  test("the mobile menu, open, signed out and signed in", async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openHydrated(page, "/");
    await openMobileMenu(page);
    await expectLayoutHolds(page, "mobile menu", [320, 375, breakpoint.menu]);
    await startSignedIn(page, request);
    await openHydrated(page, "/page-about/");
    await openMobileMenu(page);
    await expectLayoutHolds(page, "mobile menu, signed in", [320, 375, breakpoint.menu]);
  });

  test("the search, demo and newsletter dialogs", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, "/page-about/");
    const search = await openSearch(page);
    await search.getByRole("combobox").fill("gesture");
    await expect(search.getByRole("option").first()).toBeVisible();
    await expectLayoutHolds(page, "search dialog with results");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 800 });
    await settled(page);
    await openLeadDialog(page, "demo");
    await expectLayoutHolds(page, "demo dialog");
    await page.keyboard.press("Escape");
    await openLeadDialog(page, "newsletter");
    await expectLayoutHolds(page, "newsletter dialog");
  });

  test("the video dialog and the cart panel", async ({ page }) => {
    await openHydrated(page, "/");
    await openVideo(page);
    await expectLayoutHolds(page, "video dialog");
    await page.keyboard.press("Escape");
    await openCart(page);
    await expectLayoutHolds(page, "cart panel");
  });

  test("the image viewer on an article", async ({ page }) => {
    await openHydrated(page, ARTICLE_WITH_FIGURES);
    await openImageViewer(page);
    await expectLayoutHolds(page, "image viewer");
  });
});

test("with the cookie banner open, the page's last lines scroll up above it", async ({ page }) => {
  const banner = await openWithCookieBanner(page, "/page-pricing/");
  const footer = page.getByRole("contentinfo");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The banner's height is read by a ResizeObserver after the resize: scroll to the end until both have settled.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await settled(page);
        const [end, top] = await Promise.all([footer.boundingBox(), banner.boundingBox()]);
        return end && top ? Math.round(top.y - (end.y + end.height)) : Number.NaN;
      }, `${width} px: the footer's end stands above the banner's top`)
      .toBeGreaterThanOrEqual(0);
  }
});

test("the cookie banner of a first visit, and the cookie settings on each tab", async ({ page }) => {
  await openWithCookieBanner(page, "/page-pricing/");
  await expectLayoutHolds(page, "cookie banner");
  const settings = await openCookieSettings(page);
  for (const tab of cookieTabs) {
    await showCookieTab(settings, tab);
    await expectLayoutHolds(page, `cookie settings, ${tab} tab`);
  }
});
