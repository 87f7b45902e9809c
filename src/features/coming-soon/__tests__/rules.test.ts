import {
  ANNOUNCE_INTERVAL_MS,
  formatAnnouncement,
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  remaining,
  shouldAnnounce,
  targetFromLoad,
  type CountdownWords,
} from "../rules";

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);

describe("remaining", () => {
  it.each([
    ["exactly 180 days", 180 * MS_PER_DAY, { days: 180, hours: 0, minutes: 0, seconds: 0 }],
    ["2 d 3 h 4 min 5 s", 2 * MS_PER_DAY + 3 * MS_PER_HOUR + 4 * MS_PER_MINUTE + 5_000, { days: 2, hours: 3, minutes: 4, seconds: 5 }],
    ["one second short of a day", MS_PER_DAY - 1_000, { days: 0, hours: 23, minutes: 59, seconds: 59 }],
    ["59 minutes 59 seconds", MS_PER_HOUR - 1_000, { days: 0, hours: 0, minutes: 59, seconds: 59 }],
    ["one second", 1_000, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ["1 ms (a partial second reads as a whole one)", 1, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ["1.5 s (rounded up to 2 s)", 1_500, { days: 0, hours: 0, minutes: 0, seconds: 2 }],
  ])("splits %s into units", (_name, left, expected) => {
    expect(remaining(NOW + left, NOW)).toEqual({ ...expected, totalMs: left });
  });

  it("is all zero, never negative, at and after the target", () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 };
    expect(remaining(NOW, NOW)).toEqual(zero);
    expect(remaining(NOW, NOW + 1)).toEqual(zero);
    expect(remaining(NOW, NOW + 5 * MS_PER_DAY)).toEqual(zero);
  });

  it("returns a fresh object each time (the zero value cannot be mutated by a caller)", () => {
    const a = remaining(NOW, NOW);
    a.days = 3;
    expect(remaining(NOW, NOW).days).toBe(0);
  });
});

describe("targetFromLoad", () => {
  it("is 180 days after load by default", () => {
    expect(targetFromLoad(NOW)).toBe(NOW + 180 * 24 * 60 * 60 * 1000);
    expect(remaining(targetFromLoad(NOW), NOW).days).toBe(180);
  });

  it("accepts other distances, including fractions of a day, rounded to whole ms", () => {
    expect(targetFromLoad(NOW, 1)).toBe(NOW + MS_PER_DAY);
    expect(targetFromLoad(NOW, 0.5)).toBe(NOW + 12 * MS_PER_HOUR);
    expect(targetFromLoad(NOW, 3 / 86_400)).toBe(NOW + 3_000);
  });
});

describe("shouldAnnounce", () => {
  it("announces the first time", () => {
    expect(shouldAnnounce(null, NOW)).toBe(true);
  });

  it("waits a full minute between announcements", () => {
    expect(ANNOUNCE_INTERVAL_MS).toBe(60_000);
    expect(shouldAnnounce(NOW, NOW)).toBe(false);
    expect(shouldAnnounce(NOW, NOW + 1_000)).toBe(false);
    expect(shouldAnnounce(NOW, NOW + 59_999)).toBe(false);
    expect(shouldAnnounce(NOW, NOW + 60_000)).toBe(true);
    expect(shouldAnnounce(NOW, NOW + 3 * 60_000)).toBe(true);
  });

  it("announces when the clock went backwards instead of going silent", () => {
    expect(shouldAnnounce(NOW, NOW - 1_000)).toBe(true);
  });
});

describe("formatAnnouncement", () => {
  const words: CountdownWords = { days: "days", hours: "hours", minutes: "minutes", seconds: "seconds", left: "left" };
  const at = (left: number) => remaining(NOW + left, NOW);

  it("lists days, hours and minutes with the caller's words, without seconds", () => {
    expect(formatAnnouncement(at(180 * MS_PER_DAY - 60_000), words)).toBe("179 days, 23 hours, 59 minutes left");
    expect(formatAnnouncement(at(2 * MS_PER_DAY + 5_000), words)).toBe("2 days, 0 hours, 0 minutes left");
  });

  it("drops leading zero units", () => {
    expect(formatAnnouncement(at(5 * MS_PER_HOUR + 30_000), words)).toBe("5 hours, 0 minutes left");
    expect(formatAnnouncement(at(7 * MS_PER_MINUTE + 12_000), words)).toBe("7 minutes left");
  });

  it("reads seconds in the last minute", () => {
    expect(formatAnnouncement(at(42_000), words)).toBe("42 seconds left");
  });

  it("is empty at zero (completion has its own text)", () => {
    expect(formatAnnouncement(at(0), words)).toBe("");
  });

  it("uses only the words it is given, with singular forms for 1 when supplied", () => {
    const french = { days: "jours", hours: "heures", minutes: "minutes", seconds: "secondes", left: "restantes" };
    expect(formatAnnouncement(at(MS_PER_DAY + MS_PER_HOUR + MS_PER_MINUTE), french)).toBe("1 jours, 1 heures, 1 minutes restantes");
    const withSingulars = { ...words, day: "day", hour: "hour", minute: "minute", second: "second" };
    expect(formatAnnouncement(at(MS_PER_DAY + 2 * MS_PER_HOUR + MS_PER_MINUTE), withSingulars)).toBe("1 day, 2 hours, 1 minute left");
    expect(formatAnnouncement(at(1_000), withSingulars)).toBe("1 second left");
  });
});
