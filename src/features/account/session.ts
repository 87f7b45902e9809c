/**
 * Pure rules of the account pages (SPEC §4, PRODUCT §3 and §6): where a visitor returns after signing in, which
 * account crumb the breadcrumb shows, and the reset link's token in the address fragment.
 */
import { isEmailAddress } from "../../lib/api-contract";
import { routes } from "../../shared/lib/routes";

/**
 * The page to return to after signing in: a path on this site (starting with one "/", no backslash, not an
 * account page) or null. Anything else (another origin, "//host", a script URL) is refused: the value comes from
 * history state, which other code could set.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  const accountPages: string[] = [routes.signIn, routes.signUp, routes.resetPassword];
  const path = value.split(/[?#]/)[0];
  if (accountPages.some((page) => path === page || `${path}/` === page)) return null;
  return value;
}

/** Where sign-in goes next: back to the protected page that sent the visitor, else the dashboard (PRODUCT §6). */
export function afterSignIn(from: unknown): string {
  return safeReturnPath(from) ?? routes.waitlist;
}

/** The breadcrumb helper of SPEC §4: the dashboard's name when signed in, else the sign-in crumb. */
export function accountCrumb(signedIn: boolean, words: { dashboard: string; signIn: string }): string {
  return signedIn ? words.dashboard : words.signIn;
}

/**
 * The reset token of an e-mailed link, `/reset-password/#token=…` (PRODUCT §6: a fragment never reaches a server):
 * the decoded value, or null when the fragment has none. Accepts the hash with or without its "#".
 */
export function resetTokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const token = params.get("token")?.trim();
  return token ? token : null;
}

/** What navigation state may carry to the account pages. */
export interface AccountPageState {
  /** The protected page that sent the visitor to sign in. */
  from?: string;
  /** The session ended (users/me answered 401): the sign-in page says so. */
  sessionEnded?: boolean;
  /** An e-mail address typed on the page before (sign-up, sign-in), to fill in on this one. */
  email?: string;
  /** The title of the job whose application sent the visitor to sign in. */
  applyingFor?: string;
}

/** The longest job title history state may carry (a title, not a paragraph). */
const TITLE_MAX = 200;

const readEmail = (value: unknown): string | undefined => (typeof value === "string" && isEmailAddress(value.trim()) ? value.trim() : undefined);

/** Reads Gatsby's `location.state` defensively: anything may be in history state. */
export function readAccountState(state: unknown): AccountPageState {
  if (typeof state !== "object" || state === null) return {};
  const { from, sessionEnded, email, applyingFor } = state as Record<string, unknown>;
  const returnPath = safeReturnPath(from) ?? undefined;
  const title = typeof applyingFor === "string" ? applyingFor.trim() : "";
  return {
    from: returnPath,
    sessionEnded: sessionEnded === true ? true : undefined,
    email: readEmail(email),
    // Only with the application page as the way back: the words promise a return to it.
    applyingFor: returnPath && isApplyPath(returnPath) && title && title.length <= TITLE_MAX ? title : undefined,
  };
}

/**
 * The sign-in page's intro: the page's own (the waitlist), unless an application page sent the visitor here; then
 * the words that say signing in continues the application, naming the job when history state has its title.
 */
export function signInIntro(state: AccountPageState, words: { intro: string | null; applyIntro: string; applyIntroAnyJob: string }): string | null {
  if (!state.from || !isApplyPath(state.from)) return words.intro;
  return state.applyingFor ? words.applyIntro.replace("{job}", () => state.applyingFor ?? "") : words.applyIntroAnyJob;
}

/** Whether a path is a job application page (/page-apply/{id}/). */
export function isApplyPath(path: string): boolean {
  return /^\/page-apply\/[^/?#]+\/?(?:[?#].*)?$/.test(path);
}

/**
 * What sign-up carries to /blog-classic in navigation state (never the address): the account's e-mail, for the
 * sign-in link, and the sentence to show. Shown on that one arrival only.
 */
export interface SignedUpNotice {
  email: string;
  msg: string;
}

/** The sign-up notice in history state, read defensively, or null. */
export function readSignedUpNotice(state: unknown): SignedUpNotice | null {
  if (typeof state !== "object" || state === null) return null;
  const notice = (state as { signedUp?: unknown }).signedUp;
  if (typeof notice !== "object" || notice === null) return null;
  const email = readEmail((notice as { email?: unknown }).email);
  const msg = (notice as { msg?: unknown }).msg;
  return email && typeof msg === "string" && msg.trim() !== "" ? { email, msg } : null;
}

/**
 * The sentence for a failed account call (SPEC §8, PRODUCT §4): the server's `msg` when it sent one; otherwise
 * `rejected` when the server refused (sign-in: "Login failed"), `requestError` when no usable answer came (sign-in:
 * "Server error"). Sign-up passes "Registration failed" for both.
 */
export function failureMessage(
  result: { kind: "rejected" | "network" | "invalid-response" | "aborted"; msg: string },
  words: { rejected: string; requestError: string },
): string {
  if (result.msg) return result.msg;
  return result.kind === "rejected" ? words.rejected : words.requestError;
}

/** The referral code of `/sign-up/?ref=CODE`: letters, digits, "-" and "_" only, at most 32; else null. */
export function referralFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get("ref")?.trim();
  return code && /^[A-Za-z0-9_-]{1,32}$/.test(code) ? code : null;
}

/** The link a member shares: the sign-up page with their code, on this site's origin. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, "")}${routes.signUp}?ref=${encodeURIComponent(code)}`;
}
