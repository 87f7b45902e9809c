/**
 * Starts and stops the analytics as consent changes (PRODUCT §4 and §6): nothing at all (no code, no request) until
 * the visitor allows Statistics; then the runtime chunk is fetched and started, and withdrawing stops it at once.
 * Part of the consent chunk; the runtime is a chunk of its own.
 */
import { STORAGE_KEYS } from "../../shared/lib/constants";
import { readString } from "../../shared/lib/storage";
import { activeToken } from "../../shared/lib/stored-session";
import type { AnalyticsRuntime } from "./analytics-runtime";
import { setOutcomeListener } from "./outcome";

/** `is_authenticated` follows the tab's session at the time of each event: a token in either storage (SPEC §4). */
const isAuthenticated = (): boolean =>
  activeToken({ localToken: readString(STORAGE_KEYS.token, "local"), sessionToken: readString(STORAGE_KEYS.token, "session") }) !== null;

/**
 * Follows `allowed()` each time `subscribe` reports a change (and once at once): starts the runtime when it turns
 * true, stops it when it turns false. Answers the function that stops following (and the runtime).
 */
export function followAnalytics(subscribe: (listener: () => void) => () => void, allowed: () => boolean): () => void {
  let running: AnalyticsRuntime | null = null;
  let wanted = false;
  let loading = false;

  const stop = (): void => {
    running?.stop();
    running = null;
    setOutcomeListener(null);
  };
  const start = (): void => {
    if (running || loading) return;
    loading = true;
    import(/* webpackChunkName: "analytics" */ "./analytics-runtime").then(
      ({ startAnalytics }) => {
        loading = false;
        if (!wanted || running) return;
        running = startAnalytics({ isAuthenticated });
        setOutcomeListener(running.outcome);
      },
      (error: unknown) => {
        loading = false;
        console.warn("Analytics could not be loaded.", error);
      },
    );
  };
  const update = (): void => {
    const next = allowed();
    if (next === wanted) return;
    wanted = next;
    if (wanted) start();
    else stop();
  };

  update();
  const unsubscribe = subscribe(update);
  return () => {
    unsubscribe();
    wanted = false;
    stop();
  };
}
