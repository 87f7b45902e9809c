/**
 * Layout invariants, read from the page as it is drawn now: nothing wider than the window, no two visible controls
 * covering each other, every menu entry inside its panel. The geometry is src/test-utils/rects.ts (unit-tested);
 * this collects the boxes. Used by e2e/layout-invariants.spec.ts.
 */
import type { Page } from "@playwright/test";
import { entriesOutside, overlappingPairs, type Control, type Rect } from "../../src/test-utils/rects";
import { expect } from "./test";

/** What a person can press or type into. tabindex="-1" only marks where a script may put focus, so it is left out. */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';

/** The open menus: the header's Solutions panel (named by its button's aria-controls) and the mobile menu's dialog. */
const OPEN_MENUS = 'nav [aria-expanded="true"][aria-controls]';

interface Snapshot {
  scrollWidth: number;
  innerWidth: number;
  controls: Control[];
  menus: { name: string; panel: Rect & { scrollHeight: number }; entries: { name: string; rect: Rect }[] }[];
}

/** Runs in the page: every visible, hit-testable control with its name, clipped box, layer and place in the tree. */
function collect({ controls: controlSelector, menus: menuSelector }: { controls: string; menus: string }): Snapshot {
  const modal = document.querySelector("dialog:modal");
  const layers = new Map<Element, string>();
  const layerOf = (el: Element): string => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (node.matches("dialog:modal, :popover-open") || style.position === "fixed" || style.position === "sticky") {
        if (!layers.has(node)) layers.set(node, `layer ${layers.size + 1} (${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""})`);
        return layers.get(node) as string;
      }
    }
    return "page";
  };
  const pathOf = (el: Element): string => {
    const steps: number[] = [];
    for (let node: Element | null = el; node?.parentElement; node = node.parentElement) steps.unshift([...node.parentElement.children].indexOf(node));
    return steps.join(".");
  };
  /** The text a screen reader reads: what is hidden from it (a "Soon" tag beside its spoken name) left out. */
  const text = (el: Element | null): string => {
    if (!el) return "";
    const copy = el.cloneNode(true) as Element;
    copy.querySelectorAll("[aria-hidden='true']").forEach((hidden) => hidden.remove());
    return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
  };
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute("aria-labelledby");
    const name =
      el.getAttribute("aria-label") ??
      (labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => text(document.getElementById(id)))
            .join(" ")
        : null) ??
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
        ? [...(el.labels ?? [])].map(text).join(" ") || el.getAttribute("placeholder")
        : null) ??
      (text(el) || el.getAttribute("title") || el.querySelector("img[alt]")?.getAttribute("alt") || "");
    const role = el.getAttribute("role") ?? el.tagName.toLowerCase();
    return `${role} "${name.slice(0, 60)}"`;
  };
  /**
   * The element's boxes (one per line for a link that wraps), each cut to every ancestor that clips it (scroll
   * boxes, carousels); boxes smaller than 2 px a side are left out: a visually hidden name (clip: rect(0 0 0 0)) or
   * a part cut away by a clipping parent.
   */
  const visibleRects = (el: Element): Rect[] => {
    const clips: { box: DOMRect; x: boolean; y: boolean }[] = [];
    for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== "visible" || style.overflowY !== "visible")
        clips.push({ box: node.getBoundingClientRect(), x: style.overflowX !== "visible", y: style.overflowY !== "visible" });
    }
    return [...el.getClientRects()]
      .map((own) =>
        clips.reduce<Rect>(
          (rect, { box, x, y }) => ({
            left: x ? Math.max(rect.left, box.left) : rect.left,
            right: x ? Math.min(rect.right, box.right) : rect.right,
            top: y ? Math.max(rect.top, box.top) : rect.top,
            bottom: y ? Math.min(rect.bottom, box.bottom) : rect.bottom,
          }),
          { left: own.left, top: own.top, right: own.right, bottom: own.bottom },
        ),
      )
      .filter((rect) => rect.right - rect.left >= 2 && rect.bottom - rect.top >= 2);
  };
  /** Placed wholly above or left of the page on purpose (a form's honeypot field): no one can reach it. */
  const offPage = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    return r.right + window.scrollX <= 0 || r.bottom + window.scrollY <= 0;
  };
  const hitTestable = (el: Element): boolean =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    getComputedStyle(el).pointerEvents !== "none" &&
    !offPage(el) &&
    !el.closest("[inert], [aria-hidden='true']") &&
    // A modal dialog makes the rest of the page inert.
    (!modal || modal.contains(el));

  const scroll = { x: window.scrollX, y: window.scrollY };
  const controls: Control[] = [];
  for (const el of document.querySelectorAll(controlSelector)) {
    if (!hitTestable(el)) continue;
    const rects = visibleRects(el);
    if (rects.length === 0) continue;
    // Boxes on the page are compared where the page puts them; those on a floating layer where they float.
    const layer = layerOf(el);
    const shift = layer === "page" ? scroll : { x: 0, y: 0 };
    const name = nameOf(el);
    const path = pathOf(el);
    for (const rect of rects)
      controls.push({
        name,
        rect: { left: rect.left + shift.x, right: rect.right + shift.x, top: rect.top + shift.y, bottom: rect.bottom + shift.y },
        layer,
        path,
      });
  }

  const panels = [
    ...[...document.querySelectorAll(menuSelector)].map((trigger) => ({
      name: nameOf(trigger),
      panel: document.getElementById(trigger.getAttribute("aria-controls") ?? ""),
    })),
    ...[...document.querySelectorAll("dialog[open]")].map((dialog) => ({ name: nameOf(dialog), panel: dialog as HTMLElement | null })),
  ];
  const menus = panels.flatMap(({ name, panel }) => {
    if (!panel || !panel.checkVisibility()) return [];
    const box = panel.getBoundingClientRect();
    const entries = [...panel.querySelectorAll(controlSelector)]
      .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !offPage(el))
      .map((el) => {
        const r = el.getBoundingClientRect();
        // An entry of a list that scrolls inside the panel (the search's results) is reached by scrolling that list:
        // it counts as far as the list shows it, and the list itself must lie inside the panel.
        let list: Element | null = el.parentElement;
        while (list && list !== panel && !(/(auto|scroll)/.test(getComputedStyle(list).overflowY) && list.scrollHeight > list.clientHeight)) list = list.parentElement;
        const shown = list && list !== panel ? list.getBoundingClientRect() : null;
        const clamp = (y: number): number => (shown ? Math.min(Math.max(y, shown.top), shown.bottom) : y);
        // Measured against the panel's content, so a panel scrolled down still holds the entries above its top.
        return { name: nameOf(el), rect: { left: r.left, right: r.right, top: clamp(r.top) + panel.scrollTop, bottom: clamp(r.bottom) + panel.scrollTop } };
      })
      .filter(({ rect }) => rect.right - rect.left >= 2 && rect.bottom - rect.top >= 2);
    return [{ name, panel: { left: box.left, right: box.right, top: box.top, bottom: box.bottom, scrollHeight: panel.scrollHeight }, entries }];
  });

  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, controls, menus };
}

/** The broken invariants of the page as drawn now, each a sentence naming what to fix; [] when all hold. */
export async function layoutProblems(page: Page): Promise<string[]> {
  const snapshot = await page.evaluate(collect, { controls: CONTROLS, menus: OPEN_MENUS });
  const problems: string[] = [];
  if (snapshot.scrollWidth > snapshot.innerWidth)
    problems.push(`scrolls sideways: the document is ${snapshot.scrollWidth} px wide in a ${snapshot.innerWidth} px window`);
  problems.push(...overlappingPairs(snapshot.controls).map((pair) => `overlap: ${pair}`));
  for (const menu of snapshot.menus) problems.push(...entriesOutside(menu.panel, menu.entries).map((entry) => `outside ${menu.name}: ${entry}`));
  return problems;
}

/** The widths every state is checked at: the narrowest phone, a common phone, a desktop. */
export const LAYOUT_WIDTHS = [320, 375, 1280] as const;

/** Waits until the page is drawn as it will stay: fonts in, two frames after a change. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
}

/**
 * Checks the invariants at each width in `widths`, light and dark, in the state the page is in; fails with every
 * problem, each with the state, width and scheme. The theme follows the system setting (no stored choice), so
 * emulateMedia switches it. Afterwards the page is light, at the last width.
 */
export async function expectLayoutHolds(page: Page, state: string, widths: readonly number[] = LAYOUT_WIDTHS): Promise<void> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
      await settled(page);
      found.push(...(await layoutProblems(page)).map((problem) => `${state}, ${width} px, ${scheme}: ${problem}`));
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  expect(found).toEqual([]);
}
