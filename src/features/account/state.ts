import { navigate } from "gatsby";
import type { ApiClient } from "../../shared/lib/api";
import type { MeReading } from "../../lib/api-contract";
import { STORAGE_KEYS } from "../../shared/lib/constants";
import { routes } from "../../shared/lib/routes";
import { readString, removeKey, writeString, type StorageArea } from "../../shared/lib/storage";
import { createStore, mergeChange, type Store } from "../../shared/store/store";
import { activeToken, tokenArea } from "../../shared/lib/stored-session";

/**
 * The session of this browser tab, kept once per tab rather than once per AuthProvider: Gatsby wraps each page's
 * Head in the root providers too, so a page has two of them, and both must agree on one session and one
 * `users/me` request. The providers attach to it while mounted; the first to attach reads storage.
 */
export interface TabSessionState {
  /** False on the server and until a provider has read storage after hydration. */
  restored: boolean;
  localToken: string | null;
  sessionToken: string | null;
  /** The answer of `users/me` for the current token; null before it, when signed out, or when it failed. */
  user: MeReading | null;
  /** True after a signed-in call was answered 401, until the next sign-in. */
  sessionEnded: boolean;
}

type Change = Partial<TabSessionState>;

const INITIAL: TabSessionState = { restored: false, localToken: null, sessionToken: null, user: null, sessionEnded: false };

export const tabSession: Store<TabSessionState, Change> = createStore<TabSessionState, Change>(mergeChange, INITIAL);

const tokenNow = (): string | null => activeToken(tabSession.getState());

/** Tells this site's other tabs that the visitor signed out (their session-storage tokens are not shared). */
const CHANNEL = "gestura-auth";
const SIGNED_OUT = "signed-out";

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
}

let attached = 0;
/** Counts forgotten sessions (tests), so an answer that arrives after one is dropped. */
let generation = 0;
let detachListeners: (() => void) | null = null;
let client: Promise<ApiClient> | null = null;
/** The token `users/me` was last asked for, so each token is asked once. */
let askedFor: string | null = null;
let signingOut = false;
let leavingFrom: string | null = null;

/** Clears the stored session (both storages, token and id) and the user. */
function clearSession(): void {
  for (const area of ["local", "session"] as StorageArea[]) {
    removeKey(STORAGE_KEYS.token, area);
    removeKey(STORAGE_KEYS.userId, area);
  }
  askedFor = null;
  tabSession.dispatch({ localToken: null, sessionToken: null, user: null });
}

function endSession(): void {
  if (signingOut) return;
  clearSession();
  tabSession.dispatch({ sessionEnded: true });
  // With the query: a console view's filters live there (issue 44), and sign-in brings the visitor back to them.
  void navigate(routes.signIn, { state: { from: window.location.pathname + window.location.search, sessionEnded: true } });
}

/** The API client with this tab's token; a 401 on a signed-in call ends the session. Loaded on first use. */
export function getApi(): Promise<ApiClient> {
  client ??= import("../../shared/lib/api").then(({ createApiClient }) => createApiClient({ getToken: tokenNow, onUnauthorized: endSession }));
  return client;
}

/** Asks `users/me` once for the current token; a failure other than 401 is logged, a 401 ends the session. */
function loadUser(): void {
  const token = tokenNow();
  if (!token || askedFor === token) return;
  askedFor = token;
  const cycle = generation;
  void getApi()
    .then((api) => api.getMe())
    .then((result) => {
      if (cycle !== generation || tokenNow() !== token) return;
      if (result.ok) tabSession.dispatch({ user: result.data });
      else if (result.status !== 401) console.error("Could not load the signed-in user (users/me).", result);
    });
}

function readStorage(): void {
  tabSession.dispatch({
    restored: true,
    localToken: readString(STORAGE_KEYS.token, "local"),
    sessionToken: readString(STORAGE_KEYS.token, "session"),
  });
  loadUser();
}

function listen(): () => void {
  // Another tab changed local storage: follow its token (a cleared storage is a sign-out).
  const follow = (event: StorageEvent): void => {
    const area = event.storageArea === window.localStorage ? "local" : event.storageArea === window.sessionStorage ? "session" : null;
    if (!area || (event.key !== STORAGE_KEYS.token && event.key !== null)) return;
    const token = event.key === null ? null : event.newValue;
    tabSession.dispatch(area === "local" ? { localToken: token } : { sessionToken: token });
    if (!tokenNow()) tabSession.dispatch({ user: null });
    loadUser();
  };
  window.addEventListener("storage", follow);
  // Another tab signed out: clear this tab's session too (its token may be in session storage, which tabs don't share).
  const channel = openChannel();
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === SIGNED_OUT) clearSession();
    };
  }
  return () => {
    window.removeEventListener("storage", follow);
    channel?.close();
  };
}

/**
 * Called by each AuthProvider after it mounts; answers the function to call when it unmounts. The first reads
 * storage and starts following other tabs; the last to leave stops following them.
 */
export function attachProvider(): () => void {
  attached += 1;
  if (attached === 1) {
    detachListeners = listen();
    readStorage();
  }
  return () => {
    attached -= 1;
    if (attached > 0) return;
    detachListeners?.();
    detachListeners = null;
  };
}

/**
 * Forgets the tab's session, for tests (src/test-utils/render.tsx, after each): in a page the root providers stay
 * for its whole life, and nothing calls this, so the build leaves it out.
 */
export function forgetTabSession(): void {
  generation += 1;
  client = null;
  askedFor = null;
  signingOut = false;
  leavingFrom = null;
  tabSession.dispatch(INITIAL);
}

/** Stores a new session (SPEC §4): the id in both storages, the token by "Remember me"; then asks `users/me`. */
export function signIn({ token, id }: { token: string; id: string }, remember: boolean): void {
  const area = tokenArea(remember);
  const other: StorageArea = area === "local" ? "session" : "local";
  writeString(STORAGE_KEYS.token, token, area);
  removeKey(STORAGE_KEYS.token, other);
  writeString(STORAGE_KEYS.userId, id, "local");
  writeString(STORAGE_KEYS.userId, id, "session");
  tabSession.dispatch({
    localToken: area === "local" ? token : null,
    sessionToken: area === "session" ? token : null,
    user: null,
    sessionEnded: false,
  });
  loadUser();
}

/** `users/logout`, then the session is cleared even when the call failed, other tabs are told, and the visitor goes home. */
export async function signOut(): Promise<void> {
  signingOut = true;
  const result = await (await getApi()).logout();
  if (!result.ok) console.error("Logout failed on the server; the session is cleared in this browser anyway.", result);
  signingOut = false;
  leavingFrom = window.location.pathname;
  clearSession();
  const channel = openChannel();
  channel?.postMessage(SIGNED_OUT);
  channel?.close();
  await navigate(routes.home);
}

/**
 * Asks `users/me` again for the current token, after something changed what it answers (an e-mail address
 * confirmed in this tab): the page shows the new answer without a reload.
 */
export function refreshUser(): void {
  askedFor = null;
  loadUser();
}

/** True while the visitor who signed out on `path` is still on it, on the way home. */
export const isLeaving = (path: string): boolean => leavingFrom === path;

export function leftPage(): void {
  leavingFrom = null;
}
