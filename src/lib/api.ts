/**
 * The client for our API service (PRODUCT §3): every call is `API_BASE + path`, sends and receives JSON, and every
 * answer, also an error answer, is `{ success, msg, ... }`. Components reach it through a hook or a provider.
 */

import type { ApiEnvelope } from "./api-contract";

export type { ApiEnvelope };

export interface ApiResult<T> {
  /** The HTTP status was 2xx. */
  ok: boolean;
  status: number;
  /** The parsed answer. Only `success` and `msg` are checked at run time; callers check the fields of `T`. */
  data: T & ApiEnvelope;
}

/** The part of `fetch` we use, so tests can pass a small fake. `window.fetch` fits it. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, "ok" | "status" | "text">>;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequestOptions {
  /** Default "GET". */
  method?: HttpMethod;
  /** Sent as JSON when given. */
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>` when given. */
  token?: string | null;
  signal?: AbortSignal;
  /** Default: the global `fetch`. */
  fetchImpl?: FetchLike;
  /** Default: `API_BASE`. */
  base?: string;
}

/**
 * - `network`: no answer (offline, DNS, CORS, no fetch available);
 * - `aborted`: the caller's signal aborted the call;
 * - `invalid-response`: an answer that is not the JSON the contract promises (proxy error page, wrong shape);
 * - `unsuccessful`: a well-formed answer with `success: false`, thrown by endpoint helpers that return plain values.
 */
export type ApiErrorKind = "network" | "aborted" | "invalid-response" | "unsuccessful";

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status when an answer arrived, else null. */
  readonly status: number | null;

  constructor(kind: ApiErrorKind, message: string, status: number | null = null, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "ApiError";
    this.kind = kind;
    this.status = status;
    // Keeps `instanceof ApiError` true should a build transpile classes to ES5.
    Object.setPrototypeOf(this, ApiError.prototype);
  }
}

/** Returns `base` ending in exactly one "/"; "" becomes "/". */
export function withTrailingSlash(base: string): string {
  return base.replace(/\/+$/, "") + "/";
}

/**
 * The API base URL, ending in "/". Gatsby inlines `process.env.GATSBY_*` at build time, so this must stay the
 * literal `process.env.GATSBY_API_URL`. Unset or empty: "/api/" (same origin, the local all-in-one server).
 */
export const API_BASE = withTrailingSlash(process.env.GATSBY_API_URL || "/api/");

/** `base` (trailing slash ensured) + `path` without its leading slashes: `apiUrl("/users/count", "https://x/api")`. */
export function apiUrl(path: string, base: string = API_BASE): string {
  return withTrailingSlash(base) + path.replace(/^\/+/, "");
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === "AbortError");
}

/**
 * Calls the API and returns its JSON answer with the HTTP status, for success and error answers alike (a 409 still
 * carries the `msg` to show). Throws `ApiError` when no answer arrives (`network`, `aborted`) or the answer is not
 * a JSON object with a boolean `success` (`invalid-response`).
 */
export async function apiRequest<T extends object = Record<string, unknown>>(
  path: string,
  { method = "GET", body, token, signal, fetchImpl, base }: ApiRequestOptions = {},
): Promise<ApiResult<T>> {
  // The global fetch is wrapped, not passed around bare, so it is always called with the right `this`.
  const doFetch: FetchLike | undefined =
    fetchImpl ?? (typeof fetch === "function" ? (url: string, init: RequestInit) => fetch(url, init) : undefined);
  if (!doFetch) throw new ApiError("network", "This browser cannot reach the server (no fetch).");

  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;

  let status: number;
  let ok: boolean;
  let text: string;
  try {
    const response = await doFetch(apiUrl(path, base), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    status = response.status;
    ok = response.ok;
    text = await response.text();
  } catch (error) {
    if (isAbort(error, signal)) throw new ApiError("aborted", "The request was cancelled.", null, error);
    throw new ApiError("network", "Could not reach the server.", null, error);
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError("invalid-response", `The server answered ${status} without JSON.`, status, error);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new ApiError("invalid-response", `The server answered ${status} with unexpected JSON.`, status);
  }
  const record = parsed as Record<string, unknown>;
  if (typeof record.success !== "boolean") {
    throw new ApiError("invalid-response", `The server answered ${status} without "success".`, status);
  }
  const msg = typeof record.msg === "string" ? record.msg : "";
  return { ok, status, data: { ...record, msg } as T & ApiEnvelope };
}

/**
 * GET `users/count` → the number of waitlist sign-ups (not including the display constant).
 * Throws `ApiError`: as `apiRequest`, `unsuccessful` when `success` is false, `invalid-response` when `count` is
 * not a finite number ≥ 0.
 */
export async function getUserCount(fetchImpl?: FetchLike): Promise<number> {
  const { status, data } = await apiRequest<{ count?: unknown }>("users/count", { fetchImpl });
  if (!data.success) throw new ApiError("unsuccessful", data.msg || "The server did not return the count.", status);
  const { count } = data;
  if (typeof count !== "number" || !Number.isFinite(count) || count < 0) {
    throw new ApiError("invalid-response", "The server returned an invalid count.", status);
  }
  return count;
}
