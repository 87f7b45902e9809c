import { expect, test } from "./support/test";
import { openHydrated } from "./support/site";

interface Stop {
  name: string;
  region: "skip" | "banner" | "main" | "contentinfo" | "floating";
  visible: boolean;
  indicator: boolean;
}

/** Presses Tab through the whole page and records where focus went and whether it could be seen. */
async function tabThrough(page: import("@playwright/test").Page, limit = 120): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const region = el.getAttribute("href") === "#main"
        ? "skip"
        : el.closest("header")
          ? "banner"
          : el.closest("main")
            ? "main"
            : el.closest("footer")
              ? "contentinfo"
              : "floating";
      return {
        name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40) || el.tagName,
        region,
        visible: rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight,
        indicator: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none",
      };
    });
    if (!stop) break;
    if (stops.length > 0 && stops[0].name === stop.name && stops[0].region === stop.region) break;
    stops.push(stop as Stop);
  }
  return stops;
}

for (const width of [1280, 375]) {
  test(`Tab reaches every control in order with a visible focus indicator at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openHydrated(page, "/page-career/");
    const stops = await tabThrough(page);
    expect(stops.length).toBeGreaterThan(10);
    expect(stops.filter((s) => !s.visible || !s.indicator)).toEqual([]);
    // Skip link and header first, then the page, then the footer, then the corner buttons that appear on scroll.
    const order = ["skip", "banner", "main", "contentinfo", "floating"];
    const ranks = stops.map((s) => order.indexOf(s.region));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(stops.some((s) => s.region === "main")).toBe(true);
    expect(stops[0].region).toBe("skip");
    expect(stops.some((s) => s.region === "contentinfo")).toBe(true);
  });
}
