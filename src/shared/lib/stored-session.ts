/**
 * Where the signed-in session lives (SPEC §4). Apart from the account pages' rules (session.ts) because the
 * AuthProvider, on every page, needs only these two.
 */

/** The stored session: the token and the user id, each a plain string or null. */
export interface StoredSession {
  localToken: string | null;
  sessionToken: string | null;
}

/** Signed in means a token exists in local or session storage (SPEC §4). Session storage wins when both exist. */
export function activeToken({ localToken, sessionToken }: StoredSession): string | null {
  return sessionToken || localToken || null;
}

/**
 * Where storage puts a new sign-in (SPEC §4): the id in both storages; the token in local storage with
 * "Remember me", else in session storage.
 */
export function tokenArea(remember: boolean): "local" | "session" {
  return remember ? "local" : "session";
}
