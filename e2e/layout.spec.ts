import { expect, test } from "./support/test";
import { expectAxeClean } from "./support/axe";
import { afterScrollNoted, openHydrated, waitForHydration } from "./support/site";

test.describe("header and menus", () => {
  test("the first Tab reaches the skip link, which moves focus to the main content", async ({ page }) => {
    await openHydrated(page, "/page-about/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the Solutions menu opens by keyboard, shows Soon tags and closes on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, "/");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Solutions" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const slack = page.getByRole("link", { name: /Slack/ });
    await expect(slack).toBeVisible();
    await expect(slack).toHaveAttribute("href", "/coming-soon/");
    await expect(slack).toContainText("Soon");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await trigger.click();
    // A click outside the panel: the heading's left end (the open panel, in two columns, covers its middle).
    await page.locator("h1").click({ position: { x: 2, y: 2 } });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("Log in leads to the sign-in page and the logo leads home", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, "/page-features/");
    const banner = page.getByRole("banner");
    await banner.getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL("/sign-in/");
    await banner.getByRole("link", { name: "Gestura home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("on a phone the menu panel opens, filters, closes on Escape and returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Menu" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const search = dialog.getByLabel("Filter the menu or search the site");
    await search.fill("sales");
    await expect(dialog.getByRole("link", { name: /Salesforce/ })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Slack/ })).toHaveCount(0);
    await search.press("Enter");
    await expect(page).toHaveURL("/");
    // Enter never submits the page: it hands the words to the site search, which takes the menu's place (issue 18).
    await expect(page.getByRole("dialog", { name: "Search" }).getByRole("combobox")).toHaveValue("sales");
    await expect(dialog).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(open).toBeFocused();
    await open.click();
    await search.fill("zzzz");
    await expect(dialog.getByRole("status")).toHaveText("No menu item matches your search.");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await dialog.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/page-pricing/");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a part of the page that cannot be fetched says so, and opens on the next try", async ({ page }) => {
    await openHydrated(page, "/page-about/");
    // Offline for the search's code alone: the real service cannot be made to drop a request.
    await page.route("**/search-dialog-*.js", (route) => route.abort("internetdisconnected"));
    const open = page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
    await open.click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("This part of the page could not be loaded. Check your connection and try again.");
    await expect(page.getByRole("dialog", { name: "Search" })).toHaveCount(0);
    await expectAxeClean(page, "the load failure message");
    await alert.getByRole("button", { name: "Close message" }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.locator("h1")).toBeVisible();
    await open.click();
    await expect(alert).toBeVisible();
    // The message belongs to the page whose button failed: the next page starts without it.
    await page.getByRole("banner").getByRole("link", { name: "Gestura home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(alert).toHaveCount(0);
    await page.unroute("**/search-dialog-*.js");
    await open.click();
    await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test("on a phone the menu needs no fetch: it opens offline once the page has loaded", async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openHydrated(page, "/page-about/");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await context.setOffline(false);
  });

  test("the header hides while scrolling down and returns, sticky, when scrolling up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openHydrated(page, "/blog-details/31/");
    const header = page.getByRole("banner");
    const logo = header.getByRole("link", { name: "Gestura home" });
    await expect(logo).toBeInViewport();
    await page.mouse.wheel(0, 900);
    await expect(logo).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(logo).toBeInViewport();
    await expect(header).toHaveAttribute("data-pinned", "true");
  });
});

test.describe("floating controls and dark mode", () => {
  test("back-to-top and the floating toggle appear after 100 px and take the visitor back up", async ({ page }) => {
    await openHydrated(page, "/page-career/");
    const toTop = page.getByRole("button", { name: "Back to top" });
    await expect(toTop).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect(toTop).toBeVisible();
    await expect(page.getByRole("button", { name: "Dark mode" })).toHaveCount(2);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("dark mode follows the system, persists under isDark and applies before the first paint", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await openHydrated(page, "/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Dark mode" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("isDark"))).toBe("true");
    // Record the theme at the moment the body starts to exist, before any paint.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { themeAtBody: string | null }).themeAtBody = document.documentElement.getAttribute("data-theme");
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody)).toBe("dark");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
  });

  test("navigating scrolls the new page to the top", async ({ page }) => {
    await openHydrated(page, "/page-career/");
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).first().click();
    await expect(page).toHaveURL("/page-about/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a reload lands where the visitor was before the page's script runs, and stays there", async ({ page }) => {
    await openHydrated(page, "/page-career/");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await afterScrollNoted(page);
    const left = await page.evaluate(() => Math.round(window.scrollY));
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { scrollAtParsed: number }).scrollAtParsed = Math.round(window.scrollY);
      });
    });
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { scrollAtParsed: number }).scrollAtParsed)).toBe(left);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  });
});

test.describe("footer", () => {
  test("the home and about pages use the apps footer with 'Privacy notice'; others the standard one", async ({ page }) => {
    await openHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy notice", exact: true })).toHaveAttribute("href", "/page-privacy/");
    await expect(footer.getByRole("list", { name: "Mobile apps" })).toBeVisible();
    await openHydrated(page, "/page-contact/");
    await expect(footer.getByRole("link", { name: "Privacy Policy", exact: true })).toHaveAttribute("href", "/page-privacy/");
    await expect(footer.getByRole("list", { name: "Mobile apps" })).toHaveCount(0);
    for (const name of ["Gestura on LinkedIn", "Gestura on Facebook", "Gestura on X", "Gestura on YouTube"]) {
      await expect(footer.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("target", "_blank");
    }
  });
});
