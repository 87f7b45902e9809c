import { stepFor } from "../carousel";

describe("carousel steps", () => {
  const steps = [
    { minWidth: 768, show: 6 },
    { minWidth: 0, show: 2 },
    { minWidth: 640, show: 4 },
  ];
  it("shows 2 logos on a phone, 4 from 640 px and 6 from 768 px", () => {
    expect([375, 639, 640, 700, 767, 768, 1280].map((w) => stepFor(w, steps).show)).toEqual([2, 2, 4, 4, 4, 6, 6]);
  });
});
