import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { openHydrated } from "./support/site";
import { expect, test } from "./support/test";

/** A plan card, by its title. */
const card = (page: Page, title: string): Locator => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const addOn = (page: Page): Locator => page.getByRole("table", { name: "SL Training add-on and total cost by plan" });
const totals = (page: Page): Promise<string[]> => addOn(page).getByRole("row", { name: /^Total Cost/ }).getByRole("cell").allInnerTexts();

/** Presses Tab until the element has focus (at most `limit` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

test.describe("pricing, with the keyboard alone", () => {
  test.beforeEach(async ({ page }) => {
    await openHydrated(page, "/page-pricing/");
  });

  test("shows each plan's monthly price, and yearly after switching billing", async ({ page }) => {
    await expect(card(page, "Basic Plan").getByText("$20.00")).toBeVisible();
    await expect(card(page, "Business Plan").getByText("$49 Up")).toBeVisible();
    await expect(card(page, "Enterprise").getByText("Let’s talk")).toBeVisible();
    await expect(card(page, "Business Plan").getByText("Most popular")).toBeVisible();

    const monthly = page.getByRole("radio", { name: "Monthly" });
    const yearly = page.getByRole("radio", { name: "Yearly" });
    await expect(monthly).toBeChecked();
    await tabTo(page, monthly);
    await page.keyboard.press("ArrowRight");
    await expect(yearly).toBeChecked();
    await expect(card(page, "Basic Plan").getByText("$216.00")).toBeVisible();
    await expect(card(page, "Basic Plan").getByText("per year")).toBeVisible();
    // An "Up" price is the cheapest team size's in the period shown (PRODUCT §5): Startups, $500.00 a year.
    await expect(card(page, "Business Plan").getByText("$500 Up")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(monthly).toBeChecked();
    await expect(card(page, "Basic Plan").getByText("$20.00")).toBeVisible();
  });

  test("opens the Business Plan's team sizes and closes them, moving focus each way", async ({ page }) => {
    const open = page.getByRole("button", { name: /See team sizes/ });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: "Large Team" })).toBeHidden();
    await tabTo(page, open);
    await page.keyboard.press("Enter");
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("heading", { name: "Business Plan team sizes" })).toBeFocused();
    for (const [title, price] of [
      ["Startups", "$49.00"],
      ["Small Team", "$238.00"],
      ["Medium Team", "$931.00"],
      ["Large Team", "$2,254.00"],
    ]) {
      await expect(card(page, title).getByText(price)).toBeVisible();
    }
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Back to Business Plan" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Large Team" })).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute("aria-expanded", "false");
  });

  test("turns SL Training on for one plan at a time and updates the Total Cost", async ({ page }) => {
    await expect.poll(() => totals(page)).toEqual(["$0.00", "$49.00", "$238.00", "$931.00", "$2,254.00", "Call Us"]);
    const startups = page.getByRole("switch", { name: "Add SL Training to Startups" });
    const small = page.getByRole("switch", { name: "Add SL Training to Small Team" });
    await tabTo(page, startups);
    await page.keyboard.press("Space");
    await expect(startups).toHaveAttribute("aria-checked", "true");
    await expect.poll(() => totals(page)).toEqual(["$0.00", "$64.00", "$238.00", "$931.00", "$2,254.00", "Call Us"]);

    await tabTo(page, small);
    await page.keyboard.press("Space");
    await expect(small).toHaveAttribute("aria-checked", "true");
    await expect(startups).toHaveAttribute("aria-checked", "false");
    await expect.poll(() => totals(page)).toEqual(["$0.00", "$49.00", "$278.00", "$931.00", "$2,254.00", "Call Us"]);

    await page.getByRole("radio", { name: "Yearly" }).check();
    await expect.poll(() => totals(page)).toEqual(["$0.00", "$500.00", "$2,741.00", "$8,379.00", "$18,934.00", "Call Us"]);
  });

  test("opens 'Compare Business Features' and goes back to the plans", async ({ page }) => {
    const show = page.getByRole("button", { name: "Compare Business Features" });
    await expect(page.getByRole("table", { name: "Business features by plan" })).toHaveCount(0);
    await tabTo(page, show);
    await page.keyboard.press("Enter");
    const table = page.getByRole("table", { name: "Business features by plan" });
    await expect(table).toBeVisible();
    await expect(page.getByRole("region", { name: "Business features by plan" })).toBeFocused();
    await expect(table.getByRole("row").first().getByRole("columnheader")).toHaveText(["Feature", "Free Trial", "Startups", "Small Team", "Medium Team", "Large Team", "Enterprise"]);
    await expect(table.getByRole("row", { name: /SL Training add-on/ }).getByRole("cell")).toHaveText(["$0.00", "$15.00", "$40.00", "$80.00", "$174.00", "$307.00"]);
    await expect(table.getByRole("row", { name: /^Users/ }).getByRole("cell")).toHaveText(["1", "1", "5", "20", "50", "Call Us"]);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Back to Plan" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(table).toHaveCount(0);
    await expect(show).toBeFocused();
  });
});

test("at 320 px the page does not scroll sideways: the add-on table scrolls inside its own region", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await openHydrated(page, "/page-pricing/");
  const region = page.getByRole("region", { name: "SL Training add-on and total cost by plan" });
  await region.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  // The last plan's column is reached by scrolling the region, and its switch is then on screen.
  const last = page.getByRole("switch", { name: "Add SL Training to Large Team" });
  await expect(last).not.toBeInViewport();
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(last).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

for (const scheme of ["light", "dark"] as const) {
  for (const width of [1280, 375]) {
    test(`pricing passes axe collapsed, expanded and with the comparison open (${scheme}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await openHydrated(page, "/page-pricing/");
      const scan = (): Promise<string[]> => axeViolations(page);
      expect(await scan()).toEqual([]);
      await page.getByRole("button", { name: /See team sizes/ }).click();
      await page.getByRole("switch", { name: "Add SL Training to Medium Team" }).click();
      expect(await scan()).toEqual([]);
      await page.getByRole("button", { name: "Compare Business Features" }).click();
      await expect(page.getByRole("table", { name: "Business features by plan" })).toBeVisible();
      expect(await scan()).toEqual([]);
    });
  }
}
