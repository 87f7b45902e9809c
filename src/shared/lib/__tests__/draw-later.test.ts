import { DRAW_LATER_HEAD_SCRIPT, DRAW_LATER_SCRIPT, PARTS_SELECTOR } from "../draw-later";

const html = document.documentElement;

async function waitFor(condition: () => boolean, ms = 2000) {
  for (const end = Date.now() + ms; !condition();) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Runs the head script as if the page had been reached by `type` (a fresh arrival is "navigate"). */
function arrive(type: string, hash = "") {
  html.removeAttribute("data-drawing");
  // jsdom has no navigation timing: the browser's entry for this page says how it was reached.
  Object.defineProperty(performance, "getEntriesByType", { value: () => [{ type }], configurable: true });
  window.history.replaceState(null, "", `/blog-details/26/${hash}`);
  new Function(DRAW_LATER_HEAD_SCRIPT)();
  return html.hasAttribute("data-drawing");
}

describe("draw-later: when parts wait", () => {
  beforeAll(() => {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = jest.fn();
  });
  it("only on a fresh arrival at the top of the page", () => {
    expect(arrive("navigate")).toBe(true);
    expect(arrive("reload")).toBe(false);
    expect(arrive("back_forward")).toBe(false);
    expect(arrive("navigate", "#subscribe")).toBe(false);
  });
});

describe("draw-later: the end-of-body script", () => {
  let observed: (() => void) | null;
  /** The top of each part as the browser would lay them out, by id. */
  let tops: Record<string, number>;

  beforeEach(() => {
    observed = null;
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    };
    jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      return { top: tops[this.id] ?? 0 } as DOMRect;
    });
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
    document.body.innerHTML = `
      <article data-draw-later-each>
        <header id="head"></header>
        <div data-draw-later-each><p id="p1"></p><p id="p2"></p><p id="p3"></p><dialog id="viewer"></dialog></div>
        <section id="related"></section>
      </article>
      <footer id="foot" data-draw-later></footer>`;
    tops = { head: 0, p1: 400, p2: 950, p3: 1600, related: 2200, foot: 2800 };
    html.setAttribute("data-drawing", "");
  });
  afterEach(() => jest.restoreAllMocks());

  const drawn = () => [...document.querySelectorAll("[data-drawn]")].map((el) => el.id);

  it("takes each part once, in the page's order: never a container of parts, never a dialog", () => {
    expect([...document.querySelectorAll(PARTS_SELECTOR)].map((el) => el.id)).toEqual(["head", "p1", "p2", "p3", "related", "foot"]);
  });

  it("draws, before the first paint, the parts that start within the first screen and 200 px more", () => {
    new Function(DRAW_LATER_SCRIPT)();
    expect(drawn()).toEqual([]);
    observed?.();
    expect(drawn()).toEqual(["head", "p1", "p2"]);
    expect(html.hasAttribute("data-drawing")).toBe(true);
  });

  it("draws everything at once on End, and before printing", () => {
    new Function(DRAW_LATER_SCRIPT)();
    observed?.();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown" }));
    expect(drawn()).toHaveLength(3);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "End" }));
    expect(drawn()).toEqual(["head", "p1", "p2", "p3", "related", "foot"]);
    expect(html.hasAttribute("data-drawing")).toBe(false);

    document.querySelectorAll("[data-drawn]").forEach((el) => el.removeAttribute("data-drawn"));
    html.setAttribute("data-drawing", "");
    new Function(DRAW_LATER_SCRIPT)();
    window.dispatchEvent(new Event("beforeprint"));
    expect(drawn()).toHaveLength(6);
    expect(html.hasAttribute("data-drawing")).toBe(false);
  });

  it("once the page has loaded, draws the rest one part per frame, then takes the mark off <html>", async () => {
    new Function(DRAW_LATER_SCRIPT)();
    observed?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn().length).toBeLessThan(6);
    await waitFor(() => !html.hasAttribute("data-drawing"));
    expect(drawn()).toEqual(["head", "p1", "p2", "p3", "related", "foot"]);
  });

  it("draws everything at once when the visitor has moved to another page meanwhile", async () => {
    // Forty more paragraphs: drawn one per frame, they would take about 700 ms.
    document.querySelector("div[data-draw-later-each]")?.insertAdjacentHTML("beforeend", "<p></p>".repeat(40));
    window.history.replaceState(null, "", "/blog-details/26/");
    new Function(DRAW_LATER_SCRIPT)();
    observed?.();
    window.history.pushState(null, "", "/blog/");
    await waitFor(() => !html.hasAttribute("data-drawing"), 200);
    expect(drawn()).toHaveLength(46);
  });

  it("does nothing on a page reached another way", () => {
    html.removeAttribute("data-drawing");
    new Function(DRAW_LATER_SCRIPT)();
    expect(observed).toBeNull();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "End" }));
    expect(drawn()).toEqual([]);
  });
});
