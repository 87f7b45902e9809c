import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from "react";
import type { LeadOutcomeListener } from "../../lib/lead-forms";
import { useAuth } from "../auth/auth-provider";
import { useConsent } from "../consent/consent-provider";
import type { AnalyticsRuntime } from "./analytics-runtime";

const AnalyticsContext = createContext<LeadOutcomeListener | null>(null);

/**
 * One runtime per tab, however many providers want it: Gatsby renders each page's Head in a second React root inside
 * the same root wrapper, so a tab holds two providers. It starts with the first that wants it and stops when none does.
 */
let wanting = 0;
let running: AnalyticsRuntime | null = null;
let loading: Promise<void> | null = null;

function want(isAuthenticated: () => boolean): () => void {
  wanting += 1;
  if (wanting === 1 && !running) {
    loading ??= import(/* webpackChunkName: "analytics" */ "./analytics-runtime").then(
      ({ startAnalytics }) => {
        loading = null;
        if (wanting > 0 && !running) running = startAnalytics({ isAuthenticated });
      },
      (error: unknown) => {
        loading = null;
        console.warn("Analytics could not be loaded.", error);
      },
    );
  }
  return () => {
    wanting -= 1;
    if (wanting === 0) {
      running?.stop();
      running = null;
    }
  };
}

/**
 * First-party analytics (PRODUCT §4 and §6): nothing at all (no code, no request) until the visitor's consent
 * allows Statistics; then the runtime chunk is fetched and started, and withdrawing stops it at once. Clicks are
 * read from markup by the runtime; the context holds only the forms' outcome callback, one function that never
 * changes, so nothing renders again when consent or the session changes.
 */
export function AnalyticsProvider({ children }: { children: ReactNode }) {
  const allowed = useConsent().consent?.statistics === true;
  const { signedIn } = useAuth();
  const signedInRef = useRef(signedIn);
  useEffect(() => {
    signedInRef.current = signedIn;
  }, [signedIn]);
  useEffect(() => {
    if (!allowed) return undefined;
    return want(() => signedInRef.current);
  }, [allowed]);

  const outcome = useCallback<LeadOutcomeListener>((form, result) => running?.outcome(form, result), []);
  return <AnalyticsContext.Provider value={outcome}>{children}</AnalyticsContext.Provider>;
}

/** The forms' outcome callback: records 'failed', 'statusfailed' and 'error' (SPEC §7) while Statistics is allowed. */
export function useOutcomeTracking(): LeadOutcomeListener {
  const runtime = useContext(AnalyticsContext);
  if (!runtime) throw new Error("useOutcomeTracking must be used inside AnalyticsProvider (src/state/root-provider.tsx).");
  return runtime;
}
