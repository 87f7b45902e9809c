import { sameEdges, scrollEdges } from "../scroll-box";

describe("scroll edges of a box that scrolls sideways", () => {
  it("hides nothing when the content fits, a rounding pixel included", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 800, clientWidth: 800 })).toEqual({ left: false, right: false });
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 801, clientWidth: 800 })).toEqual({ left: false, right: false });
  });

  it("hides the right part at the start, both in the middle, the left part at the end", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).toEqual({ left: false, right: true });
    expect(scrollEdges({ scrollLeft: 300, scrollWidth: 1000, clientWidth: 400 })).toEqual({ left: true, right: true });
    expect(scrollEdges({ scrollLeft: 599.5, scrollWidth: 1000, clientWidth: 400 })).toEqual({ left: true, right: false });
  });

  it("compares two readings", () => {
    expect(sameEdges({ left: true, right: false }, { left: true, right: false })).toBe(true);
    expect(sameEdges({ left: true, right: false }, { left: false, right: false })).toBe(false);
  });
});
