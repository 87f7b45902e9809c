/** Random picks for the avatar rows next to the waitlist count. */

/**
 * `n` distinct entries of `items` (distinct by position) in random order, by a partial Fisher–Yates shuffle of a
 * copy: `items` is never mutated. `n` is floored and clamped to 0…items.length. `random` returns [0, 1), as
 * `Math.random` does; pass a seeded one in tests.
 */
export function pickRandom<T>(items: readonly T[], n: number, random: () => number = Math.random): T[] {
  const pool = items.slice();
  const count = Math.min(pool.length, Math.max(0, Math.floor(Number.isNaN(n) ? 0 : n)));
  for (let i = 0; i < count; i += 1) {
    const remaining = pool.length - i;
    // min() guards against a random() that returns exactly 1.
    const j = i + Math.min(remaining - 1, Math.floor(random() * remaining));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}
