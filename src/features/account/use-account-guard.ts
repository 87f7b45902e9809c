import { navigate } from "gatsby";
import { useEffect, useRef } from "react";
import { routes } from "../../shared/lib/routes";
import { useAuth, useAuthNow, type AuthStatus } from "./auth-provider";

/**
 * Redirects of SPEC §4 and §6, after storage is read (the static HTML is the signed-out page):
 * - "member" pages (/page-waitlist, /page-apply/{id}) send a signed-out visitor to /sign-in, remembering the page so
 *   sign-in can return to it; they stay blank until the session is known, so the protected page never flashes;
 * - "guest" pages (/sign-up, /sign-in, /reset-password) send a visitor who arrived signed in to /page-waitlist. A
 *   sign-in made on the page itself is left to the form, which knows where to go next.
 *
 * `enabled: false` turns the redirect off (the reset page opened from an e-mailed link, where a signed-in visitor
 * may still change the password). `applyingFor` (a job application page) names the job, so the sign-in page can say
 * that signing in continues that application. Returns the session status, for the page to decide what to render.
 */
export function useAccountGuard(audience: "member" | "guest", enabled = true, applyingFor?: string): AuthStatus {
  const { status, isLeaving, leftPage } = useAuth();
  const firstKnown = useRef<AuthStatus>("unknown");
  if (firstKnown.current === "unknown" && status !== "unknown") firstKnown.current = status;

  const authNow = useAuthNow();

  useEffect(() => {
    if (!enabled) return;
    // The session now, not as this render saw it: a page mounted in the same pass as a sign-in saw it signed out.
    const now = authNow().status;
    // Signed out here by the Logout button: the way home is already under way.
    if (audience === "member" && now === "signedOut" && !isLeaving(window.location.pathname)) {
      void navigate(routes.signIn, { replace: true, state: { from: window.location.pathname + window.location.search, applyingFor } });
    } else if (audience === "guest" && now === "signedIn" && firstKnown.current === "signedIn") {
      void navigate(routes.waitlist, { replace: true });
    }
  }, [audience, status, enabled, isLeaving, authNow, applyingFor]);

  useEffect(() => leftPage, [leftPage]);

  return status;
}
