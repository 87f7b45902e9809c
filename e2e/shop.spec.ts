/**
 * The shop against the real service (issue 18): the product page's Add to cart (twice: nothing changes) and
 * wishlist, the cart panel, `cartList` and `wishlist` in storage and their sync to a second tab, the quantity
 * steppers on /shop-cart, Remove, and a reservation stored through the service with its reference shown and the cart
 * emptied. axe on the panel and the three shop pages, light and dark, 1280 and 375 px.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import YAML from "yaml";
import { expectAxeClean } from "./support/axe";
import { openHydrated, products } from "./support/site";
import { expect, test } from "./support/test";

test.describe.configure({ mode: "parallel" });
test.use({ reducedMotion: "reduce" });

const site = YAML.parse(fs.readFileSync(path.resolve(__dirname, "../data/site.yaml"), "utf8")) as {
  shop: Record<string, string>;
};
const w = site.shop;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const product = products[0];
const productPath = `/shop-product-detail/${product.id}/`;
const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: new RegExp(`^${site.shop.cartButton}`) });
const panel = (page: Page) => page.getByRole("dialog", { name: w.panelTitle });
const stored = (page: Page) =>
  page.evaluate(() => ({ cart: JSON.parse(localStorage.getItem("cartList") ?? "null") as { id: string; quantity: number; price: number }[] | null, wishlist: JSON.parse(localStorage.getItem("wishlist") ?? "null") as string[] | null }));

/** axe on `scope`, at both widths in both schemes. */
const scan = (page: Page, scope: string, state: string): Promise<void> => expectAxeClean(page, state, { within: scope });

test("cart and wishlist: add, add again, the panel, storage, a second tab, the steppers and Remove", async ({ page, context }) => {
  await openHydrated(page, productPath);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(main.getByText("$1,499.99", { exact: true })).toBeVisible();
  await expect(main.getByText("$1,899.99")).toBeVisible();
  await expect(main.getByText(/21\s?% off/)).toBeVisible();
  await expect(main.getByText("Rated 5 out of 5")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(`${site.shop.cartButton} 0`);
  await scan(page, "main", "product page");

  // Add: quantity 1, the panel opens with '1 x $1,499.99' and the subtotal.
  const add = main.getByRole("button", { name: w.addToCart });
  await add.click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText("1 x $1,499.99")).toBeVisible();
  await expect(panel(page).getByText(w.subtotal)).toBeVisible();
  await expect(panel(page).getByRole("link", { name: w.viewCart })).toBeVisible();
  await expect(panel(page).getByRole("link", { name: w.checkout })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(`${site.shop.cartButton} 1`);
  expect((await stored(page)).cart).toEqual([expect.objectContaining({ id: product.id, quantity: 1, price: 1499.99 })]);
  await scan(page, "dialog[open]", "cart panel");
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(add).toBeFocused();

  // Adding again changes nothing and says so; the panel stays closed.
  await add.click();
  await expect(main.getByRole("status").filter({ hasText: fill(w.alreadyInCart, { name: product.name }) })).toBeVisible();
  await expect(panel(page)).toBeHidden();
  expect((await stored(page)).cart).toEqual([expect.objectContaining({ id: product.id, quantity: 1 })]);

  // The wishlist toggles, its pressed state announced, and is stored.
  const wish = main.getByRole("button", { name: w.wishlist });
  await expect(wish).toHaveAttribute("aria-pressed", "false");
  await wish.click();
  await expect(wish).toHaveAttribute("aria-pressed", "true");
  expect((await stored(page)).wishlist).toEqual([product.id]);

  // A second tab: it reads both; its changes reach this tab.
  const other = await context.newPage();
  await openHydrated(other, productPath);
  const otherWish = other.getByRole("main").getByRole("button", { name: w.wishlist });
  await expect(otherWish).toHaveAttribute("aria-pressed", "true");
  await otherWish.click();
  await expect(wish).toHaveAttribute("aria-pressed", "false");
  expect((await stored(page)).wishlist).toBeNull();

  await openHydrated(other, "/shop-cart/");
  const cartMain = other.getByRole("main");
  const quantity = cartMain.getByRole("spinbutton", { name: fill(w.quantity, { name: product.name }) });
  await expect(quantity).toHaveValue("1");
  await scan(other, "main", "/shop-cart with a line");
  await cartMain.getByRole("button", { name: fill(w.increase, { name: product.name }) }).click();
  await expect(quantity).toHaveValue("2");
  await expect(cartMain.getByText("$2,999.98").first()).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(`${site.shop.cartButton} 2`);
  await quantity.fill("12");
  await expect(quantity).toHaveValue("10");
  await expect(cartMain.getByRole("button", { name: fill(w.increase, { name: product.name }) })).toBeDisabled();
  await cartMain.getByRole("button", { name: fill(w.decrease, { name: product.name }) }).click();
  await expect(quantity).toHaveValue("9");
  await expect(cartMain.getByText("$13,499.91").first()).toBeVisible();
  expect((await stored(other)).cart).toEqual([expect.objectContaining({ id: product.id, quantity: 9 })]);

  // Back in the first tab: the panel from the header shows the new quantity; Remove empties the cart everywhere.
  await cartButton(page).click();
  await expect(panel(page).getByText("9 x $1,499.99")).toBeVisible();
  await panel(page).getByRole("button", { name: fill(w.removeName, { name: product.name }) }).click();
  await expect(panel(page).getByText(w.empty)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(`${site.shop.cartButton} 0`);
  expect((await stored(page)).cart).toBeNull();
  await expect(cartMain.getByText(w.empty)).toBeVisible();
  await expect(cartMain.getByRole("link", { name: w.seeProduct })).toBeVisible();
  await scan(other, "main", "/shop-cart empty");
});

test("checkout: a reservation stored through the service, its reference shown and the cart emptied", async ({ page }) => {
  await openHydrated(page, productPath);
  await page.getByRole("main").getByRole("button", { name: w.addToCart }).click();
  // The panel's Checkout link: the route change closes the panel.
  await panel(page).getByRole("link", { name: w.checkout }).click();
  await expect(page).toHaveURL(/\/shop-checkout\/$/);
  await expect(panel(page)).toBeHidden();
  const main = page.getByRole("main");
  const summary = main.getByRole("region", { name: w.summary });
  await expect(summary.getByText("1 x $1,499.99")).toBeVisible();
  const form = main.getByRole("form", { name: w.details });
  await scan(page, "main", "checkout idle");

  await form.getByRole("button", { name: w.reserve }).click();
  await expect(form.getByText(w.nameRequired)).toBeVisible();
  await expect(form.getByRole("textbox", { name: w.name })).toBeFocused();
  await scan(page, "main", "checkout with errors");

  const email = `shop-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await form.getByRole("textbox", { name: w.name }).fill("Ada Lovelace");
  await form.getByRole("textbox", { name: w.email }).fill(email);
  await form.getByRole("textbox", { name: w.company }).fill("Analytical Engines");
  await form.getByRole("textbox", { name: w.country }).fill("Canada");
  await form.getByRole("button", { name: w.reserve }).click();

  const done = main.getByRole("heading", { name: w.reservedTitle });
  await expect(done).toBeVisible();
  const text = (await main.getByText(/GST-[2-9A-HJKMNP-Z]{6}/).textContent()) ?? "";
  const reference = /GST-[2-9A-HJKMNP-Z]{6}/.exec(text)?.[0];
  expect(reference).toBeTruthy();
  await expect(cartButton(page)).toHaveAccessibleName(`${site.shop.cartButton} 0`);
  expect((await stored(page)).cart).toBeNull();

  const response = await page.request.get(`/__e2e__/stored/shop_reservations?email=${encodeURIComponent(email)}`);
  const rows = ((await response.json()) as { rows: Record<string, unknown>[] }).rows;
  expect(rows).toEqual([
    expect.objectContaining({ reference, name: "Ada Lovelace", company: "Analytical Engines", country: "Canada", total_cents: 149999, lines: [{ id: product.id, quantity: 1 }] }),
  ]);
  await scan(page, "main", "checkout reserved");
});
