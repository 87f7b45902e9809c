import { sameCue, scrollCue } from "../scroll-cue";

describe("scrollCue", () => {
  it("shows nothing when everything fits", () => {
    expect(scrollCue({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ start: false, end: false });
    expect(scrollCue({ scrollLeft: 0, scrollWidth: 300.6, clientWidth: 300 })).toEqual({ start: false, end: false });
  });
  it("points to the end at the start of a wide box", () => {
    expect(scrollCue({ scrollLeft: 0, scrollWidth: 700, clientWidth: 340 })).toEqual({ start: false, end: true });
  });
  it("points both ways in the middle", () => {
    expect(scrollCue({ scrollLeft: 120, scrollWidth: 700, clientWidth: 340 })).toEqual({ start: true, end: true });
  });
  it("points back to the start at the end", () => {
    expect(scrollCue({ scrollLeft: 360, scrollWidth: 700, clientWidth: 340 })).toEqual({ start: true, end: false });
    expect(scrollCue({ scrollLeft: 359.5, scrollWidth: 700, clientWidth: 340 })).toEqual({ start: true, end: false });
  });
  it("reads a right-to-left box, whose scrollLeft is negative", () => {
    expect(scrollCue({ scrollLeft: -120, scrollWidth: 700, clientWidth: 340 })).toEqual({ start: true, end: true });
  });
  it("compares two readings", () => {
    expect(sameCue({ start: true, end: false }, { start: true, end: false })).toBe(true);
    expect(sameCue({ start: true, end: false }, { start: false, end: false })).toBe(false);
  });
});
