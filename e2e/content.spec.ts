import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import YAML from "yaml";
import { openHydrated, watchErrors } from "./support/site";

const readYaml = <T>(file: string): T => YAML.parse(fs.readFileSync(path.resolve(__dirname, "..", file), "utf8")) as T;

test.describe("pages show the content of data/", () => {
  test("the home page shows the feature blocks, the timeline and the aligned logos, and leaves hidden sections out", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/");
    const accessibility = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Built-In Accessibility" }) });
    for (const badge of ["ADA", "WCAG 2.1", "HIPAA"]) await expect(accessibility.getByText(badge, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join the waitlist for Gestura GPT" })).toHaveAttribute("href", "/sign-up/");
    await expect(page.getByRole("heading", { name: "Plans starting at $49/month" })).toBeVisible();

    const timeline = page.getByRole("region", { name: "How we got here" });
    for (const milestone of readYaml<{ year: string; title: string; alt: string }[]>("data/timeline.yaml")) {
      await expect(timeline.getByRole("heading", { name: milestone.title })).toBeVisible();
      await expect(timeline.getByText(milestone.year, { exact: true })).toBeVisible();
      await expect(timeline.getByRole("img", { name: milestone.alt })).toBeAttached();
    }

    // The strip is a carousel: every aligned logo is one item of its list, in order (the images' size holders are hidden).
    const strip = page.locator('[aria-roledescription="carousel"]').and(page.getByRole("region", { name: "Organizations Aligned with Our Vision" }));
    const aligned = readYaml<{ aligned: { name: string }[] }>("data/logos.yaml").aligned;
    await expect(strip.getByRole("listitem")).toHaveCount(aligned.length);
    expect(await strip.getByRole("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))).toEqual(aligned.map((l) => l.name));
    await expect(strip.getByRole("img", { name: aligned[0].name })).toBeVisible();

    await expect(page.getByRole("heading", { name: "What we stand for" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "What our pilot partners say" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the features FAQ opens one answer at a time, first one open, and closes an open answer", async ({ page }) => {
    // Without the scroll reveal: a section that starts rising just after the click was aimed could take the click
    // away from its button (seen once on a busy machine). The reveal has its own tests in marketing.spec.ts.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/page-features/");
    const faqs = readYaml<{ features: { question: string; answer: string }[] }>("data/faqs.yaml").features;
    const first = page.getByRole("button", { name: faqs[0].question });
    const second = page.getByRole("button", { name: faqs[1].question });
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(faqs[0].answer)).toBeVisible();
    await expect(page.getByText(faqs[1].answer)).toBeHidden();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(faqs[1].answer)).toBeVisible();
    await expect(page.getByText(faqs[0].answer)).toBeHidden();

    await second.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(faqs[1].answer)).toBeHidden();

    await expect(page.getByRole("heading", { name: "Impact of Gestura AI" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Target partners & pilot prospects" }).getByRole("img", { name: "Halvorsen Medical Group" })).toBeVisible();
  });

  test("partner logos switch to their light-ink variant in dark mode", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/page-features/");
    const logo = page.getByRole("region", { name: "Target partners & pilot prospects" }).getByRole("img", { name: "Halvorsen Medical Group" });
    await expect(logo).toHaveCount(1);
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toBeVisible();
    await expect(logo).toHaveJSProperty("complete", true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/logo-19-dark/);

    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    const light = page.getByRole("region", { name: "Target partners & pilot prospects" }).getByRole("img", { name: "Halvorsen Medical Group" });
    await light.scrollIntoViewIfNeeded();
    await expect(light).toHaveJSProperty("complete", true);
    expect(await light.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/logo-19\./);
  });

  test("the team page answers the support questions", async ({ page }) => {
    await openHydrated(page, "/page-team/");
    const faqs = readYaml<{ team: { question: string }[] }>("data/faqs.yaml").team;
    for (const faq of faqs) await expect(page.getByRole("button", { name: faq.question })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact the team" })).toHaveAttribute("href", "/page-contact/");
  });

  test("the integrations page shows a card per integration", async ({ page }) => {
    await page.goto("/page-integrations/");
    const items = readYaml<{ name: string; category: string; imageAlt: string }[]>("data/integrations.yaml");
    for (const item of items) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: item.name, exact: true }) });
      await expect(card.getByText(item.category, { exact: true })).toBeVisible();
      await expect(card.getByRole("img", { name: item.imageAlt })).toBeVisible();
      await expect(card.getByRole("link", { name: `Explore ${item.name}` })).toBeVisible();
    }
  });

  test("the about page shows the values and the pilot partners' words", async ({ page }) => {
    await page.goto("/page-about/");
    for (const value of ["Simple Design", "Strong Tech", "Inclusive Access", "Scalable Impact"]) {
      await expect(page.getByRole("heading", { name: value })).toBeVisible();
    }
    for (const t of readYaml<{ name: string; alt: string }[]>("data/testimonials.yaml")) {
      await expect(page.getByText(t.name, { exact: true })).toBeVisible();
      await expect(page.getByRole("img", { name: t.alt })).toBeVisible();
    }
  });
});

// Pictures are plain markup (src/shared/ui/picture.tsx): each one shows as soon as it loads, with or without
// script, and also when it comes from the cache before the page's script has started.
test.describe("pictures", () => {
  const milestones = readYaml<{ alt: string }[]>("data/timeline.yaml");
  async function expectTimelineShown(page: Page) {
    const timeline = page.getByRole("region", { name: "How we got here" });
    for (const milestone of milestones) {
      const picture = timeline.getByRole("img", { name: milestone.alt });
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveJSProperty("complete", true);
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth), milestone.alt).toBeGreaterThan(0);
      await expect(picture).toHaveCSS("opacity", "1");
      await expect(picture).toBeVisible();
    }
  }

  test("show once loaded, on a first visit and again from the cache", async ({ page }) => {
    await openHydrated(page, "/");
    await expectTimelineShown(page);
    await page.reload();
    await expectTimelineShown(page);
  });

  test("show on a page reached by a link inside the site", async ({ page }) => {
    await openHydrated(page, "/page-about/");
    await page.getByRole("banner").getByRole("link", { name: "Gestura home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectTimelineShown(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("show once loaded", async ({ page }) => {
      await page.goto("/");
      await expectTimelineShown(page);
    });
  });
});
