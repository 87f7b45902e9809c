/** Types of html-checker.mjs for the TypeScript tests. */
export interface CheckerMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}
export interface Ignore {
  pattern: RegExp;
  reason: string;
}
export declare function pageFiles(publicDir: string, dir?: string): string[];
export declare function readIgnores(file: string): Ignore[];
export declare function sortMessages(
  report: { messages?: CheckerMessage[] },
  ignores: readonly Ignore[],
): { errors: CheckerMessage[]; ignored: Map<string, number> };
export declare function describeError(message: CheckerMessage, publicDir: string): string;
