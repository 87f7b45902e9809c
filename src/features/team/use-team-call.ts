import { useCallback, useEffect, useState } from "react";
import type { ApiEnvelope } from "../../lib/api-contract";
import type { ApiResult } from "../../shared/lib/api";
import { useAuth } from "../account";
import { useConsole } from "./console-context";
import { teamCall, teamDownload } from "./team-client";

/** A GET of the console as a view shows it: loading, its answer, or the sentence of its failure. */
export type CallState<T> = { phase: "loading" } | { phase: "ready"; data: T } | { phase: "failed"; msg: string };

/**
 * Runs a signed-in GET of the console (`path` with its query) whenever the path changes or `reload` is called. A 403
 * turns the whole console into its "not allowed" page; after a 401 users/me is asked again, which ends the session
 * (sign-in, then back here) when it has ended. An answer that arrives after the path changed is dropped.
 */
export function useTeamCall<T extends ApiEnvelope>(path: string): [CallState<T>, () => void] {
  const { refreshUser } = useAuth();
  const { words, forbid } = useConsole();
  const [state, setState] = useState<CallState<T>>({ phase: "loading" });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ phase: "loading" });
    void teamCall<T>(path, "GET", undefined, refreshUser).then((result) => {
      if (!current) return;
      if (result.ok) setState({ phase: "ready", data: result.data });
      else if (result.status === 403) forbid();
      else setState({ phase: "failed", msg: result.msg || words.loadFailed });
    });
    return () => {
      current = false;
    };
  }, [path, round, refreshUser, forbid, words.loadFailed]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [state, reload];
}

/** A POST of the console: its result, with a 403 turning the console into its "not allowed" page. */
export function useTeamAction(): <T extends ApiEnvelope>(path: string, json?: unknown) => Promise<ApiResult<T>> {
  const { refreshUser } = useAuth();
  const { forbid } = useConsole();
  return useCallback(
    async <T extends ApiEnvelope>(path: string, json?: unknown) => {
      const result = await teamCall<T>(path, "POST", json, refreshUser);
      if (!result.ok && result.status === 403) forbid();
      return result;
    },
    [refreshUser, forbid],
  );
}

/** Saves a blob under a file name, through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a file of the console (an export, a résumé); answers the failure's sentence, or null when saved. */
export function useTeamDownload(): (path: string, fallbackName: string) => Promise<string | null> {
  const { refreshUser } = useAuth();
  const { forbid } = useConsole();
  return useCallback(
    async (path: string, fallbackName: string) => {
      const result = await teamDownload(path, refreshUser);
      if (result.ok) {
        saveBlob(result.data.blob, result.data.fileName ?? fallbackName);
        return null;
      }
      if (result.status === 403) forbid();
      return result.msg;
    },
    [refreshUser, forbid],
  );
}
