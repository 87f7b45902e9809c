import { startSignedIn } from "./support/accounts";
import { expect, PRODUCT_ORIGIN, STATIC_ORIGIN, test } from "./support/test";
import { categoryHeading, homeHeading, jobs, notFoundHeading, openHydrated, postsAsListed, products, watchErrors } from "./support/site";
import { blogCategoryPath } from "../src/shared/lib/routes";

/** "The first item" is the first one the lists show (PRODUCT §4): the featured post on /blog, the first opening, the sample product. */
const first = { post: postsAsListed[0], job: jobs[0], product: products[0] };

// The product's own server, and a plain static host that answers unknown paths with 404.html.
for (const host of [PRODUCT_ORIGIN, STATIC_ORIGIN]) {
  test.describe(`unknown addresses on ${host === STATIC_ORIGIN ? "a plain static host" : "the product's server"}`, () => {
    test("an unknown article id shows the first article in both layouts, without errors", async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`${host}/blog-details/99999`);
      await expect(page).toHaveURL(`${host}/blog-details/${first.post.id}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.post.title);
      await page.goto(`${host}/blog-details-3/nope/`);
      await expect(page).toHaveURL(`${host}/blog-details-3/${first.post.id}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.post.title);
      expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    });

    test("unknown job, application and product ids show the first item", async ({ page, request }) => {
      // Application pages are for signed-in members; signed out, the visitor would be sent to /sign-in/.
      await startSignedIn(page, request);
      await page.goto(`${host}/page-career-detail/42/`);
      await expect(page).toHaveURL(`${host}/page-career-detail/${first.job.id}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.job.name);
      await page.goto(`${host}/page-apply/42/`);
      await expect(page).toHaveURL(`${host}/page-apply/${first.job.id}/`);
      await page.goto(`${host}/shop-product-detail/42/`);
      await expect(page).toHaveURL(`${host}/shop-product-detail/${first.product.id}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.product.name);
    });

    test("an unknown route shows the 404 page with a way home", async ({ page }) => {
      const response = await page.goto(`${host}/no-such-page/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading);
      await page.getByRole("link", { name: "Go back home" }).click();
      await expect(page).toHaveURL(`${host}/`);
    });

    test("/index/ is the home page under its canonical address", async ({ page }) => {
      const errors = watchErrors(page);
      expect((await page.goto(`${host}/index/`))?.status()).toBe(200);
      await expect(page).toHaveURL(`${host}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHeading);
      expect(errors).toEqual([]);
    });

    test("an unknown category is a 404, not a fallback", async ({ page }) => {
      const response = await page.goto(`${host}/blog-category/Nothing%20Here/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading);
    });

    test("a category whose name has a space is served at its slug", async ({ page }) => {
      const response = await page.goto(`${host}${blogCategoryPath("Inclusive Design")}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${categoryHeading} Inclusive Design`);
    });
  });
}

test("following a link to an unknown id inside the site also lands on the first item", async ({ page }) => {
  await openHydrated(page, "/blog/");
  // The first item is the post /blog features first.
  await expect(page.getByRole("main").getByRole("article").first().getByRole("heading")).toHaveText(first.post.title);
  // Client-side navigation, as a stale link inside the site would do.
  await page.waitForFunction(() => "___navigate" in window);
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/blog-details/77777/"));
  await expect(page).toHaveURL(`/blog-details/${first.post.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.post.title);
});

test("a category badge with a space in its name leads to that category", async ({ page }) => {
  await openHydrated(page, "/blog-classic/");
  const badge = page.getByRole("link", { name: "Inclusive Design", exact: true }).first();
  await badge.click();
  await expect(page).toHaveURL(/\/blog-category\/inclusive-design\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${categoryHeading} Inclusive Design`);
});
