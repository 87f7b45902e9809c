/**
 * What a visitor sees (issue 39, from visitor walk 3): the Business Plan's "Up" price against its team sizes; the
 * pricing tables' scroll cue, heading row and first column; the image viewer's caption contrast, background and the
 * floating buttons behind it; the cookie settings' tab row holding still; the shop's product reached from the
 * features page; search results that are links; the article's subscribe section with its own e-mail field; one
 * spelling of PayPal. Each new state is scanned by axe in light and dark.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import YAML from "yaml";
import { MESSAGES } from "../server/src/messages";
import { mailLinkingTo, newEmail } from "./support/accounts";
import { axeViolations, expectAxeClean, setScheme } from "./support/axe";
import { openHydrated, posts, products } from "./support/site";
import { expect, test } from "./support/test";

test.describe.configure({ mode: "parallel" });
test.use({ reducedMotion: "reduce" });

const root = path.resolve(__dirname, "..");
const readYaml = <T>(file: string): T => YAML.parse(fs.readFileSync(path.join(root, file), "utf8")) as T;
type Entry = { key: string; heading: string; strings?: { key: string; text: string }[] };
const pages = readYaml<Entry[]>("data/pages.yaml");
const words = (key: string): Record<string, string> => {
  const found = pages.find((p) => p.key === key);
  if (!found) throw new Error(`data/pages.yaml has no page "${key}"`);
  return { heading: found.heading, ...Object.fromEntries((found.strings ?? []).map((s) => [s.key, s.text])) };
};
const site = readYaml<{ labels: Record<string, string>; search: Record<string, string>; consent: { words: Record<string, string> } }>(
  "data/site.yaml",
);
const pricingData = readYaml<{ plans: { id: string; title: string; subPlans?: string[] }[] }>("data/pricing.yaml");
const article = words("blogDetails");
const newsletterDialog = words("newsletterDialog");

/** The plan card with this title. */
const card = (page: Page, title: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
/** The dollars of a shown price: "$2,285.00" → 2285, "$500 Up" → 500. */
const dollars = (text: string): number => Number(text.replace(/[^\d.]/g, ""));

test.describe("pricing", () => {
  test("the Business Plan's “Up” price is what its cheapest team size costs, monthly and yearly", async ({ page }) => {
    const business = pricingData.plans.find((p) => (p.subPlans ?? []).length > 0);
    if (!business) throw new Error("no plan with team sizes");
    const sizes = (business.subPlans ?? []).map((id) => pricingData.plans.find((p) => p.id === id)?.title ?? id);
    await openHydrated(page, "/page-pricing/");
    await page.getByRole("button", { name: /See team sizes/ }).click();
    for (const billing of ["Monthly", "Yearly"]) {
      await page.getByRole("radio", { name: billing }).check();
      const up = await card(page, business.title).getByText(/ Up$/).innerText();
      const prices: number[] = [];
      for (const size of sizes)
        prices.push(
          dollars(
            await card(page, size)
              .getByText(/^\$[\d,]+\.\d\d$/)
              .innerText(),
          ),
        );
      expect(`${billing}: ${up}`).toBe(`${billing}: $${Math.min(...prices).toLocaleString("en-US")} Up`);
    }
    await expectAxeClean(page, "pricing, yearly, team sizes open", { within: "main" });
  });

  test("at 1280 px the SL Training table shows every plan, or says that it scrolls and scrolls by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, "/page-pricing/");
    const caption = words("pricing").addOnCaption;
    const region = page.getByRole("region", { name: caption });
    await region.scrollIntoViewIfNeeded();
    const enterprise = region.getByRole("columnheader", { name: "Enterprise" });
    const overflows = await region.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    if (overflows) {
      // Cut at the edge: the visitor is told, and the keyboard scrolls it.
      const hint = words("pricing").scrollHint;
      expect(hint, "the pricing page has words saying that the table scrolls").toBeTruthy();
      await expect(region).toHaveAccessibleDescription(hint);
      await expect(page.locator(`[id="${await region.getAttribute("aria-describedby")}"]`)).toBeVisible();
      await region.focus();
      for (let i = 0; i < 20 && !(await region.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1)); i += 1)
        await page.keyboard.press("ArrowRight");
    }
    // All of it, to a fraction of a pixel.
    await expect(enterprise).toBeInViewport({ ratio: 0.99 });
  });

  test("at 375 px the comparison keeps its heading row and first column in view, says that it scrolls, and scrolls by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openHydrated(page, "/page-pricing/");
    const w = words("pricing");
    await page.getByRole("button", { name: w.showComparison }).click();
    const region = page.getByRole("region", { name: w.comparisonCaption });
    const table = page.getByRole("table", { name: w.comparisonCaption });
    await expect(region).toBeFocused();

    // Down to the last row, then to the last column: the plan names and the row's name stay on screen, uncovered.
    const lastRow = table.getByRole("row").last();
    await lastRow.scrollIntoViewIfNeeded();
    await expect(lastRow).toBeInViewport();
    const heads = table.getByRole("row").first().getByRole("columnheader");
    const onTop = async (cell: Locator): Promise<void> => {
      await expect(cell).toBeInViewport({ ratio: 0.99 });
      expect(
        await cell.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }),
        `${await cell.innerText()} is not covered`,
      ).toBe(true);
    };
    await onTop(heads.nth(1));
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await onTop(heads.last());
    await onTop(lastRow.getByRole("rowheader"));

    // It says that it scrolls.
    expect(w.scrollHint, "the pricing page has words saying that the table scrolls").toBeTruthy();
    await expect(region).toHaveAccessibleDescription(w.scrollHint);
    await expect(page.locator(`[id="${await region.getAttribute("aria-describedby")}"]`)).toBeVisible();

    // The keyboard scrolls the focused box both ways.
    await region.evaluate((el) => el.scrollTo({ left: 0, top: 0 }));
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("PageDown");
    await expect.poll(() => region.evaluate((el) => [el.scrollLeft > 0, el.scrollTop > 0])).toEqual([true, true]);
    await expectAxeClean(page, "comparison scrolled", { within: "main" });
  });
});

test.describe("the article's image viewer", () => {
  /** Contrast of two sRGB colours (WCAG 2.x). */
  const contrast = (a: number[], b: number[]): number => {
    const lum = ([r, g, b_]: number[]) =>
      [r, g, b_]
        .map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const rgba = (css: string): number[] => {
    const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, a];
  };
  /** A colour with alpha over an opaque one. */
  const over = ([r, g, b, a]: number[], under: number[]): number[] => [r, g, b].map((c, i) => c * a + under[i] * (1 - a));

  for (const width of [375, 1280]) {
    for (const scheme of ["light", "dark"] as const) {
      test(`${width} px, ${scheme}: the caption is readable over any picture, the page and its floating buttons do not show through`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await openHydrated(page, "/blog-details/35/");
        await setScheme(page, scheme);
        const picture = page.getByRole("main").locator("figure").getByRole("button").first();
        await picture.scrollIntoViewIfNeeded();
        // Scrolled down the article, the floating back-to-top and theme buttons are there.
        const backToTop = page.locator("button", { hasText: site.labels.backToTop });
        await expect(backToTop).toBeVisible();
        await picture.click();
        const viewer = page.getByRole("dialog", { name: article.lightboxName });
        await expect(viewer).toBeVisible();
        const caption = viewer.locator(".pswp__caption");
        await expect(caption).not.toBeEmpty();

        // White-on-picture text: its own box keeps 4.5:1 over the lightest and the darkest picture.
        const [fg, bg] = await caption.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
        for (const picturePixel of [
          [255, 255, 255],
          [0, 0, 0],
        ]) {
          const ground = over(rgba(bg), picturePixel);
          expect(contrast(over(rgba(fg), ground), ground), `caption over ${picturePixel.join(",")}`).toBeGreaterThanOrEqual(4.5);
        }
        // The background hides the article: nothing of it shows through.
        const cover = await viewer
          .locator(".pswp__bg")
          .evaluate((el) => Number(getComputedStyle(el).opacity) * Number((getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? [])[3] ?? 1));
        expect(cover).toBe(1);
        await expect(backToTop).toBeHidden();
        expect(await axeViolations(page, { within: "dialog[open]" })).toEqual([]);

        await page.keyboard.press("Escape");
        await expect(viewer).toHaveCount(0);
        await expect(picture).toBeFocused();
        await expect(backToTop).toBeVisible();
      });
    }
  }
});

test("the cookie settings keep their tab row in place from tab to tab, at 1280 and 375 px", async ({ page }) => {
  const w = site.consent.words;
  await openHydrated(page, "/page-cookie-policy/");
  await page.getByRole("button", { name: w.manageButton }).click();
  const dialog = page.getByRole("dialog", { name: w.settingsTitle });
  await expect(dialog).toBeVisible();
  const tablist = dialog.getByRole("tablist");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    const places: string[] = [];
    for (const tab of [w.tabContent, w.tabDetails, w.tabAbout, w.tabContent]) {
      await dialog.getByRole("tab", { name: tab }).click();
      await expect(dialog.getByRole("tabpanel", { name: tab })).toBeVisible();
      const box = await tablist.boundingBox();
      places.push(`${width} px: tab row at ${Math.round(box?.y ?? -1)}`);
    }
    expect(places).toEqual(places.map(() => places[0]));
  }
  await expectAxeClean(page, "cookie settings, About tab", { within: "dialog[open]" });
});

test("the features page links the shop's product, and the link leads to it", async ({ page }) => {
  const product = products[0];
  await openHydrated(page, "/page-features/");
  const link = page.getByRole("main").getByRole("link", { name: new RegExp(product.name) });
  await expect(link).toHaveAttribute("href", `/shop-product-detail/${product.id}/`);
  await link.click();
  await expect(page).toHaveURL(`/shop-product-detail/${product.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
});

test("a search result is a link: it opens in a new tab, and a plain click or Enter opens it here", async ({ page, context }) => {
  const s = site.search;
  const post = posts.find((p) => p.hasBody) ?? posts[0];
  await openHydrated(page, "/");
  await page.getByRole("banner").getByRole("button", { name: s.button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: s.title });
  await dialog.getByRole("combobox", { name: s.input }).fill(post.title);
  const option = dialog.getByRole("option", { name: new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).first();
  // The option is the link itself (a link inside an option would be a control inside a control).
  const link = option;
  expect(await link.evaluate((el) => el.tagName)).toBe("A");
  await expect(link).toHaveAttribute("href", `/blog-details/${post.id}/`);
  await expectAxeClean(page, "search results", { within: "dialog[open]" });

  // Ctrl+click: a new tab with the article, this one still showing the results.
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click({ modifiers: ["ControlOrMeta"] })]);
  await expect(tab).toHaveURL(`/blog-details/${post.id}/`);
  await tab.close();
  await expect(dialog).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(`/blog-details/${post.id}/`);
  await expect(dialog).toBeHidden();
});

test("the article's “subscribe” link leads to an e-mail field, which subscribes as the dialog does", async ({ page }) => {
  await page.clock.install();
  await openHydrated(page, "/blog-details/35/");
  await page.getByRole("main").locator('a[href="#subscribe"]').first().click();
  const section = page.getByRole("region", { name: article.subscribeHeading });
  const email = section.getByRole("textbox", { name: "Email" });
  await expect(email).toBeVisible();
  await expect(email).toBeInViewport();
  await expectAxeClean(page, "article subscribe section", { within: "#subscribe" });

  const address = newEmail("section");
  await email.fill(address);
  // A person takes a moment: a submit within 2 s of the form appearing is taken for a robot.
  await page.clock.fastForward(2_500);
  await section.getByRole("button", { name: newsletterDialog.submit }).click();
  await expect(section.getByRole("status").locator("p")).toHaveText(MESSAGES.subscribed);
  const mail = await mailLinkingTo(page.request, address, "/newsletter-confirm/");
  expect(mail.to).toContain(address);
  await expectAxeClean(page, "article subscribe section, subscribed", { within: "#subscribe" });
});

test("PayPal is spelt one way: in the Solutions menu and everywhere in data/ and content/", async ({ page }) => {
  const spellings = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ya?ml|mdx?)$/.test(entry.name))
        for (const match of fs.readFileSync(file, "utf8").matchAll(/\bpaypal\b(?!\.png)/gi)) spellings.add(match[0]);
    }
  };
  walk(path.join(root, "data"));
  walk(path.join(root, "content"));
  expect([...spellings]).toEqual(["PayPal"]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Solutions" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: /^PayPal\b/ })).toBeVisible();
});
