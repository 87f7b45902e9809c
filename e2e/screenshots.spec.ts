import type { Locator, Page } from "@playwright/test";
import { registerViaApi, seedSession, signInViaApi } from "./support/accounts";
import { settled } from "./support/layout";
import {
  ARTICLE_WITH_FIGURES,
  cookieTabs,
  openCart,
  openCookieSettings,
  openHydrated,
  openImageViewer,
  openLeadDialog,
  openMobileMenu,
  openSearch,
  openSolutionsMenu,
  openVideo,
  showCookieTab,
  openWithCookieBanner,
  withConsentChosen,
} from "./support/states";
import { expect, test } from "./support/test";

/**
 * Screenshot baselines of the key states at 1280 and 375 px (docs/testing.md says how to update and review them).
 * Stable on one machine: no animations (reduced motion, and Playwright ends CSS animations), system fonts (the site
 * loads none) awaited with document.fonts.ready, the caret hidden, and whatever changes between runs masked: counts,
 * the countdown, dates, e-mail addresses, places in line, referral links, the video's frame.
 */
test.describe.configure({ mode: "parallel" });
test.use({ reducedMotion: "reduce", colorScheme: "light", viewport: { width: 1280, height: 800 } });

/** What differs from one run to the next, wherever it appears. */
const dynamic = (page: Page): Locator[] => [
  page.locator("time"),
  page.locator("video"),
  page.getByText(/\d+(\.\d)?k\+/),
  page.getByText(/@example\.com/),
];

async function expectScreen(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await settled(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { animations: "disabled", caret: "hide", mask: [...dynamic(page), ...mask] });
}

async function atPhoneWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
}

test.describe("a returning visitor", () => {
  test.beforeEach(async ({ page }) => withConsentChosen(page));

  test("the header's Solutions menu, light and dark; the mobile menu, light and dark", async ({ page }) => {
    await openHydrated(page, "/page-about/");
    await openSolutionsMenu(page);
    await expectScreen(page, "solutions-menu-1280-light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectScreen(page, "solutions-menu-1280-dark");
    await page.keyboard.press("Escape");
    await page.emulateMedia({ colorScheme: "light" });
    await atPhoneWidth(page);
    await openMobileMenu(page);
    await expectScreen(page, "mobile-menu-375-light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectScreen(page, "mobile-menu-375-dark");
  });

  test("the search, demo and newsletter dialogs", async ({ page }) => {
    await openHydrated(page, "/page-about/");
    await openSearch(page);
    await expectScreen(page, "search-1280");
    await atPhoneWidth(page);
    await expectScreen(page, "search-375");
    await page.keyboard.press("Escape");
    // Opened at each width, as a phone visitor opens it. Narrowed while open, the demo dialog's labels sometimes
    // landed a pixel higher (seen twice in full runs on a busy machine, never alone): one layout, one result.
    for (const kind of ["demo", "newsletter"] as const) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openLeadDialog(page, kind);
      await expectScreen(page, `${kind}-1280`);
      await page.keyboard.press("Escape");
      await atPhoneWidth(page);
      await openLeadDialog(page, kind);
      await expectScreen(page, `${kind}-375`);
      await page.keyboard.press("Escape");
    }
  });

  test("the video dialog and the cart panel", async ({ page }) => {
    await openHydrated(page, "/");
    await openVideo(page);
    await expectScreen(page, "video-1280", [page.locator("main")]);
    await page.keyboard.press("Escape");
    await openCart(page);
    await expectScreen(page, "cart-1280", [page.locator("main")]);
    await atPhoneWidth(page);
    await expectScreen(page, "cart-375", [page.locator("main")]);
  });

  test("pricing: monthly, yearly, the team sizes with SL Training, the comparison", async ({ page }) => {
    await openHydrated(page, "/page-pricing/");
    await expectScreen(page, "pricing-1280-monthly");
    await page.getByRole("radio", { name: "Yearly" }).check();
    await expectScreen(page, "pricing-1280-yearly");
    await page.getByRole("button", { name: /See team sizes/ }).click();
    await page.getByRole("switch", { name: "Add SL Training to Small Team" }).click();
    await page.getByRole("region", { name: "SL Training add-on and total cost by plan" }).scrollIntoViewIfNeeded();
    await expectScreen(page, "pricing-1280-team-sizes-sl-training");
    await page.getByRole("button", { name: "Back to Business Plan" }).click();
    await page.getByRole("button", { name: "Compare Business Features" }).click();
    await expect(page.getByRole("region", { name: "Business features by plan" })).toBeFocused();
    await expectScreen(page, "pricing-1280-comparison");
    await atPhoneWidth(page);
    await page.getByRole("region", { name: "Business features by plan" }).scrollIntoViewIfNeeded();
    await expectScreen(page, "pricing-375-comparison");
  });

  test("an article with the image viewer open", async ({ page }) => {
    await openHydrated(page, ARTICLE_WITH_FIGURES);
    await openImageViewer(page);
    await expectScreen(page, "image-viewer-1280");
    await atPhoneWidth(page);
    await expectScreen(page, "image-viewer-375");
  });

  test("the dashboard, and the cookie policy's table on a phone", async ({ page, request }) => {
    const email = await registerViaApi(request);
    await seedSession(page, await signInViaApi(request, email));
    await openHydrated(page, "/page-waitlist/");
    await expect(page.getByRole("heading", { name: `Welcome, ${email}!` })).toBeVisible();
    // The place in line, the join date and the referral link change with every member.
    const mask = [page.getByText(/^You are #/), page.locator("main dd"), page.locator("main input")];
    await expectScreen(page, "dashboard-1280", mask);
    await atPhoneWidth(page);
    await expectScreen(page, "dashboard-375", mask);
    await openHydrated(page, "/page-cookie-policy/");
    // The table's top at the top of the window: the shadow at its right edge says it scrolls.
    await page.getByRole("region", { name: "The categories we use" }).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expectScreen(page, "cookie-policy-table-375");
  });
});

test("a first visit: the cookie banner, and the cookie settings on each tab", async ({ page }) => {
  await openWithCookieBanner(page, "/page-about/");
  await expectScreen(page, "cookie-banner-1280");
  const settings = await openCookieSettings(page);
  for (const tab of cookieTabs) {
    await showCookieTab(settings, tab);
    await expectScreen(page, `cookie-settings-${tab.toLowerCase()}-1280`);
  }
  await showCookieTab(settings, cookieTabs[0]);
  await atPhoneWidth(page);
  await expectScreen(page, "cookie-settings-content-375");
  await page.keyboard.press("Escape");
  await expectScreen(page, "cookie-banner-375");
});
