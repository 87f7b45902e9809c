import { stepFor, stepSlide } from "../carousel";

describe("stepSlide", () => {
  it.each([
    // current, by, slides, perView → next
    [0, 1, 12, 6, 1],
    [5, 1, 12, 6, 6],
    [6, 1, 12, 6, 0],
    [0, -1, 12, 6, 6],
    [3, -1, 12, 6, 2],
    [10, 1, 12, 2, 0],
    [0, -1, 12, 2, 10],
  ] as const)("from slide %i by %i of %i showing %i goes to %i", (current, by, slides, perView, next) => {
    expect(stepSlide(current, by, slides, perView)).toBe(next);
  });

  it("stays on the first slide when every slide is already in view", () => {
    expect(stepSlide(0, 1, 4, 6)).toBe(0);
    expect(stepSlide(0, -1, 4, 6)).toBe(0);
  });

  it("treats a position past the last full view (after a swipe) as the last full view", () => {
    expect(stepSlide(9, 1, 12, 6)).toBe(0);
    expect(stepSlide(9, -1, 12, 6)).toBe(5);
  });
});

describe("stepFor", () => {
  const steps = [
    { minWidth: 768, show: 6 },
    { minWidth: 0, show: 2 },
    { minWidth: 640, show: 4 },
  ];
  it.each([
    [375, 2],
    [640, 4],
    [767, 4],
    [1280, 6],
  ])("at %i px shows %i", (width, show) => {
    expect(stepFor(width, steps).show).toBe(show);
  });
});
