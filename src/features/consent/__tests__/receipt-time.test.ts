import { receiptTime } from "../receipt-time";

describe("receipt time", () => {
  it("writes the time of a consent receipt in UTC, in the long US form", () => {
    expect(receiptTime("2026-11-24T04:10:59.900Z")).toBe("November 24, 2026, 04:10 UTC");
    expect(receiptTime("2026-11-24T23:30:00-05:00")).toBe("November 25, 2026, 04:30 UTC");
    expect(receiptTime("not a date")).toBe("not a date");
  });
});
