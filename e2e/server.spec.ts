/** The product's own server as a browser meets it: the built site with caching, compression and security headers. */
import { expect, test } from "./support/test";

test.describe("the product's server", () => {
  test("serves pages revalidated and scripts cached for a year, compressed, with security headers", async ({ page }) => {
    const scripts: { url: string; headers: Record<string, string> }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push({ url: response.url(), headers: response.headers() });
    });
    const response = await page.goto("/");
    const headers = response?.headers() ?? {};
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(headers["content-encoding"]).toMatch(/^(br|gzip)$/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    const app = scripts.find((s) => /\/app-[0-9a-f]+\.js$/.test(s.url));
    expect(app?.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("a folder address without its slash is redirected to the page", async ({ page }) => {
    await page.goto("/page-pricing");
    await expect(page).toHaveURL("/page-pricing/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown API call answers JSON, not the 404 page", async ({ request }) => {
    const response = await request.get("/api/no-such-call");
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ success: false, msg: "There is no API call at this address." });
  });
});
