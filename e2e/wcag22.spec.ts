import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import YAML from "yaml";
import { PASSWORD, registerViaApi, resetLinkFor, startSignedIn } from "./support/accounts";
import { SCAN_WIDTHS, setScheme } from "./support/axe";
import { PRODUCT_ORIGIN } from "./support/ports";
import { everyRoute, isMemberRoute, jobs, openHydrated } from "./support/site";
import { ARTICLE_WITH_FIGURES, consentWords, openImageViewer, openWithCookieBanner, withConsentChosen } from "./support/states";
import { expect, test } from "./support/test";

/**
 * The criteria WCAG 2.2 added at level AA (issue 43), on every kind of page, light and dark, at 1280 and 375 px:
 * the cookie banner's title is not the page's first heading; 2.4.11 focus not obscured (by the sticky header or the
 * cookie banner); 2.5.8 target size; 3.2.6 consistent help; 3.3.7 redundant entry; 3.3.8 accessible
 * authentication; 2.5.7 dragging movements. The geometry runs inside the page (e2e/support/wcag22.ts would be one
 * more file for one spec: it stays here).
 */
test.describe.configure({ mode: "parallel" });
test.use({ reducedMotion: "reduce", colorScheme: "light" });

const root = path.resolve(__dirname, "..");
const readYaml = <T>(file: string): T => YAML.parse(fs.readFileSync(path.join(root, file), "utf8")) as T;
const nav = readYaml<{ footerColumns: { links: { label: string; to?: string }[] }[]; footerBottom: { label?: string; to?: string }[] }>(
  "data/navigation.yaml",
);
const labels = readYaml<{ labels: Record<string, string> }>("data/site.yaml").labels;
const statementLink = nav.footerBottom.find((link) => link.to === "/page-accessibility/")?.label ?? "";
const contactLabel = nav.footerColumns.flatMap((column) => column.links).find((link) => link.to === "/page-contact/")?.label ?? "";

/** Every kind of page (e2e/support/site.ts). */
const routes = everyRoute;
const MODES = SCAN_WIDTHS.flatMap((width) => (["light", "dark"] as const).map((scheme) => ({ width, scheme })));

/** Opens `route` with `open` and runs `check` at each width in each scheme. */
async function inEveryMode(
  page: Page,
  route: string,
  check: (mode: string) => Promise<void>,
  open: (page: Page, route: string) => Promise<unknown> = openHydrated,
): Promise<void> {
  await open(page, route);
  for (const { width, scheme } of MODES) {
    await page.setViewportSize({ width, height: 800 });
    await setScheme(page, scheme);
    await page.evaluate(() => window.scrollTo(0, 0));
    await check(`${route}, ${width} px, ${scheme}`);
  }
}

test.describe("the cookie banner's title", () => {
  for (const route of ["/", "/page-about/", "/blog-details/1/", "/page-accessibility/"]) {
    test(`is not a heading before the h1: ${route}`, async ({ page }) => {
      const banner = await openWithCookieBanner(page, route);
      await expect(banner.getByText(consentWords.bannerTitle, { exact: true })).toBeVisible();
      const first = await page.evaluate(() => {
        const heading = document.querySelector("h1, h2, h3, h4, h5, h6, [role=heading]");
        return heading ? `${heading.tagName.toLowerCase()}: ${heading.textContent ?? ""}` : "none";
      });
      const h1 = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
      expect(first, "the first heading in the document").toBe(`h1: ${h1}`);
    });
  }
});

/**
 * Where the element that has focus is hidden entirely behind the sticky header or the cookie banner (2.4.11, AA),
 * or null: every point of it inside the window shows the header or the banner on top (what is drawn over what, not
 * only where the boxes lie: the skip link is drawn over the header). A part outside the window counts as hidden;
 * an element wholly outside it is not covered by anything.
 */
const hiddenFocus = (page: Page): Promise<string | null> =>
  page.evaluate((bannerLabel) => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const covers = [document.querySelector("body header[data-hidden]"), document.querySelector(`section[aria-label="${bannerLabel}"]`)].filter(
      (cover): cover is Element => cover !== null && !cover.contains(focused),
    );
    const box = focused.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (right - left < 1 || bottom - top < 1) return null;
    const points = [0.1, 0.5, 0.9].flatMap((fx) => [0.1, 0.5, 0.9].map((fy) => [left + (right - left) * fx, top + (bottom - top) * fy]));
    const coveredBy = points.map(([x, y]) => {
      const shown = document.elementFromPoint(x, y);
      return covers.find((cover) => shown !== null && cover.contains(shown) && !focused.contains(shown)) ?? null;
    });
    if (coveredBy.some((cover) => cover === null)) return null;
    const name = (focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 40);
    const what = [...new Set(coveredBy.map((cover) => (cover?.tagName === "HEADER" ? "the header" : "the cookie banner")))].join(" and ");
    return `${focused.tagName.toLowerCase()} "${name}" at ${Math.round(box.top)}–${Math.round(box.bottom)} px is hidden behind ${what}`;
  }, consentWords.bannerLabel);

/** Tabs forward through the whole page, then back to the top (the header shows again on the way up). */
async function tabThrough(page: Page, mode: string): Promise<string[]> {
  const problems: string[] = [];
  const identity = () =>
    page.evaluate(() => (document.activeElement === document.body ? null : (document.activeElement?.outerHTML.slice(0, 200) ?? null)));
  for (const key of ["Tab", "Shift+Tab"]) {
    const seen = new Set<string>();
    for (let step = 0; step < 400; step += 1) {
      await page.keyboard.press(key);
      const here = await identity();
      if (here === null || seen.has(here)) break;
      seen.add(here);
      const problem = await hiddenFocus(page);
      if (problem) problems.push(`${mode}, ${key}: ${problem}`);
    }
  }
  return problems;
}

test.describe("2.4.11 focus not obscured, by the sticky header or by the cookie banner", () => {
  for (const route of routes) {
    test(route, async ({ page, request }) => {
      // Four passes there and back over every control of the page.
      test.setTimeout(180_000);
      if (isMemberRoute(route)) await startSignedIn(page, request);
      const problems: string[] = [];
      await inEveryMode(
        page,
        route,
        async (mode) => {
          await page.locator("body").focus();
          problems.push(...(await tabThrough(page, `${mode}, banner open`)));
        },
        openWithCookieBanner,
      );
      expect(problems).toEqual([]);
    });
  }
});

/**
 * Pointer targets smaller than 24 × 24 px whose 24 px circle reaches another target (2.5.8, AA). Not targets:
 * links inside a line of text (the criterion's inline exception), controls hidden or drawn by their label (a
 * visually hidden input), and what lies under a closed menu.
 */
const smallTargets = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const SIZE = 24;
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [role=checkbox]";
    const isInline = (el: Element): boolean => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      const block = el.parentElement?.closest("p, li, td, dd, figcaption, blockquote");
      return !!block && (block.textContent ?? "").trim().length > (el.textContent ?? "").trim().length;
    };
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !el.closest("[inert], [aria-hidden=true]"))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => box.width > 2 && box.height > 2 && !isInline(el));
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (p: { x: number; y: number }, box: DOMRect): number =>
      Math.hypot(Math.max(box.left - p.x, 0, p.x - box.right), Math.max(box.top - p.y, 0, p.y - box.bottom));
    const small = (box: DOMRect): boolean => box.width < SIZE - 0.5 || box.height < SIZE - 0.5;
    return targets.flatMap(({ el, box }) => {
      if (!small(box)) return [];
      const c = centre(box);
      const crowded = targets.some(({ el: other, box: otherBox }) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        // The circle reaches the other target, or the other small target's own circle.
        return distanceToBox(c, otherBox) < SIZE / 2 || (small(otherBox) && Math.hypot(c.x - centre(otherBox).x, c.y - centre(otherBox).y) < SIZE);
      });
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
      return crowded ? [`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)} px`] : [];
    });
  });

test("2.5.8 target size: the image viewer's controls and the cookie banner's buttons", async ({ page }) => {
  await openWithCookieBanner(page, ARTICLE_WITH_FIGURES);
  expect(await smallTargets(page), "with the cookie banner").toEqual([]);
  await withConsentChosen(page);
  await openHydrated(page, ARTICLE_WITH_FIGURES);
  for (const width of SCAN_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await openImageViewer(page);
    expect(await smallTargets(page), `image viewer, ${width} px`).toEqual([]);
    await page.keyboard.press("Escape");
  }
});

/** The footer's links and buttons in reading order, up to the contact link (3.2.6 asks for the same relative order). */
const upToContact = (page: Page): Promise<string[]> =>
  page
    .getByRole("contentinfo")
    .locator("a[href], button")
    .evaluateAll((els, label) => {
      const names = els.map((el) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim());
      return names.includes(label) ? names.slice(0, names.indexOf(label) + 1) : names.concat("(no contact link)");
    }, contactLabel);

/**
 * Every page as a returning visitor sees it (no banner), on one load in each mode: the controls' size and spacing
 * (2.5.8), and the contact link in the same place among the footer's links as on the home page (3.2.6).
 */
test.describe("2.5.8 target size: 24 × 24 px or spaced; 3.2.6 consistent help: the contact link where it is on the home page", () => {
  let home: string[] = [];
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await openHydrated(page, `${PRODUCT_ORIGIN}/`);
    home = await upToContact(page);
    await page.close();
  });

  for (const route of routes) {
    test(route, async ({ page, request }) => {
      expect(home.at(-1), "the home page's footer has the contact link").toBe(contactLabel);
      await withConsentChosen(page);
      if (isMemberRoute(route)) await startSignedIn(page, request);
      const problems: string[] = [];
      await inEveryMode(page, route, async (mode) => {
        problems.push(...(await smallTargets(page)).map((target) => `${mode}: ${target}`));
        await expect(page.getByRole("contentinfo").getByRole("link", { name: contactLabel, exact: true }), mode).toBeVisible();
        expect(await upToContact(page), `the footer's links up to the contact link, ${mode}`).toEqual(home);
      });
      expect(problems, "targets under 24 × 24 px too close to another").toEqual([]);
    });
  }
});

test.describe("3.3.7 redundant entry", () => {
  test("the job application starts with the e-mail of the signed-in member's account", async ({ page, request }) => {
    const email = await startSignedIn(page, request);
    for (const { width, scheme } of MODES) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await openHydrated(page, `/page-apply/${jobs[0].id}/`);
      await expect(page.getByRole("textbox", { name: /e-?mail/i })).toHaveValue(email);
    }
  });
});

/** Credential fields of each account page: the identifier and the password fields, with the autocomplete they need. */
const credentialPages: { route: string; fields: { name: RegExp; autocomplete: string }[] }[] = [
  {
    route: "/sign-in/",
    fields: [
      { name: /e-?mail/i, autocomplete: "username" },
      { name: /^password/i, autocomplete: "current-password" },
    ],
  },
  {
    route: "/sign-up/",
    fields: [
      { name: /e-?mail/i, autocomplete: "username" },
      { name: /^password/i, autocomplete: "new-password" },
    ],
  },
  { route: "/reset-password/", fields: [{ name: /e-?mail/i, autocomplete: "username" }] },
];

/** Pastes `text` into `field` as the clipboard would (a paste event the page may refuse), and answers its value. */
async function paste(field: Locator, text: string): Promise<string> {
  await field.fill("");
  return field.evaluate((input: HTMLInputElement, value) => {
    input.focus();
    const data = new DataTransfer();
    data.setData("text/plain", value);
    const event = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
    if (input.dispatchEvent(event)) document.execCommand("insertText", false, value);
    return input.value;
  }, text);
}

test.describe("3.3.8 accessible authentication", () => {
  for (const { route, fields } of credentialPages) {
    test(`${route}: paste allowed, the right autocomplete, no puzzle`, async ({ page }) => {
      await withConsentChosen(page);
      await inEveryMode(page, route, async (mode) => {
        for (const { name, autocomplete } of fields) {
          const field = page.getByLabel(name).first();
          await expect(field, `${mode}: ${String(name)}`).toHaveAttribute("autocomplete", autocomplete);
        }
        for (const field of await page.locator("input[type=password]").all()) {
          expect(await field.getAttribute("autocomplete"), `${mode}: every password field`).toMatch(/^(current|new)-password$/);
          expect(await paste(field, PASSWORD), `${mode}: a pasted password`).toBe(PASSWORD);
        }
        // No cognitive test: a form asks at most a checkbox, never a puzzle, an image or a question to type into.
        await expect(page.locator("main iframe, main canvas, main img[src*=captcha]")).toHaveCount(0);
      });
    });
  }

  test("the reset page's password fields take a pasted password and the robot box stays a checkbox", async ({ page, request }) => {
    await withConsentChosen(page);
    const email = await registerViaApi(request);
    await openHydrated(page, "/reset-password/");
    await page.getByLabel(/e-?mail/i).fill(email);
    // The only check that a person is asking: a box to tick, no puzzle.
    await page.getByRole("checkbox", { name: /robot/i }).check();
    await page.getByRole("main").getByRole("button", { name: /reset/i }).click();
    await expect(page.getByText(/If an account exists/)).toBeVisible();
    // The second step, from the mailed link, asks for the new password twice.
    await openHydrated(page, await resetLinkFor(request, email));
    const fields = page.locator("input[type=password]");
    await expect(fields).toHaveCount(2);
    for (const field of await fields.all()) {
      await expect(field).toHaveAttribute("autocomplete", "new-password");
      expect(await paste(field, PASSWORD)).toBe(PASSWORD);
    }
  });
});

test.describe("2.5.7 dragging: every carousel moves with its buttons alone", () => {
  for (const route of ["/", "/page-features/"]) {
    test(route, async ({ page }) => {
      await withConsentChosen(page);
      await inEveryMode(page, route, async (mode) => {
        const carousels = page.locator("[aria-roledescription=carousel]");
        expect(await carousels.count(), mode).toBeGreaterThan(0);
        for (const carousel of await carousels.all()) {
          await carousel.scrollIntoViewIfNeeded();
          const shown = () =>
            carousel.evaluate((region) => {
              const frame = region.getBoundingClientRect();
              return [...region.querySelectorAll<HTMLElement>("li, .slick-slide:not([aria-hidden=true])")]
                .filter((slide) => {
                  const box = slide.getBoundingClientRect();
                  return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
                })
                .map((slide) => (slide.textContent ?? "").trim() || (slide.querySelector("img")?.alt ?? ""))
                .join(" | ");
            });
          const before = await shown();
          await carousel.getByRole("button", { name: labels.carouselNext }).click();
          await expect.poll(shown, `${mode}: Next moves the carousel`).not.toBe(before);
          await carousel.getByRole("button", { name: labels.carouselPrevious }).click();
          await expect.poll(shown, `${mode}: Previous moves it back`).toBe(before);
        }
      });
    });
  }

  test("the image viewer goes from picture to picture with its buttons", async ({ page }) => {
    await withConsentChosen(page);
    await openHydrated(page, ARTICLE_WITH_FIGURES);
    const viewer = await openImageViewer(page);
    const counter = () => viewer.evaluate((el) => el.textContent ?? "");
    const before = await counter();
    await viewer.getByRole("button", { name: /next/i }).click();
    await expect.poll(counter).not.toBe(before);
    await viewer.getByRole("button", { name: /previous/i }).click();
    await expect.poll(counter).toBe(before);
  });
});

test("the accessibility statement is linked from the footer and names its standard and review date", async ({ page }) => {
  const statement = readYaml<{ heading: string }>("data/accessibility.yaml");
  await withConsentChosen(page);
  await openHydrated(page, "/page-about/");
  await page.getByRole("contentinfo").getByRole("link", { name: statementLink, exact: true }).click();
  await expect(page).toHaveURL(/\/page-accessibility\/$/);
  await expect(page.getByRole("heading", { level: 1, name: statement.heading })).toBeVisible();
  await expect(page.getByRole("link", { name: /WCAG\) 2\.2/ })).toBeVisible();
  await expect(page.locator("main time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
});
