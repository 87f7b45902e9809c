/** Types of slow-spells.mjs for its unit tests. */
export declare const SLOW_SHARE: number;
export declare function slowThreshold(indexes: readonly number[], share?: number): number;
export declare function isSlow(index: number, threshold: number): boolean;
export declare function keptRun<T extends { cpuIndex: number }>(slow: T, retry: T): T;
