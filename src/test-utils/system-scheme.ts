/**
 * Runs `run` while the system prefers the dark scheme (or not), then puts back the matchMedia jest.setup.ts gives
 * jsdom, which matches no query. Answers what `run` answers.
 */
export function withSystemDark<T>(prefersDark: boolean, run: () => T): T {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: prefersDark && query.includes("dark"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  try {
    return run();
  } finally {
    window.matchMedia = original;
  }
}
