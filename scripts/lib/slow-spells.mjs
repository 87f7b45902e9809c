// Which Lighthouse runs fell in a slow spell of the machine. These machines are shared: now and then the host gives
// this one about half its usual speed for a while, which no process here shows in /proc. Lighthouse measures the
// machine's speed just before each load (its CPU index, `benchmarkIndex`), and on these machines the indexes of one
// bench fall in two groups: the machine's usual speed, and spells at 0.5–0.65 of it. In a spell every page's TBT
// came out about twice as long, the starter's as much as ours, so a spell that happens to fall on one site's runs
// and not on the other's decides the comparison. The bench measures such runs again.
import { median } from "./stats.mjs";

/** A run is in a slow spell when its CPU index is below this share of the median index of the whole bench. */
export const SLOW_SHARE = 0.75;

/**
 * The CPU index under which a run counts as slow, from the indexes of every run of the bench: `SLOW_SHARE` of their
 * median. Indexes Lighthouse could not measure (not finite) are left out; with none left, nothing counts as slow.
 */
export function slowThreshold(indexes, share = SLOW_SHARE) {
  const measured = indexes.filter(Number.isFinite);
  return measured.length ? share * median(measured) : Number.NEGATIVE_INFINITY;
}

/** Whether a run with this CPU index fell in a slow spell (an unmeasured index does not count as slow). */
export const isSlow = (index, threshold) => Number.isFinite(index) && index < threshold;

/** Of a slow run and the run that measured it again, the one to keep: the retry unless it was slower still. */
export const keptRun = (slow, retry) => (retry.cpuIndex >= slow.cpuIndex || !Number.isFinite(slow.cpuIndex) ? retry : slow);
