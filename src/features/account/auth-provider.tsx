import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { usePublished, useStore } from "../../shared/hooks/use-store";
import type { ApiClient } from "../../shared/lib/api";
import type { MeReading } from "../../lib/api-contract";
import type { Store } from "../../shared/lib/store";
import { activeToken } from "../../shared/lib/stored-session";
import { attachProvider, getApi, isLeaving, leftPage, refreshUser, signIn, signOut, tabSession } from "./tab-session";

/** "unknown" on the server and the first client render (storage not read yet): pages then show the signed-out page. */
export type AuthStatus = "unknown" | "signedIn" | "signedOut";

export interface AuthContextValue {
  status: AuthStatus;
  signedIn: boolean;
  /** The current user (`users/me`), once it answered; null before, when signed out, or when the call failed. */
  user: MeReading | null;
  /** True after a signed-in call was answered 401 (the session ended elsewhere), until the next sign-in. */
  sessionEnded: boolean;
  /**
   * The API client with this session's token; a 401 on a signed-in call ends the session. Loaded on first use, so
   * the client's code stays out of the JavaScript every page needs (PRODUCT §7).
   */
  getApi: () => Promise<ApiClient>;
  /** Stores a new session (SPEC §4): the id in both storages, the token by "Remember me". */
  signIn: (session: { token: string; id: string }, remember: boolean) => void;
  /** `users/logout`, then the session is cleared even when the call failed, and the visitor goes home. */
  signOut: () => Promise<void>;
  /** Asks `users/me` again (the address was just confirmed in this tab); nothing when signed out. */
  refreshUser: () => void;
  /**
   * True while the visitor who signed out on `path` is still on it, on the way home: a members-only page then waits
   * for that navigation instead of sending them to /sign-in. `leftPage` ends it (the page unmounted).
   */
  isLeaving: (path: string) => boolean;
  leftPage: () => void;
}

/** Carries a store of the value, never the value itself: see usePublished. */
const AuthContext = createContext<Store<AuthContextValue, AuthContextValue> | null>(null);

/**
 * The session (SPEC §4, PRODUCT §3): `token` and `id` as plain strings in local or session storage, restored after
 * hydration, followed across tabs (the storage event for local storage, a BroadcastChannel message for sign-out).
 * While signed in, `users/me` is asked once per page load. A 401 on any signed-in call clears the session and sends
 * the visitor to /sign-in, which then says the session ended. The session itself is kept once per tab
 * (tab-session.ts): Gatsby wraps each page's Head in this provider too, and both must show the same session.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => attachProvider(), []);
  const session = useStore(tabSession);
  const token = activeToken(session);
  const status: AuthStatus = !session.restored ? "unknown" : token ? "signedIn" : "signedOut";
  const { user, sessionEnded } = session;

  const value = useMemo<AuthContextValue>(
    () => ({ status, signedIn: status === "signedIn", user, sessionEnded, getApi, signIn, signOut, refreshUser, isLeaving, leftPage }),
    [status, user, sessionEnded],
  );
  const store = usePublished(value);
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

/**
 * The session as it is at this moment, for effects: `useAuth()`'s value is the one this render saw, and a render
 * that mounts a page in the same pass as a sign-in sees the session from before it (the store is updated after that
 * render, before any effect runs).
 */
export function useAuthNow(): () => AuthContextValue {
  const store = useContext(AuthContext);
  if (!store) throw new Error("useAuthNow must be used inside AuthProvider (src/app/root-provider.tsx).");
  return store.getState;
}

export function useAuth(): AuthContextValue {
  const store = useContext(AuthContext);
  if (!store) throw new Error("useAuth must be used inside AuthProvider (src/app/root-provider.tsx).");
  return useStore(store);
}
