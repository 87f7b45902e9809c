/**
 * The site's menus and dialogs, opened as a visitor opens them, for the layout invariants and the screenshot
 * baselines (e2e/layout-invariants.spec.ts, e2e/screenshots.spec.ts). Words come from data/, as the site's do.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import YAML from "yaml";
import { CONSENT_BANNER_DELAY_MS } from "../../src/features/consent/rules";
import { openHydrated } from "./site";
import { expect } from "./test";

const readYaml = <T>(file: string): T => YAML.parse(fs.readFileSync(path.resolve(__dirname, "../..", file), "utf8")) as T;
const site = readYaml<{
  consent: { revision: number; words: Record<string, string> };
  search: { button: string; title: string };
  shop: { cartButton: string; panelTitle: string };
  labels: { openMenu: string; logout: string };
}>("data/site.yaml");
const pages = readYaml<{ key: string; heading?: string }[]>("data/pages.yaml");
const nav = readYaml<{ demo: { label: string }; waitlist: { label: string; to: string }; footerBottom: { label?: string; dialog?: string }[] }>(
  "data/navigation.yaml",
);

export const consentWords = site.consent.words;
/** The header's Menu button and, signed in, its Logout button (data/site.yaml's labels). */
export const headerWords = { menu: site.labels.openMenu, logout: site.labels.logout };
export const navWords = nav;
const headingOf = (key: string): string => pages.find((p) => p.key === key)?.heading ?? key;
export const demoHeading = headingOf("demoDialog");
export const newsletterHeading = headingOf("newsletterDialog");
const cookieSettingsLabel = nav.footerBottom.find((link) => link.dialog === "cookies")?.label ?? "";

/**
 * A returning visitor who chose "necessary only": no banner comes 2 s after each load (it would float over the page
 * at a moment of its own choosing). Seeded once per tab, before the site's scripts run.
 */
export async function withConsentChosen(page: Page): Promise<void> {
  await page.addInitScript((revision) => {
    if (sessionStorage.getItem("consent-seeded")) return;
    sessionStorage.setItem("consent-seeded", "1");
    localStorage.setItem(
      "cookieConsent",
      JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: false, revision, savedAt: "2026-01-01T00:00:00.000Z" }),
    );
  }, site.consent.revision);
}

export const dialogNamed = (page: Page, name: string): Locator => page.getByRole("dialog", { name });

export async function openSolutionsMenu(page: Page): Promise<Locator> {
  const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Solutions" });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
  await expect(panel.getByRole("link").first()).toBeVisible();
  return panel;
}

export async function openMobileMenu(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: site.labels.openMenu }).click();
  const dialog = dialogNamed(page, site.labels.openMenu);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The header's Search button (from 640 px). */
export async function openSearch(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: site.search.button, exact: true }).click();
  const dialog = dialogNamed(page, site.search.title);
  await expect(dialog.getByRole("combobox")).toBeFocused();
  return dialog;
}

/** The footer's demo or newsletter button. */
export async function openLeadDialog(page: Page, kind: "demo" | "newsletter"): Promise<Locator> {
  const heading = kind === "demo" ? demoHeading : newsletterHeading;
  // Pressed without scrolling to the footer, from the page's top: the page behind the dialog is then the same in
  // every run (the footer's place moves by a few pixels from one load to the next).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page
    .getByRole("contentinfo")
    .getByRole("button", { name: kind === "demo" ? nav.demo.label : /newsletter/i })
    .first()
    .dispatchEvent("click");
  const dialog = dialogNamed(page, heading);
  await expect(dialog.getByRole("textbox").first()).toBeVisible();
  return dialog;
}

export async function openVideo(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Watch the intro video" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("video")).toBeVisible();
  return dialog;
}

export async function openCart(page: Page): Promise<Locator> {
  await page
    .getByRole("banner")
    .getByRole("button", { name: new RegExp(`^${site.shop.cartButton}`) })
    .click();
  const dialog = dialogNamed(page, site.shop.panelTitle);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The cookie banner of a first visit: it comes about 2 s after the load event (SPEC §9). */
export async function waitForCookieBanner(page: Page): Promise<Locator> {
  const banner = page.getByRole("region", { name: consentWords.bannerLabel });
  await expect(banner).toBeVisible({ timeout: 6000 });
  return banner;
}

/**
 * A first visit to `route`, with its cookie banner shown: the page's clock (installed before the page loads, and
 * running on as real time does) jumps the banner's 2 s instead of waiting them out. The consent spec checks those
 * 2 s in real time. Were the jump to come before the page starts its wait, the banner would still come, 2 s later.
 */
export async function openWithCookieBanner(page: Page, route: string): Promise<Locator> {
  await page.clock.install();
  await openHydrated(page, route);
  await page.clock.fastForward(CONSENT_BANNER_DELAY_MS);
  return waitForCookieBanner(page);
}

/** The cookie settings, from the banner's Manage Preferences while it is there, else from the footer. */
export async function openCookieSettings(page: Page): Promise<Locator> {
  const banner = page.getByRole("region", { name: consentWords.bannerLabel });
  if (await banner.isVisible()) await banner.getByRole("button", { name: consentWords.manage }).click();
  else await page.getByRole("contentinfo").getByRole("button", { name: cookieSettingsLabel }).click();
  const dialog = dialogNamed(page, consentWords.settingsTitle);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Moves the open cookie settings to the named tab. */
export async function showCookieTab(dialog: Locator, tab: string): Promise<void> {
  await dialog.getByRole("tab", { name: tab }).click();
  await expect(dialog.getByRole("tabpanel", { name: tab })).toBeVisible();
}

export const cookieTabs = [consentWords.tabContent, consentWords.tabDetails, consentWords.tabAbout];

/** An article with figures, and its viewer opened on the first one. */
export const ARTICLE_WITH_FIGURES = "/blog-details/31/";

export async function openImageViewer(page: Page): Promise<Locator> {
  await page.locator("main figure button").first().click();
  const viewer = dialogNamed(page, "Image viewer");
  await expect(viewer).toBeVisible();
  // The viewer takes its final place once its opening has ended and it has moved focus into itself.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest(".pswp") !== null)).toBe(true);
  await expect(viewer.locator(".pswp__img").first()).toBeVisible();
  return viewer;
}

export { openHydrated };
