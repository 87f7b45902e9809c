import { navigate } from "gatsby";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { usePersistentState } from "../../hooks/use-persistent-state";
import { usePublished, useStore } from "../../hooks/use-store";
import type { ApiClient } from "../../lib/api";
import type { MeAnswer } from "../../lib/api-contract";
import { STORAGE_KEYS } from "../../lib/constants";
import { routes } from "../../lib/routes";
import { activeToken, tokenArea } from "../../lib/stored-session";
import { stringCodec } from "../../lib/storage-codecs";
import type { Store } from "../../lib/store";

/** "unknown" on the server and the first client render (storage not read yet): pages then show the signed-out page. */
export type AuthStatus = "unknown" | "signedIn" | "signedOut";

export interface AuthContextValue {
  status: AuthStatus;
  signedIn: boolean;
  /** The current user (`users/me`), once it answered; null before, when signed out, or when the call failed. */
  user: MeAnswer | null;
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
  /**
   * True while the visitor who signed out on `path` is still on it, on the way home: a members-only page then waits
   * for that navigation instead of sending them to /sign-in. `leftPage` ends it (the page unmounted).
   */
  isLeaving: (path: string) => boolean;
  leftPage: () => void;
}

/** Carries a store of the value, never the value itself: see usePublished. */
const AuthContext = createContext<Store<AuthContextValue, AuthContextValue> | null>(null);

/** Tells this site's other tabs that the visitor signed out (their session-storage tokens are not shared). */
const CHANNEL = "gestura-auth";
const SIGNED_OUT = "signed-out";

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
}

/**
 * The session (SPEC §4, PRODUCT §3): `token` and `id` as plain strings in local or session storage, restored after
 * hydration, followed across tabs (the storage event for local storage, a BroadcastChannel message for sign-out).
 * While signed in it asks `users/me` once per page load. A 401 on any signed-in call clears the session and sends the
 * visitor to /sign-in, which then says the session ended.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [localToken, setLocalToken, localMeta] = usePersistentState(STORAGE_KEYS.token, stringCodec, "local");
  const [sessionToken, setSessionToken, sessionMeta] = usePersistentState(STORAGE_KEYS.token, stringCodec, "session");
  const [, setLocalId] = usePersistentState(STORAGE_KEYS.userId, stringCodec, "local");
  const [, setSessionId] = usePersistentState(STORAGE_KEYS.userId, stringCodec, "session");
  const [user, setUser] = useState<MeAnswer | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);

  const token = activeToken({ localToken, sessionToken });
  const restored = localMeta.restored && sessionMeta.restored;
  const status: AuthStatus = !restored ? "unknown" : token ? "signedIn" : "signedOut";

  // The client reads the token at each call; a ref lets signIn's token be used before React re-renders.
  const tokenRef = useRef<string | null>(token);
  tokenRef.current = token;
  const signingOut = useRef(false);
  const leavingFrom = useRef<string | null>(null);

  const clearSession = useCallback(() => {
    tokenRef.current = null;
    setLocalToken(null);
    setSessionToken(null);
    setLocalId(null);
    setSessionId(null);
    setUser(null);
  }, [setLocalToken, setSessionToken, setLocalId, setSessionId]);

  const endSession = useRef<() => void>(() => undefined);
  endSession.current = () => {
    if (signingOut.current) return;
    clearSession();
    setSessionEnded(true);
    void navigate(routes.signIn, { state: { from: window.location.pathname, sessionEnded: true } });
  };

  const client = useRef<Promise<ApiClient> | null>(null);
  const getApi = useCallback((): Promise<ApiClient> => {
    client.current ??= import("../../lib/api").then(({ createApiClient }) =>
      createApiClient({ getToken: () => tokenRef.current, onUnauthorized: () => endSession.current() }),
    );
    return client.current;
  }, []);

  // users/me once per page load while signed in (and again after a new sign-in); a failure other than 401 is logged.
  useEffect(() => {
    if (!token) {
      setUser(null);
      return;
    }
    const controller = new AbortController();
    void getApi()
      .then((api) => api.getMe({ signal: controller.signal }))
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) setUser(result.data);
        else if (result.status !== 401) console.error("Could not load the signed-in user (users/me).", result);
      });
    return () => controller.abort();
  }, [getApi, token]);

  // Another tab signed out: clear this tab's session too (its token may be in session storage, which tabs don't share).
  useEffect(() => {
    const channel = openChannel();
    if (!channel) return;
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === SIGNED_OUT) clearSession();
    };
    return () => channel.close();
  }, [clearSession]);

  const signIn = useCallback<AuthContextValue["signIn"]>(
    ({ token: newToken, id }, remember) => {
      tokenRef.current = newToken;
      if (tokenArea(remember) === "local") {
        setLocalToken(newToken);
        setSessionToken(null);
      } else {
        setSessionToken(newToken);
        setLocalToken(null);
      }
      setLocalId(id);
      setSessionId(id);
      setSessionEnded(false);
    },
    [setLocalToken, setSessionToken, setLocalId, setSessionId],
  );

  const signOut = useCallback(async () => {
    signingOut.current = true;
    const result = await (await getApi()).logout();
    if (!result.ok) console.error("Logout failed on the server; the session is cleared in this browser anyway.", result);
    signingOut.current = false;
    leavingFrom.current = window.location.pathname;
    clearSession();
    const channel = openChannel();
    channel?.postMessage(SIGNED_OUT);
    channel?.close();
    await navigate(routes.home);
  }, [getApi, clearSession]);

  const isLeaving = useCallback((path: string) => leavingFrom.current === path, []);
  const leftPage = useCallback(() => {
    leavingFrom.current = null;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ status, signedIn: status === "signedIn", user, sessionEnded, getApi, signIn, signOut, isLeaving, leftPage }),
    [status, user, sessionEnded, getApi, signIn, signOut, isLeaving, leftPage],
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
  if (!store) throw new Error("useAuthNow must be used inside AuthProvider (src/state/root-provider.tsx).");
  return store.getState;
}

export function useAuth(): AuthContextValue {
  const store = useContext(AuthContext);
  if (!store) throw new Error("useAuth must be used inside AuthProvider (src/state/root-provider.tsx).");
  return useStore(store);
}
