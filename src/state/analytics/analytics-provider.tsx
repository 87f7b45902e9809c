import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from "react";
import type { LeadOutcomeListener } from "../../lib/lead-forms";
import { useAuth } from "../auth/auth-provider";
import { useConsent } from "../consent/consent-provider";
import type { AnalyticsRuntime } from "./analytics-runtime";

const AnalyticsContext = createContext<LeadOutcomeListener | null>(null);

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
  const runtime = useRef<AnalyticsRuntime | null>(null);

  useEffect(() => {
    if (!allowed) return undefined;
    let cancelled = false;
    import(/* webpackChunkName: "analytics" */ "./analytics-runtime").then(
      ({ startAnalytics }) => {
        if (!cancelled) runtime.current = startAnalytics({ isAuthenticated: () => signedInRef.current });
      },
      (error: unknown) => console.warn("Analytics could not be loaded.", error),
    );
    return () => {
      cancelled = true;
      runtime.current?.stop();
      runtime.current = null;
    };
  }, [allowed]);

  const outcome = useCallback<LeadOutcomeListener>((form, result) => runtime.current?.outcome(form, result), []);
  return <AnalyticsContext.Provider value={outcome}>{children}</AnalyticsContext.Provider>;
}

/** The forms' outcome callback: records 'failed', 'statusfailed' and 'error' (SPEC §7) while Statistics is allowed. */
export function useOutcomeTracking(): LeadOutcomeListener {
  const runtime = useContext(AnalyticsContext);
  if (!runtime) throw new Error("useOutcomeTracking must be used inside AnalyticsProvider (src/state/root-provider.tsx).");
  return runtime;
}
