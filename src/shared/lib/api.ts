/**
 * The client for our API service (SPEC §7, PRODUCT §3): one function per call, each typed from the contract
 * (`./api-contract`). Every call is `base + API_PATHS.<call>`; every answer, also an error answer, is
 * `{ success, msg, ... }`.
 *
 * No call throws. Each resolves to an `ApiResult`: `{ ok: true, data, msg }`, or `{ ok: false, kind, status, msg }`
 * where `msg` is the server's sentence when it sent one ("" otherwise), so a form maps a result straight onto its
 * state and falls back to SPEC §8's sentence when `msg` is empty.
 *
 * `createApiClient` builds a client over an injectable `fetch`, a token source and a 401 handler; `api` is the
 * default one, which reads the stored session token itself. The auth provider makes its own client with its
 * `getToken` and `onUnauthorized`; tests pass a fake `fetch`.
 */

import {
  API_LIMITS,
  API_PATHS,
  type AnalyticsEvent,
  type AnalyticsRequest,
  type ConsentRecordAnswer,
  type ConsentRecordRequest,
  type ApiEnvelope,
  type ContactRequest,
  type ReservationAnswer,
  type ReservationRequest,
  type CountAnswer,
  type DemoRequest,
  type JobApplicationFields,
  type LinkTokenRequest,
  type LoginAnswer,
  type LoginRequest,
  type MeReading,
  type NewsletterRequest,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
  type RegisterRequest,
} from "../../lib/api-contract";
import { STORAGE_KEYS } from "./constants";
import { readString } from "./storage";

export type { ApiEnvelope };

/** The part of `fetch` we use, so tests can pass a small fake. `window.fetch` fits it. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, "ok" | "status" | "text">>;

/**
 * Why a call failed:
 * - `rejected`: the server answered `success: false` (bad input, taken e-mail, not signed in, too many requests…);
 *   `msg` is its sentence;
 * - `network`: no answer arrived (offline, DNS, CORS, no fetch available);
 * - `aborted`: the caller's signal aborted the call;
 * - `invalid-response`: an answer that is not the JSON the contract promises (a proxy's error page, a missing field).
 */
export type ApiFailureKind = "rejected" | "network" | "invalid-response" | "aborted";

export interface ApiSuccess<T> {
  ok: true;
  /** The whole answer, checked at run time where callers read fields (login, me, count). */
  data: T;
  /** The server's sentence ("" when it sent none). */
  msg: string;
}

export interface ApiFailure {
  ok: false;
  kind: ApiFailureKind;
  /** HTTP status when an answer arrived, else null. */
  status: number | null;
  /** The server's sentence when it sent one, else "". Shown as text, never as HTML. */
  msg: string;
  /** What went wrong underneath (the fetch error, or a description of the bad answer), for the console only. */
  cause?: unknown;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** Per-call options. */
export interface CallOptions {
  /** Aborting it resolves the call with `kind: "aborted"`; its answer, if any arrives, is ignored. */
  signal?: AbortSignal;
  /** `fetch`'s keepalive: the request outlives the page (analytics on `pagehide`). */
  keepalive?: boolean;
  /**
   * Told how much of a multipart body (the résumé) has been sent, as a fraction from 0 to 1. With it the call goes
   * through XMLHttpRequest, whose upload events `fetch` does not offer; without XMLHttpRequest it is never called.
   */
  onUploadProgress?: (fraction: number) => void;
}

export interface ApiClientOptions {
  /** The API base; default `API_BASE`. A trailing slash is added when missing. */
  base?: string;
  /** Default: the global `fetch`, looked up at each call. */
  fetch?: FetchLike;
  /** Sends a call with upload progress; default: XMLHttpRequest when the browser has it. Tests pass a fake. */
  upload?: UploadLike;
  /** The session token, read at each call that needs it; default: none (the default `api` reads storage). */
  getToken?: () => string | null | undefined;
  /** Called when a call that carried a token is answered 401: the session has ended. */
  onUnauthorized?: () => void;
}

/** A request whose body's upload is reported as it goes: `fetch`'s answer shape, plus the progress callback. */
export type UploadLike = (
  url: string,
  init: RequestInit,
  onProgress: (fraction: number) => void,
) => Promise<Pick<Response, "ok" | "status" | "text">>;

/**
 * `UploadLike` over XMLHttpRequest: the headers and body of `init`, its abort signal (rejecting with an AbortError),
 * and `upload.onprogress` as a fraction. A network failure rejects with a TypeError, as `fetch` does.
 */
export const xhrUpload: UploadLike = (url, init, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? "GET", url);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(event.loaded / event.total, 1));
    };
    xhr.onload = () => {
      const text = typeof xhr.responseText === "string" ? xhr.responseText : "";
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, text: () => Promise.resolve(text) });
    };
    xhr.onerror = () => reject(new TypeError("The upload failed."));
    xhr.ontimeout = () => reject(new TypeError("The upload timed out."));
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException("The upload was aborted.", "AbortError"));
    init.signal?.addEventListener("abort", abort, { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });

/** One function per call of SPEC §7. Calls marked "signed in" send `Authorization: Bearer <token>`. */
export interface ApiClient {
  /** POST users/register. */
  register(body: RegisterRequest, options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /** POST users/login: `data.token` and `data.user._id` are checked strings. */
  login(body: LoginRequest, options?: CallOptions): Promise<ApiResult<LoginAnswer>>;
  /** POST users/passwordreset: asks for the e-mailed link. */
  requestPasswordReset(body: PasswordResetRequest, options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /** POST users/passwordreset/confirm: the link's token and the new password. */
  confirmPasswordReset(body: PasswordResetConfirmRequest, options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /** POST users/passwordreset/check: whether the link's token still works, without spending it. */
  checkPasswordReset(body: LinkTokenRequest, options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /** GET users/me, signed in: `username`, `email`, `date` (a parsable date) and the place-in-line fields are checked. */
  getMe(options?: CallOptions): Promise<ApiResult<MeReading>>;
  /** POST users/logout, signed in, with no body. */
  logout(options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /** GET users/count: `count` is checked to be a finite number ≥ 0. */
  getUserCount(options?: CallOptions): Promise<ApiResult<CountAnswer>>;
  /** POST demo/schedule-demo; `subject` is always sent as "Demo Request". */
  scheduleDemo(body: DemoRequest, options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /** POST contact/form-submission. */
  submitContact(body: ContactRequest, options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /** POST newsletter/subscriber. */
  subscribeNewsletter(body: NewsletterRequest, options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /** POST shop/reservation: answers the reservation's reference. */
  reserve(body: ReservationRequest, options?: CallOptions): Promise<ApiResult<ReservationAnswer>>;
  /**
   * POST job/application, signed in, as multipart/form-data: the text fields (those left undefined are not sent)
   * and the résumé as `resume`. The browser writes the multipart Content-Type with its boundary.
   */
  applyForJob(fields: JobApplicationFields, resume: Blob, options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /**
   * POST analytics/send: one event or a list. A list longer than `API_LIMITS.analyticsBatchMax` goes in several
   * requests, in order, stopping at the first failure; an empty list sends nothing and succeeds.
   */
  sendAnalytics(events: AnalyticsRequest, options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /** POST consent/record: the receipt of a saved consent choice (PRODUCT.md §6). */
  recordConsent(body: ConsentRecordRequest, options?: CallOptions): Promise<ApiResult<ConsentRecordAnswer>>;
  /** POST newsletter/confirm: the token of the confirmation link (double opt-in). */
  confirmNewsletter(body: LinkTokenRequest, options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /** POST newsletter/unsubscribe: the token of a newsletter mail's unsubscribe link. */
  unsubscribeNewsletter(body: LinkTokenRequest, options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /** POST users/confirm-email: the token of the link mailed at sign-up. */
  confirmEmail(body: LinkTokenRequest, options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
  /** POST users/confirm-email/resend, signed in, with no body: mails the confirmation link again. */
  resendEmailConfirmation(options?: CallOptions): Promise<ApiResult<ApiEnvelope>>;
}

/**
 * `base` ending in exactly one "/" ("" becomes "/"). For the API base URL only, absolute or not; site paths with a
 * query or fragment go through `withTrailingSlash` in ./routes, whose rules differ.
 */
export function ensureTrailingSlash(base: string): string {
  return base.replace(/\/+$/, "") + "/";
}

/**
 * The API base URL, ending in "/". Gatsby inlines `process.env.GATSBY_*` at build time, so this must stay the
 * literal `process.env.GATSBY_API_URL`. Unset or empty: "/api/" (same origin, the local all-in-one server).
 */
export const API_BASE = ensureTrailingSlash(process.env.GATSBY_API_URL || "/api/");

/** `base` (trailing slash ensured) + `path` without its leading slashes: `apiUrl("/users/count", "https://x/api")`. */
export function apiUrl(path: string, base: string = API_BASE): string {
  return ensureTrailingSlash(base) + path.replace(/^\/+/, "");
}

/** The session token as PRODUCT §3 stores it (plain string, session storage or local storage), or null. */
export function readStoredToken(): string | null {
  return readString(STORAGE_KEYS.token, "session") || readString(STORAGE_KEYS.token, "local") || null;
}

type Validate<T> = (answer: Record<string, unknown>) => answer is Record<string, unknown> & T;

interface Send<T> {
  path: string;
  method: "GET" | "POST";
  /** Sent as JSON with its Content-Type. */
  json?: unknown;
  /** Sent as multipart; no Content-Type of ours, so the browser adds the boundary. */
  form?: FormData;
  /** Send the Bearer token when there is one. */
  signedIn?: boolean;
  /** Checks the fields callers read; a failed check is an `invalid-response`. */
  validate?: Validate<T>;
  options?: CallOptions;
}

const isNonEmptyString = (value: unknown): value is string => typeof value === "string" && value.length > 0;

const isLoginAnswer: Validate<LoginAnswer> = (answer): answer is Record<string, unknown> & LoginAnswer => {
  const user = answer.user as Record<string, unknown> | null | undefined;
  return isNonEmptyString(answer.token) && typeof user === "object" && user !== null && isNonEmptyString(user._id);
};

const isWholeNumber = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** An optional field of an answer: absent, or of its type. */
const absentOr =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): boolean =>
    value === undefined || check(value);

const isMeAnswer: Validate<MeReading> = (answer): answer is Record<string, unknown> & MeReading =>
  typeof answer.username === "string" &&
  typeof answer.date === "string" &&
  !Number.isNaN(Date.parse(answer.date)) &&
  absentOr((v): v is string => typeof v === "string")(answer.email) &&
  absentOr(isWholeNumber)(answer.position) &&
  absentOr(isWholeNumber)(answer.total) &&
  absentOr(isNonEmptyString)(answer.referralCode) &&
  absentOr(isWholeNumber)(answer.referrals) &&
  absentOr(isWholeNumber)(answer.pendingReferrals) &&
  absentOr(isWholeNumber)(answer.referralBoost) &&
  absentOr((v): v is boolean => typeof v === "boolean")(answer.emailConfirmed) &&
  absentOr((v): v is boolean => typeof v === "boolean")(answer.team) &&
  absentOr((v): v is string => typeof v === "string" && !Number.isNaN(Date.parse(v)))(answer.invitedAt);

const isReservationAnswer: Validate<ReservationAnswer> = (answer): answer is Record<string, unknown> & ReservationAnswer =>
  isNonEmptyString(answer.reference);

const isConsentRecordAnswer: Validate<ConsentRecordAnswer> = (answer): answer is Record<string, unknown> & ConsentRecordAnswer =>
  isNonEmptyString(answer.id) && typeof answer.savedAt === "string" && !Number.isNaN(Date.parse(answer.savedAt));

const isCountAnswer: Validate<CountAnswer> = (answer): answer is Record<string, unknown> & CountAnswer =>
  typeof answer.count === "number" && Number.isFinite(answer.count) && answer.count >= 0;

const aborted = (cause?: unknown): ApiFailure => ({ ok: false, kind: "aborted", status: null, msg: "", cause });

function isAbortError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}

/** Builds a client; see `ApiClientOptions`. */
export function createApiClient({
  base = API_BASE,
  fetch: fetchOption,
  upload: uploadOption,
  getToken,
  onUnauthorized,
}: ApiClientOptions = {}): ApiClient {
  async function send<T>({ path, method, json, form, signedIn = false, validate, options = {} }: Send<T>): Promise<ApiResult<T>> {
    const { signal, keepalive, onUploadProgress } = options;
    if (signal?.aborted) return aborted(signal.reason);

    // The global fetch is wrapped, not passed around bare, so it is always called with the right `this`.
    const upload = uploadOption ?? (typeof XMLHttpRequest === "function" ? xhrUpload : undefined);
    const doFetch: FetchLike | undefined =
      form && onUploadProgress && upload
        ? (url: string, init: RequestInit) => upload(url, init, onUploadProgress)
        : (fetchOption ?? (typeof fetch === "function" ? (url: string, init: RequestInit) => fetch(url, init) : undefined));
    if (!doFetch) return { ok: false, kind: "network", status: null, msg: "", cause: new Error("No fetch in this browser.") };

    const headers: Record<string, string> = { Accept: "application/json" };
    let body: BodyInit | undefined;
    if (form) body = form;
    else if (json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(json);
    }
    const token = signedIn ? getToken?.() : null;
    if (token) headers.Authorization = `Bearer ${token}`;

    let status: number;
    let httpOk: boolean;
    let text: string;
    try {
      const init: RequestInit = { method, headers, body, signal };
      if (keepalive) init.keepalive = true;
      const response = await doFetch(apiUrl(path, base), init);
      status = response.status;
      httpOk = response.ok;
      text = await response.text();
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) return aborted(error);
      return { ok: false, kind: "network", status: null, msg: "", cause: error };
    }
    if (signal?.aborted) return aborted(signal.reason);

    if (status === 401 && token && onUnauthorized) {
      try {
        onUnauthorized();
      } catch (error) {
        // The handler's failure must not become the call's: the caller still gets its result.
        console.error("The API client's onUnauthorized handler failed.", error);
      }
    }

    const invalid = (what: string, msg = ""): ApiFailure => ({
      ok: false,
      kind: "invalid-response",
      status,
      msg,
      cause: new Error(`${method} ${path} answered ${status} ${what}.`),
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      return invalid("without JSON");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return invalid("with JSON that is not an object");
    const answer = parsed as Record<string, unknown>;
    if (typeof answer.success !== "boolean") return invalid('without "success"');
    const msg = typeof answer.msg === "string" ? answer.msg : "";
    if (!answer.success) return { ok: false, kind: "rejected", status, msg };
    if (!httpOk) return invalid('with "success": true', msg);
    if (validate && !validate(answer)) return invalid("without the fields the contract promises");
    return { ok: true, data: { ...answer, msg } as unknown as T, msg };
  }

  const post = <T = ApiEnvelope>(path: string, json: unknown, options?: CallOptions, extra: Partial<Send<T>> = {}) =>
    send<T>({ path, method: "POST", json, options, ...extra });

  async function sendAnalytics(events: AnalyticsRequest, options?: CallOptions): Promise<ApiResult<ApiEnvelope>> {
    if (!Array.isArray(events)) return post(API_PATHS.analytics, events, options);
    const batches: AnalyticsEvent[][] = [];
    for (let start = 0; start < events.length; start += API_LIMITS.analyticsBatchMax) {
      batches.push(events.slice(start, start + API_LIMITS.analyticsBatchMax));
    }
    let result: ApiResult<ApiEnvelope> = { ok: true, data: { success: true, msg: "" }, msg: "" };
    for (const batch of batches) {
      result = await post(API_PATHS.analytics, batch, options);
      if (!result.ok) return result;
    }
    return result;
  }

  return {
    register: (body, options) => post(API_PATHS.register, body, options),
    login: (body, options) => post<LoginAnswer>(API_PATHS.login, body, options, { validate: isLoginAnswer }),
    requestPasswordReset: (body, options) => post(API_PATHS.passwordReset, body, options),
    confirmPasswordReset: (body, options) => post(API_PATHS.passwordResetConfirm, body, options),
    checkPasswordReset: (body, options) => post(API_PATHS.passwordResetCheck, body, options),
    getMe: (options) => send<MeReading>({ path: API_PATHS.me, method: "GET", signedIn: true, validate: isMeAnswer, options }),
    logout: (options) => send<ApiEnvelope>({ path: API_PATHS.logout, method: "POST", signedIn: true, options }),
    getUserCount: (options) => send<CountAnswer>({ path: API_PATHS.count, method: "GET", validate: isCountAnswer, options }),
    scheduleDemo: (body, options) => post(API_PATHS.demo, { ...body, subject: "Demo Request" }, options),
    submitContact: (body, options) => post(API_PATHS.contact, body, options),
    subscribeNewsletter: (body, options) => post(API_PATHS.newsletter, body, options),
    reserve: (body, options) => post<ReservationAnswer>(API_PATHS.shopReservation, body, options, { validate: isReservationAnswer }),
    applyForJob: (fields, resume, options) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields) as [string, string | undefined][]) {
        if (value !== undefined) form.append(name, value);
      }
      const fileName = typeof File !== "undefined" && resume instanceof File ? resume.name : "resume";
      form.append("resume", resume, fileName);
      return send<ApiEnvelope>({ path: API_PATHS.jobApplication, method: "POST", form, signedIn: true, options });
    },
    sendAnalytics,
    recordConsent: (body, options) => post<ConsentRecordAnswer>(API_PATHS.consentRecord, body, options, { validate: isConsentRecordAnswer }),
    confirmNewsletter: (body, options) => post(API_PATHS.newsletterConfirm, body, options),
    unsubscribeNewsletter: (body, options) => post(API_PATHS.newsletterUnsubscribe, body, options),
    confirmEmail: (body, options) => post(API_PATHS.emailConfirm, body, options),
    resendEmailConfirmation: (options) => send<ApiEnvelope>({ path: API_PATHS.emailConfirmResend, method: "POST", signedIn: true, options }),
  };
}

/** The site's client: the build's API base, the global fetch, and the session token from storage. */
export const api: ApiClient = createApiClient({ getToken: readStoredToken });
