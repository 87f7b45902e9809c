import { isSlow, keptRun, slowThreshold, SLOW_SHARE } from "../slow-spells.mjs";

describe("slow spells", () => {
  // The CPU indexes of one bench of 2026-11-26: the machine's usual speed, and a spell at about half of it.
  const bench = [2186, 1116, 1862, 1535, 1146, 2143, 2172, 2014, 1225, 1982, 2035, 1887, 1077, 2230];

  it("puts the threshold at 0.75 of the median index", () => {
    expect(SLOW_SHARE).toBe(0.75);
    expect(slowThreshold(bench)).toBeCloseTo(0.75 * 1934.5);
  });

  it("finds the runs of the spell and none of the usual speed", () => {
    const threshold = slowThreshold(bench);
    expect(bench.filter((index) => isSlow(index, threshold))).toEqual([1116, 1146, 1225, 1077]);
  });

  it("leaves out indexes Lighthouse could not measure", () => {
    expect(slowThreshold([2000, Number.NaN, 2000])).toBe(1500);
    expect(isSlow(Number.NaN, 1500)).toBe(false);
  });

  it("counts nothing as slow when no index was measured", () => {
    expect(isSlow(100, slowThreshold([Number.NaN]))).toBe(false);
  });
});

describe("keptRun", () => {
  const slow = { cpuIndex: 1100, tbt: 400 };

  it("keeps the retry when it ran at least as fast", () => {
    const retry = { cpuIndex: 2000, tbt: 150 };
    expect(keptRun(slow, retry)).toBe(retry);
  });

  it("keeps the first run when the retry fell in a slower spell still", () => {
    expect(keptRun(slow, { cpuIndex: 900, tbt: 500 })).toBe(slow);
  });
});
