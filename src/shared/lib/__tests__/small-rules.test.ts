import { toggleOpen } from "../accordion";
import { formatDollars, formatMoney, percent } from "../money";
import { fill, neighbours, newestFirst } from "../posts";
import { nextHeaderState } from "../scroll";
import { parseStoredBoolean, parseStoredJson, readString, writeString } from "../storage";
import { longUsDate, paragraphs } from "../text";

describe("header scroll rule", () => {
  const shown = { hidden: false, pinned: false };
  it("stays in place within the first 80 px", () => {
    expect(nextHeaderState(0, 80, shown)).toEqual(shown);
    expect(nextHeaderState(200, 60, { hidden: false, pinned: true })).toEqual(shown);
  });
  it("hides while scrolling down past 80 px and returns pinned when scrolling up", () => {
    const hidden = nextHeaderState(70, 90, shown);
    expect(hidden).toEqual({ hidden: true, pinned: false });
    expect(nextHeaderState(400, 390, hidden)).toEqual({ hidden: false, pinned: true });
    expect(nextHeaderState(390, 390, { hidden: false, pinned: true })).toEqual({ hidden: false, pinned: true });
  });
});

describe("storage", () => {
  it("reads back what it wrote and survives a throwing storage", () => {
    writeString("k", "v");
    expect(readString("k")).toBe("v");
    const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(readString("k")).toBeNull();
    spy.mockRestore();
  });
  it("treats unreadable JSON as empty and warns", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(parseStoredJson("cookieConsent", "{oops")).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("cookieConsent"));
    warn.mockRestore();
    expect(parseStoredJson("x", '{"a":1}')).toEqual({ a: 1 });
    expect(parseStoredBoolean("yes")).toBeNull();
  });
});

describe("posts", () => {
  const posts = [
    { id: "1", date: "2025-01-10" },
    { id: "3", date: "2025-03-01" },
    { id: "2", date: "2025-03-01" },
    { id: "4", date: "2025-02-01" },
  ];
  it("orders newest first with a stable tie-break by id", () => {
    expect(newestFirst(posts).map((p) => p.id)).toEqual(["3", "2", "4", "1"]);
  });
  it("finds the older and newer neighbour", () => {
    const sorted = newestFirst(posts);
    expect(neighbours(sorted, "4")).toEqual({ previous: sorted[3], next: sorted[1] });
    expect(neighbours(sorted, "3").next).toBeNull();
    expect(neighbours(sorted, "1").previous).toBeNull();
    expect(neighbours(sorted, "nope")).toEqual({ previous: null, next: null });
  });
  it("fills placeholders and leaves unknown ones", () => {
    expect(fill("Page {page} of {pages}", { page: 1, pages: 1 })).toBe("Page 1 of 1");
    expect(fill("{x} stays", {})).toBe("{x} stays");
  });
});

describe("text and money", () => {
  it("formats dates in the long US form", () => {
    expect(longUsDate("2025-04-27")).toBe("April 27, 2025");
    expect(longUsDate("not a date")).toBe("not a date");
    expect(longUsDate("2025-02-30")).toBe("2025-02-30");
  });
  it("splits paragraphs at blank lines", () => {
    expect(paragraphs("One\nline.\n\n  Two. \n")).toEqual(["One line.", "Two."]);
    expect(paragraphs(null)).toEqual([]);
  });
  it("shows money with cents and separators", () => {
    expect(formatMoney(1499.99)).toBe("$1,499.99");
    expect(formatMoney(49)).toBe("$49.00");
    expect(formatDollars(500)).toBe("$500");
    expect(formatDollars(2285)).toBe("$2,285");
    expect(formatDollars(19.5)).toBe("$19.50");
    expect(percent(0.21)).toBe(21);
  });
});

describe("accordion", () => {
  it("opens the pressed item, closing the other, and closes an open item when pressed again", () => {
    expect(toggleOpen<string>("f1", "f2")).toBe("f2");
    expect(toggleOpen<string>("f2", "f2")).toBeNull();
    expect(toggleOpen<string>(null, "f3")).toBe("f3");
  });
});
