import { median } from "../stats.mjs";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("is NaN for no values", () => {
    expect(median([])).toBeNaN();
  });
});
