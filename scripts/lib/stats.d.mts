/** Types of stats.mjs for its unit tests. */
export declare function median(values: readonly number[]): number;
