/**
 * axe-core run inside the page itself. @axe-core/playwright's AxeBuilder finishes every scan in a new blank page
 * and returns every passing node too; on a 2-core machine that made each scan 3–4 s where this takes well under
 * one, and the axe scans were most of the suite's time. Iframes are not entered (our only one is the hosted
 * video's player, a third party's page).
 */
import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import { expect } from "./test";

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** axe's WCAG 2.0 and 2.1 A and AA rules; the criteria WCAG 2.2 added have their own tests (e2e/wcag22.spec.ts). */
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export interface ScanOptions {
  /** Run only these rules instead of every WCAG 2.1 AA rule. */
  rules?: string[];
  /** Scan only the element this selector finds, not the whole document. */
  within?: string;
}

/** Each violation as `rule: target, target`, so a failing test names what to fix; `[]` when the page is clean. */
export async function axeViolations(page: Page, { rules, within }: ScanOptions = {}): Promise<string[]> {
  // Colours are read as they are at this instant: let transitions and finite animations (a theme switch, the header
  // settling after a scroll, a dialog fading in) end first, or axe measures a colour half-way.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { polling: "raf" },
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ rules, tags, within }) => {
      const axe = (window as unknown as { axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> } }).axe;
      const runOnly: RunOptions["runOnly"] = rules ? { type: "rule", values: rules } : { type: "tag", values: tags };
      const context: ElementContext = within ? { include: [within] } : document;
      const results = await axe.run(context, { runOnly, resultTypes: ["violations"] });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { rules, tags: WCAG_AA, within },
  );
}

/** The widths every state is scanned at: a desktop and a phone. */
export const SCAN_WIDTHS = [1280, 375] as const;

/** Switches the colour scheme and waits until the site has applied it. */
export async function setScheme(page: Page, scheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
}

export interface ScanEverywhereOptions {
  /** Scan only the element this selector finds (a dialog, the main content), not the whole document. */
  within?: string;
  /** Runs one scan instead of axeViolations (e.g. with the page's clock stopped); returns its violations. */
  scanWith?: () => Promise<string[]>;
}

/**
 * axe, every WCAG 2.1 AA rule, on the page as it is now at each of SCAN_WIDTHS in light and dark. Fails listing
 * each violation with the state, width and scheme it was found in; afterwards the page is light again, at the
 * viewport it had.
 */
export async function expectAxeClean(page: Page, state: string, { within, scanWith }: ScanEverywhereOptions = {}): Promise<void> {
  const before = page.viewportSize();
  const scanOnce = scanWith ?? (() => axeViolations(page, { within }));
  const found: string[] = [];
  for (const width of SCAN_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const scheme of ["light", "dark"] as const) {
      await setScheme(page, scheme);
      found.push(...(await scanOnce()).map((violation) => `${state}, ${width} px, ${scheme}: ${violation}`));
    }
  }
  await setScheme(page, "light");
  await page.setViewportSize(before ?? { width: SCAN_WIDTHS[0], height: 800 });
  expect(found).toEqual([]);
}
