import { pickRandom } from "../avatars";

/** mulberry32: a small seeded generator with values in [0, 1). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const AVATARS = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9"] as const;

describe("pickRandom", () => {
  it("picks 5 distinct avatars out of 9", () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const picked = pickRandom(AVATARS, 5, seeded(seed));
      expect(picked).toHaveLength(5);
      expect(new Set(picked).size).toBe(5);
      picked.forEach((item) => expect(AVATARS).toContain(item));
    }
  });

  it("is deterministic for a given random source", () => {
    expect(pickRandom(AVATARS, 5, seeded(7))).toEqual(pickRandom(AVATARS, 5, seeded(7)));
  });

  it("follows Fisher–Yates: each step swaps in the item random() points at", () => {
    // Step i picks index i + floor(r * (9 - i)) of the remaining pool.
    const values = [0.99, 0, 0.5];
    let call = 0;
    const random = () => values[call++];
    expect(pickRandom(AVATARS, 3, random)).toEqual(["a9", "a2", "a6"]);
    expect(call).toBe(3);
  });

  it("varies with the random source (order and choice are random)", () => {
    const results = new Set(Array.from({ length: 20 }, (_, seed) => pickRandom(AVATARS, 5, seeded(seed + 1)).join()));
    expect(results.size).toBeGreaterThan(10);
  });

  it("reaches every item over many seeds", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 100; seed += 1) pickRandom(AVATARS, 2, seeded(seed)).forEach((item) => seen.add(item));
    expect(seen.size).toBe(AVATARS.length);
  });

  it("does not mutate its input", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const frozen = Object.freeze([...items]);
    pickRandom(items, 5, seeded(3));
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(() => pickRandom(frozen, 9, seeded(3))).not.toThrow();
  });

  it.each([
    [12, 9],
    [9, 9],
    [0, 0],
    [-3, 0],
    [2.7, 2],
    [Number.NaN, 0],
  ])("clamps n = %p to %p items", (n, expected) => {
    const picked = pickRandom(AVATARS, n, seeded(11));
    expect(picked).toHaveLength(expected);
    expect(new Set(picked).size).toBe(expected);
  });

  it("returns every item, shuffled, when n covers the list", () => {
    expect([...pickRandom(AVATARS, 99, seeded(5))].sort()).toEqual([...AVATARS]);
  });

  it("copes with an empty list and with random() returning 1", () => {
    expect(pickRandom([], 3)).toEqual([]);
    const picked = pickRandom(AVATARS, 4, () => 1);
    expect(new Set(picked).size).toBe(4);
  });

  it("uses Math.random by default", () => {
    const spy = jest.spyOn(Math, "random").mockReturnValue(0);
    expect(pickRandom(AVATARS, 2)).toEqual(["a1", "a2"]);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
