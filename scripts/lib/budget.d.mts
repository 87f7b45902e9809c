/** Types of budget.mjs for the TypeScript browser tests. */
export interface PageBudget {
  page: string;
  /** KiB of brotli-compressed JavaScript on first load. */
  js: number;
  /** KiB of brotli-compressed JSON (page data, static queries, app data) on first load. */
  json: number;
}
export declare const BUDGET: readonly PageBudget[];
export declare const KIB: number;
export declare function firstLoadFiles(publicDir: string, page: string): { js: string[]; json: string[] };
export declare function kib(bytes: number): string;
