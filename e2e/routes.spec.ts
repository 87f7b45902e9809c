import { startSignedIn } from "./support/accounts";
import { headingOne, htmlText } from "./support/html";
import { expect, test } from "./support/test";
import {
  authorHeading,
  authors,
  categories,
  categoryHeading,
  fixedRoutes,
  isMemberRoute,
  jobs,
  legal,
  postById,
  posts,
  products,
  watchErrors,
} from "./support/site";
import { blogCategoryPath } from "../src/shared/lib/routes";

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

  test("the six openings are listed and link to their details", async ({ page }) => {
    await page.goto("/page-career/");
    for (const job of jobs) {
      await expect(page.getByRole("link", { name: job.name })).toHaveAttribute("href", `/page-career-detail/${job.id}/`);
    }
  });

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
});

// The generated pages as the server sends them: their HTML is whole before any script runs. The seventy articles
// are read as HTML (no browser page each), the other generated pages are opened with scripts off.
test.describe("every generated page is whole as sent", () => {
  test.describe.configure({ mode: "parallel" });
  test.use({ javaScriptEnabled: false });

  test("every article has both layouts, with its title and its body or the coming-soon note", async ({ request }) => {
    for (const post of posts) {
      for (const prefix of ["/blog-details/", "/blog-details-3/"]) {
        const path = `${prefix}${post.id}/`;
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(headingOne(html), path).toBe(post.title);
        expect(htmlText(html).includes("Content is coming soon. Stay tuned!"), `${path} says whether its body is coming`).toBe(!post.hasBody);
      }
    }
  });

  test("each category, author, job, application and product page exists", async ({ page }) => {
    const open = async (path: string) => expect((await page.goto(path, { waitUntil: "domcontentloaded" }))?.status(), path).toBe(200);
    for (const name of categories) {
      await open(blogCategoryPath(name));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${categoryHeading} ${name}`);
    }
    for (const author of authors) {
      await open(`/blog-author/${author.id}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(authorHeading);
      await expect(page.getByText(author.name).first()).toBeVisible();
    }
    for (const job of jobs) {
      await open(`/page-career-detail/${job.id}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.name);
      // The application page is for members: as sent it names the job in its title only.
      await open(`/page-apply/${job.id}/`);
      await expect(page).toHaveTitle(new RegExp(job.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    }
    for (const product of products) {
      await open(`/shop-product-detail/${product.id}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    }
  });
});
