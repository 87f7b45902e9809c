import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import YAML from "yaml";
import { openHydrated, watchErrors } from "./support/site";
import { expect, test } from "./support/test";

const readYaml = <T>(file: string): T => YAML.parse(fs.readFileSync(path.resolve(__dirname, "..", file), "utf8")) as T;
const video = readYaml<{ video: { title: string; src: string } }>("data/site.yaml").video;

test.describe("home hero", () => {
  test("the intro video opens in a dialog, closes on Escape, the backdrop and the close button, and gives focus back", async ({ page }) => {
    const media: string[] = [];
    page.on("request", (request) => {
      if (/\.webm|youtube|vimeo|youku/.test(request.url())) media.push(request.url());
    });
    await openHydrated(page, "/");
    const play = page.getByRole("button", { name: "Watch the intro video" });
    const dialog = page.getByRole("dialog", { name: video.title });
    await expect(dialog).toBeHidden();
    expect(media).toEqual([]);

    await play.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("video")).toHaveAttribute("src", video.src);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    await expect(page.locator("video")).toHaveCount(0);

    await play.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();

    await play.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close the video" }).click();
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
  });

  test("the hero counts an account created through the API service", async ({ page, request }) => {
    const email = `hero-${Date.now()}@example.com`;
    const registered = await request.post("/api/users/register", { data: { username: email, email, password: "a long password" } });
    expect(registered.status()).toBe(201);
    const { count } = (await (await request.get("/api/users/count")).json()) as { count: number };
    expect(count).toBeGreaterThanOrEqual(1);
    const site = readYaml<{ waitlistBase: number }>("data/site.yaml");
    await openHydrated(page, "/");
    await expect(page.getByText(`${((count + site.waitlistBase) / 1000).toFixed(1)}k+ Waitlist Members`)).toBeVisible();
  });

  test("the waitlist count adds the stored number to the constant and is kept for a day", async ({ page }) => {
    await page.route("**/api/users/count", (route) => route.fulfill({ json: { success: true, msg: "", count: 150 } }));
    const errors = watchErrors(page);
    await openHydrated(page, "/");
    await expect(page.getByText("2.5k+ Waitlist Members")).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("userCount") ?? "null") as { value: number; expiry: number } | null);
    expect(stored?.value).toBe(150);
    const hours = ((stored?.expiry ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // The faces are decorative (empty alt), so they have no role to find them by.
    await expect(page.locator('main header img[alt=""]:not([aria-hidden="true"])')).toHaveCount(5);
    expect(errors).toEqual([]);
  });

  test("a failing count leaves the constant alone on show", async ({ page }) => {
    await page.route("**/api/users/count", (route) => route.fulfill({ status: 500, json: { success: false, msg: "Database unavailable" } }));
    await openHydrated(page, "/");
    await expect(page.getByText("2.4k+ Waitlist Members")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userCount"))).toBeNull();
  });
});

/** A carousel by its name (the section around it has the same name). */
const carousel = (page: Page, name: string) => page.locator('[aria-roledescription="carousel"]').and(page.getByRole("region", { name }));
/** Slides of a carousel that a visitor can see (slick marks them active). */
const visibleSlides = (page: Page, name: string) => carousel(page, name).locator(".slick-slide.slick-active");

const STRIP = "Organizations Aligned with Our Vision";

/** Logos of a strip that lie wholly inside its visible width, by name, in order. */
const logosInView = (page: Page, name: string) =>
  carousel(page, name)
    .getByRole("list")
    .evaluate((list) => {
      const view = (list.parentElement ?? list).getBoundingClientRect();
      return [...list.children]
        .filter((item) => {
          const box = item.getBoundingClientRect();
          return box.left >= view.left - 1 && box.right <= view.right + 1;
        })
        .map((item) => item.querySelector("img[alt]:not([aria-hidden='true'])")?.getAttribute("alt") ?? "");
    });

const alignedLogos = readYaml<{ aligned: { name: string }[] }>("data/logos.yaml").aligned.map((l) => l.name);

test.describe("carousels", () => {
  for (const [width, perView] of [
    [375, 2],
    [700, 4],
    [1280, 6],
  ] as const) {
    test(`the aligned logo strip shows ${perView} logos at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openHydrated(page, "/");
      await expect.poll(() => logosInView(page, STRIP)).toEqual(alignedLogos.slice(0, perView));
    });
  }

  test("the logo strip's Next and Previous move one logo and wrap around at either end", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/");
    const region = carousel(page, STRIP);
    const perView = (await logosInView(page, STRIP)).length;
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => logosInView(page, STRIP)).toEqual(alignedLogos.slice(1, 1 + perView));
    await region.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => logosInView(page, STRIP)).toEqual(alignedLogos.slice(0, perView));
    await region.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => logosInView(page, STRIP)).toEqual(alignedLogos.slice(-perView));
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => logosInView(page, STRIP)).toEqual(alignedLogos.slice(0, perView));
  });

  test("the logo strip moves on by itself every 3 seconds until the visitor pauses it, and never under reduced motion", async ({ page }) => {
    await page.clock.install();
    await openHydrated(page, "/");
    const region = carousel(page, STRIP);
    await region.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(region.getByRole("button", { name: "Pause" })).toBeVisible();
    expect((await logosInView(page, STRIP))[0]).toBe(alignedLogos[0]);
    await page.clock.runFor(3_100);
    await expect.poll(async () => (await logosInView(page, STRIP))[0]).toBe(alignedLogos[1]);

    await region.getByRole("button", { name: "Pause" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(10_000);
    await expect(region.getByRole("button", { name: "Play" })).toBeVisible();
    expect((await logosInView(page, STRIP))[0]).toBe(alignedLogos[1]);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/");
    await expect(region.getByRole("button", { name: "Next slide" })).toBeVisible();
    await expect(region.getByRole("button", { name: "Pause" })).toHaveCount(0);
    await page.clock.runFor(10_000);
    expect((await logosInView(page, STRIP))[0]).toBe(alignedLogos[0]);
  });

  test("hidden and cloned slides are inert, and Tab never stops inside one", async ({ page }) => {
    await openHydrated(page, "/page-features/");
    const region = carousel(page, "Impact of Gestura AI");
    const next = region.getByRole("button", { name: "Next slide" });
    await next.click();
    const slides = region.locator(".slick-slide");
    const states = await slides.evaluateAll((els) => els.map((el) => ({ hidden: el.getAttribute("aria-hidden") === "true", inert: (el as HTMLElement).inert })));
    expect(states.some((s) => s.hidden)).toBe(true);
    expect(states.filter((s) => s.hidden !== s.inert)).toEqual([]);

    await region.getByRole("button", { name: "Previous slide" }).focus();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      const inHidden = await page.evaluate(() => document.activeElement?.closest('.slick-slide[aria-hidden="true"]') !== null);
      expect(inHidden).toBe(false);
    }
  });

  // The page's clock is moved on instead of waiting, once the Pause button shows that autoplay has started: the
  // carousel's section hydrates in a task of its own, which can come late on a busy machine.
  test("autoplay advances every 3 seconds until the visitor pauses it, and Play starts it again", async ({ page }) => {
    await page.clock.install();
    await openHydrated(page, "/page-features/");
    const name = "Impact of Gestura AI";
    const region = carousel(page, name);
    await region.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const pause = region.getByRole("button", { name: "Pause" });
    await expect(pause).toBeVisible();
    const first = await visibleSlides(page, name).first().getAttribute("data-index");
    await page.clock.runFor(3_600);
    await expect.poll(() => visibleSlides(page, name).first().getAttribute("data-index")).not.toBe(first);

    await pause.click();
    await page.mouse.move(0, 0);
    await expect(region.getByRole("button", { name: "Play" })).toBeVisible();
    await page.clock.runFor(1_000);
    const paused = await visibleSlides(page, name).first().getAttribute("data-index");
    await page.clock.runFor(10_000);
    expect(await visibleSlides(page, name).first().getAttribute("data-index")).toBe(paused);

    await region.getByRole("button", { name: "Play" }).click();
    await page.mouse.move(0, 0);
    await expect(pause).toBeVisible();
    await page.clock.runFor(3_600);
    await expect.poll(() => visibleSlides(page, name).first().getAttribute("data-index")).not.toBe(paused);
  });

  // Nothing to wait for: the page's clock is moved on ten seconds.
  test("nothing moves by itself under prefers-reduced-motion", async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/page-features/");
    const name = "Impact of Gestura AI";
    const region = carousel(page, name);
    await expect(region.getByRole("button", { name: "Pause" })).toHaveCount(0);
    const first = await visibleSlides(page, name).first().getAttribute("data-index");
    await page.clock.runFor(10_000);
    expect(await visibleSlides(page, name).first().getAttribute("data-index")).toBe(first);
  });
});

test.describe("coming soon", () => {
  test("counts down about 180 days, second by second, and tells screen readers politely", async ({ page }) => {
    await openHydrated(page, "/coming-soon/");
    const countdown = page.getByRole("region", { name: "Launching in" });
    await expect(countdown.getByText("days", { exact: true })).toBeVisible();
    const read = () => countdown.locator("li").allInnerTexts();
    await expect.poll(async () => (await read()).join(" ")).toMatch(/^(179|180)\s/);
    const before = await read();
    await expect.poll(read, { timeout: 3_000 }).not.toEqual(before);
    const status = page.getByRole("status").filter({ hasText: "left" });
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(status).toContainText("days");
  });
});

test.describe("careers", () => {
  const jobs = readYaml<{ id: string; name: string; type: string; location: string; salary: string }[]>("data/jobs.yaml");

  test("a job's detail page has its sidebar, an Apply link and JobPosting data", async ({ page }) => {
    const job = jobs[1];
    await page.goto(`/page-career-detail/${job.id}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.name);
    const sidebar = page.getByRole("complementary");
    for (const value of [job.type, job.salary]) await expect(sidebar.getByText(value, { exact: true })).toBeVisible();
    await expect(sidebar.getByText(job.location)).toBeVisible();
    await expect(sidebar.getByRole("link", { name: /Apply now/ })).toHaveAttribute("href", `/page-apply/${job.id}/`);
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const posting = JSON.parse(json ?? "{}") as { "@type": string; title: string; hiringOrganization: { name: string } };
    expect(posting["@type"]).toBe("JobPosting");
    expect(posting.title).toBe(job.name);
    expect(posting.hiringOrganization.name).toBe("Gestura");
  });
});

test.describe("team page", () => {
  test("the breadcrumb sits 112 px from the top of the page", async ({ page }) => {
    await page.goto("/page-team/");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByText("Our team")).toBeVisible();
    const box = await crumbs.getByRole("list").boundingBox();
    expect(Math.round(box?.y ?? 0)).toBe(112);
  });
});

/** A section of the features page that is below the fold at any width. */
const target = "Ready to Redefine Interaction?";

test.describe("scroll reveal", () => {
  test("a section below the fold rises into view when scrolled to", async ({ page }) => {
    await openHydrated(page, "/page-features/");
    const section = page.getByRole("region", { name: target });
    await expect(section).toHaveCSS("opacity", "0");
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveCSS("opacity", "1");
  });

  test("shows everything at once under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/page-features/");
    await expect(page.getByRole("region", { name: target })).toHaveCSS("opacity", "1");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every section is visible", async ({ page }) => {
    await page.goto("/page-features/");
    await expect(page.getByRole("region", { name: target })).toHaveCSS("opacity", "1");
  });
});
