/**
 * The console's calls (issue 44), apart from the site's API client (src/shared/lib/api.ts): that client is part of
 * public pages' JavaScript, and what the console alone needs stays in the console's chunks. Same base, token and
 * answers (`{ success, msg, … }` read into an `ApiResult`); a 401 is handed to `onUnauthorized`.
 */
import type { ApiEnvelope } from "../../lib/api-contract";
import { apiUrl, readStoredToken, type ApiResult } from "../../shared/lib/api";

/** A file the service sent: its body, and the name it suggested (null when it named none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The answer, or the failure of a call that got none (offline). */
type Sent = { response: Response } | { failure: ApiResult<never> };

async function fetchSigned(path: string, init: RequestInit, onUnauthorized: () => void): Promise<Sent> {
  const token = readStoredToken();
  try {
    const headers: Record<string, string> = { Accept: "application/json", ...(init.headers as Record<string, string>) };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(apiUrl(path), { ...init, headers });
    if (response.status === 401 && token) onUnauthorized();
    return { response };
  } catch (cause) {
    return { failure: { ok: false, kind: "network", status: null, msg: "", cause } };
  }
}

/** The sentence of an answer that is not a success (its `msg`, "" when it has none or is not JSON). */
function readMsg(text: string): { success: boolean | null; msg: string; answer: Record<string, unknown> | null } {
  try {
    const answer = JSON.parse(text) as unknown;
    if (typeof answer !== "object" || answer === null || Array.isArray(answer)) return { success: null, msg: "", answer: null };
    const record = answer as Record<string, unknown>;
    return {
      success: typeof record.success === "boolean" ? record.success : null,
      msg: typeof record.msg === "string" ? record.msg : "",
      answer: record,
    };
  } catch {
    return { success: null, msg: "", answer: null };
  }
}

/** A signed-in GET (its query in `path`) or POST (a JSON body, or none) of the console, typed by the caller from the contract. */
export async function teamCall<T extends ApiEnvelope>(
  path: string,
  method: "GET" | "POST",
  json: unknown,
  onUnauthorized: () => void,
): Promise<ApiResult<T>> {
  const init: RequestInit = json === undefined ? { method } : { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(json) };
  const sent = await fetchSigned(path, init, onUnauthorized);
  if ("failure" in sent) return sent.failure;
  const { response } = sent;
  const { success, msg, answer } = readMsg(await response.text());
  if (success === false) return { ok: false, kind: "rejected", status: response.status, msg };
  if (success === null || !answer || !response.ok) return { ok: false, kind: "invalid-response", status: response.status, msg };
  return { ok: true, data: answer as unknown as T, msg };
}

/** A signed-in GET of a file (a CSV export, a résumé): its body and the file name of its Content-Disposition. */
export async function teamDownload(path: string, onUnauthorized: () => void): Promise<ApiResult<DownloadedFile>> {
  const sent = await fetchSigned(path, { method: "GET" }, onUnauthorized);
  if ("failure" in sent) return sent.failure;
  const { response } = sent;
  if (!response.ok) return { ok: false, kind: "rejected", status: response.status, msg: readMsg(await response.text()).msg };
  const fileName = /filename="?([^";]+)"?/i.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? null;
  return { ok: true, data: { blob: await response.blob(), fileName }, msg: "" };
}
