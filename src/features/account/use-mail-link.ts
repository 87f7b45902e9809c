import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiClient, ApiResult } from "../../shared/lib/api";
import { firstMailLinkStep, mailLinkOutcome, type MailLinkStep, type MailLinkWords } from "./mail-links";
import { useAuth } from "./auth-provider";
import { useFragmentToken } from "./use-fragment-token";

export interface UseMailLinkOptions {
  /** The API call the link's token goes to. */
  call: (api: ApiClient, token: string) => Promise<ApiResult<unknown>>;
  /** Send as soon as the token is read (confirmations); false waits for `send()` (unsubscribing). */
  auto: boolean;
  words: MailLinkWords;
}

export interface MailLink {
  state: MailLinkStep;
  /** Sends the token (the visitor's press, or a retry after a failure); ignored while a call is under way. */
  send: () => void;
  /** True once the visitor pressed to send (not the page on load): the page may then move focus to the outcome. */
  pressed: boolean;
}

/**
 * A mailed link's page (src/features/account/mail-links.ts): reads the token from the fragment, sends it to `call` on load or on
 * `send()`, one call at a time, and gives the step to show. An answer arriving after the page is gone is ignored.
 */
export function useMailLink({ call, auto, words }: UseMailLinkOptions): MailLink {
  const { token } = useFragmentToken();
  const { getApi } = useAuth();
  const [state, setState] = useState<MailLinkStep>({ step: "reading" });
  const [pressed, setPressed] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  const latest = useRef({ call, words });
  latest.current = { call, words };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(() => {
    if (!token || busy.current) return;
    busy.current = true;
    setState({ step: "sending" });
    void getApi()
      .then((api) => latest.current.call(api, token))
      // The client's code failed to load (offline after the page arrived): as a network failure.
      .catch((): ApiResult<unknown> => ({ ok: false, kind: "network", status: null, msg: "" }))
      .then((result) => {
        busy.current = false;
        if (mounted.current) setState(mailLinkOutcome(result, latest.current.words));
      });
  }, [token, getApi]);

  useEffect(() => {
    const first = firstMailLinkStep(token, auto);
    if (first.step === "sending") start();
    else setState(first);
  }, [token, auto, start]);

  const send = useCallback(() => {
    setPressed(true);
    start();
  }, [start]);

  return { state, send, pressed };
}
