/**
 * axe-core run inside the page itself. @axe-core/playwright's AxeBuilder finishes every scan in a new blank page
 * and returns every passing node too; on a 2-core machine that made each scan 3–4 s where this takes well under
 * one, and the axe scans were most of the suite's time. Iframes are not entered (our only one is the hosted
 * video's player, a third party's page).
 */
import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.1 A and AA: the level the site promises (README, Accessibility). */
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** The rules that read colours: what changes between the light and the dark theme (STYLE §8). */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export interface ScanOptions {
  /** Run only these rules instead of every WCAG 2.1 AA rule. */
  rules?: string[];
  /** Scan only the element this selector finds, not the whole document. */
  within?: string;
}

/** Each violation as `rule: target, target`, so a failing test names what to fix; `[]` when the page is clean. */
export async function axeViolations(page: Page, { rules, within }: ScanOptions = {}): Promise<string[]> {
  // Colours are read as they are at this instant: let transitions (a theme switch, the header settling after a
  // scroll) end first, or axe measures a colour half-way.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"), undefined, { polling: "raf" });
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
