/**
 * Runs `run` `ms` after the page's load event, counted from that event however late this is called (at once, in a
 * task of its own, when that time has passed); answers a function that cancels it. For work that must neither hold
 * the load up nor wait longer than it says: the consent banner's 2 s (SPEC §4) and the fetch of its code.
 */
export function afterPageLoad(ms: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = (): void => {
    const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
    const loadedAt = navigation?.loadEventEnd || performance.now();
    timer = setTimeout(run, Math.max(0, ms - (performance.now() - loadedAt)));
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    clearTimeout(timer);
  };
}
