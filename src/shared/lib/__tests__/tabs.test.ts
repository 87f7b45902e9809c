import { tabAfterKey } from "../tabs";

describe("tabAfterKey", () => {
  it.each([
    [0, "ArrowRight", 1],
    [2, "ArrowRight", 0],
    [0, "ArrowLeft", 2],
    [1, "ArrowLeft", 0],
    [1, "Home", 0],
    [0, "End", 2],
  ])("from tab %p, %s goes to tab %p of three", (current, key, expected) => {
    expect(tabAfterKey(current, key, 3)).toBe(expected);
  });
  it("leaves other keys alone", () => {
    expect(tabAfterKey(1, "Enter", 3)).toBeNull();
    expect(tabAfterKey(1, "ArrowDown", 3)).toBeNull();
  });
});
