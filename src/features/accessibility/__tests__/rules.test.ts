import { reviewProblem } from "../rules";

describe("reviewProblem: the statement's review date, on a fixed clock", () => {
  const today = new Date("2026-11-27T15:30:00Z");

  it("accepts a review made today, or up to the same day a year ago", () => {
    expect(reviewProblem("2026-11-27", today)).toBeNull();
    expect(reviewProblem("2026-01-15", today)).toBeNull();
    expect(reviewProblem("2025-11-27", today)).toBeNull();
  });

  it("accepts the Date YAML reads from an unquoted day", () => {
    expect(reviewProblem(new Date("2025-12-01T00:00:00Z"), today)).toBeNull();
  });

  it("refuses a review more than 12 months old, naming the field, the day and today", () => {
    expect(reviewProblem("2025-11-26", today)).toBe(
      'field "reviewed" is 2025-11-26, more than 12 months before today (2026-11-27): review the statement against the site, then set "reviewed" to that day',
    );
    expect(reviewProblem(new Date("2024-06-01T00:00:00Z"), today)).toMatch(/^field "reviewed" is 2024-06-01, more than 12 months/);
  });

  it("refuses a review dated after today", () => {
    expect(reviewProblem("2026-11-28", today)).toMatch(/^field "reviewed" is 2026-11-28, a day after today \(2026-11-27\)/);
  });

  it("counts a year from 29 February to 1 March", () => {
    expect(reviewProblem("2024-02-29", new Date("2025-03-01T12:00:00Z"))).toBeNull();
    expect(reviewProblem("2024-02-29", new Date("2025-03-02T12:00:00Z"))).not.toBeNull();
  });
});
