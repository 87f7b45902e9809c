import { startSignedIn } from "./support/accounts";
import { expect, test } from "./support/test";
import { authorHeading, authors, categories, categoryHeading, fixedRoutes, isMemberRoute, jobs, legal, postById, posts, products, watchErrors } from "./support/site";

test.describe("every route answers with its page", () => {
  test.describe.configure({ mode: "parallel" });
  for (const route of [...fixedRoutes, ...legal]) {
    test(`${route.path} shows "${route.heading}"`, async ({ page, request }) => {
      if (isMemberRoute(route.path)) await startSignedIn(page, request);
      const errors = watchErrors(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveTitle(/Gestura/);
      expect(errors).toEqual([]);
    });
  }

  // The generated pages are checked as the server sends them (their HTML is whole before any script runs), so
  // these tests do not wait for each page's images and hydration: seventy articles and the other generated pages.
  const asSent = { waitUntil: "domcontentloaded" } as const;

  for (const post of posts) {
    test(`article ${post.id} has both layouts, with ${post.hasBody ? "its body" : "the coming-soon note"}`, async ({ page }) => {
      for (const prefix of ["/blog-details/", "/blog-details-3/"]) {
        const response = await page.goto(`${prefix}${post.id}/`, asSent);
        expect(response?.status(), `${prefix}${post.id}/`).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
        if (!post.hasBody) await expect(page.getByText("Content is coming soon. Stay tuned!")).toBeVisible();
      }
    });
  }

  test("an article with a body shows it, its figures, tags, author and neighbours", async ({ page }) => {
    const post = postById("31");
    await page.goto("/blog-details/31/");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog/");
    await expect(crumbs.getByRole("link", { name: post.category })).toBeVisible();
    await expect(crumbs.getByText(post.title)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("article").getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByText("Content is coming soon. Stay tuned!")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Tags" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "About the author" })).toBeVisible();
    const more = page.getByRole("navigation", { name: "More articles" });
    await expect(more.getByRole("link", { name: /Previous/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Be the first to write a comment." })).toHaveAttribute("href", "/page-contact/");
  });

  test("each category, author, job, application and product page exists", async ({ page, request }) => {
    // Application pages are for signed-in members.
    await startSignedIn(page, request);
    for (const name of categories) {
      const response = await page.goto(`/blog-category/${encodeURIComponent(name)}/`, asSent);
      expect(response?.status(), name).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${categoryHeading} ${name}`);
    }
    for (const author of authors) {
      expect((await page.goto(`/blog-author/${author.id}/`, asSent))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(authorHeading);
      await expect(page.getByText(author.name).first()).toBeVisible();
    }
    for (const job of jobs) {
      expect((await page.goto(`/page-career-detail/${job.id}/`, asSent))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.name);
      expect((await page.goto(`/page-apply/${job.id}/`, asSent))?.status()).toBe(200);
      await expect(page.getByText(job.name).first()).toBeVisible();
    }
    for (const product of products) {
      expect((await page.goto(`/shop-product-detail/${product.id}/`, asSent))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    }
  });

  test("the six openings are listed and link to their details", async ({ page }) => {
    await page.goto("/page-career/");
    for (const job of jobs) {
      await expect(page.getByRole("link", { name: job.name })).toHaveAttribute("href", `/page-career-detail/${job.id}/`);
    }
  });
});
