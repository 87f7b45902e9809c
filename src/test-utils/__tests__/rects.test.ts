import { entriesOutside, intersection, overlappingPairs, type Control, type Rect } from "../rects";

const box = (left: number, top: number, width: number, height: number): Rect => ({ left, top, right: left + width, bottom: top + height });
const control = (name: string, rect: Rect, layer = "page", path = name): Control => ({ name, rect, layer, path });

describe("intersection", () => {
  it("is the shared part of two overlapping boxes", () => {
    expect(intersection(box(0, 0, 100, 40), box(60, 20, 100, 40))).toEqual({ left: 60, top: 20, right: 100, bottom: 40 });
  });
  it("is null for boxes side by side, touching, or sharing a border's width", () => {
    expect(intersection(box(0, 0, 100, 40), box(120, 0, 100, 40))).toBeNull();
    expect(intersection(box(0, 0, 100, 40), box(100, 0, 100, 40))).toBeNull();
    expect(intersection(box(0, 0, 100, 40), box(99, 0, 100, 40))).toBeNull();
    expect(intersection(box(0, 0, 100, 40), box(0, 39.5, 100, 40))).toBeNull();
  });
});

describe("overlappingPairs", () => {
  it("names each pair of controls that cover each other", () => {
    // The Solutions menu laid out in one row: "Smart Spaces & Healthcare" over "Slack".
    const controls = [
      control("link Smart Spaces & Healthcare", box(300, 100, 220, 40)),
      control("link Slack", box(480, 100, 120, 40)),
      control("link Stripe", box(900, 100, 120, 40)),
    ];
    expect(overlappingPairs(controls)).toEqual(["link Smart Spaces & Healthcare ⟷ link Slack"]);
  });
  it("passes a column of controls", () => {
    expect(overlappingPairs([control("a", box(0, 0, 200, 40)), control("b", box(0, 40, 200, 40)), control("c", box(0, 80, 200, 40))])).toEqual([]);
  });
  it("lets a control on a floating layer cover one on the page", () => {
    expect(overlappingPairs([control("link Footer", box(0, 700, 200, 40)), control("button Accept", box(0, 690, 200, 44), "banner")])).toEqual([]);
  });
  it("lets a control hold another (a link inside a scroll region)", () => {
    expect(
      overlappingPairs([control("region Table", box(0, 0, 400, 300), "page", "0.2"), control("link Row", box(10, 10, 100, 30), "page", "0.2.4.1")]),
    ).toEqual([]);
  });
  it("compares a link wrapped over two lines line by line", () => {
    // "privacy@gestura.ai" ends one line and "contact page" starts the next: their bounding boxes overlap, their lines do not.
    const controls = [
      control("a privacy@gestura.ai", box(200, 100, 120, 24), "page", "0.4"),
      control("a privacy@gestura.ai", box(0, 124, 40, 24), "page", "0.4"),
      control("a contact page", box(60, 124, 100, 24), "page", "0.5"),
    ];
    expect(overlappingPairs(controls)).toEqual([]);
  });
  it("does not take a sibling whose path starts the same for a child", () => {
    expect(overlappingPairs([control("a", box(0, 0, 100, 40), "page", "0.1"), control("b", box(50, 0, 100, 40), "page", "0.12")])).toEqual(["a ⟷ b"]);
  });
});

describe("entriesOutside", () => {
  const panel = box(100, 60, 576, 300);
  it("passes entries inside the panel", () => {
    expect(entriesOutside(panel, [{ name: "Slack", rect: box(120, 80, 250, 40) }])).toEqual([]);
  });
  it("names an entry that spills past an edge, and by how much", () => {
    expect(entriesOutside(panel, [{ name: "Zapier", rect: box(1100, 80, 150, 40) }])).toEqual(["Zapier (574 px past the right edge)"]);
    expect(entriesOutside(panel, [{ name: "Paypal", rect: box(60, 80, 150, 40) }])).toEqual(["Paypal (40 px past the left edge)"]);
  });
  it("counts a scrolling panel's whole height as inside", () => {
    expect(entriesOutside({ ...panel, scrollHeight: 900 }, [{ name: "Zapier", rect: box(120, 800, 150, 40) }])).toEqual([]);
    expect(entriesOutside(panel, [{ name: "Zapier", rect: box(120, 800, 150, 40) }])).toEqual(["Zapier (480 px past the bottom edge)"]);
  });
});
