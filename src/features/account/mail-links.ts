/**
 * The pages that mailed links open (PRODUCT §6): /newsletter-confirm/, /newsletter-unsubscribe/ and /verify-email/.
 * Each reads the link's token from the address fragment, sends it to one API call (at once, or on the visitor's
 * press where a link scanner must not act for them) and shows how that ended. These are the steps such a page goes
 * through, and how an API answer becomes the next one.
 */
import type { ApiResult } from "../../shared/lib/api";

export type MailLinkStep =
  /** Before hydration: the fragment has not been read yet. */
  | { step: "reading" }
  /** The address holds no token (opened without the mail's link, or the link was cut). No call is made. */
  | { step: "missing" }
  /** A token, waiting for the visitor's press (the unsubscribe page never acts on load). */
  | { step: "ready" }
  | { step: "sending" }
  /** The server accepted the link; `msg` is its sentence. */
  | { step: "done"; msg: string }
  /** The server refused the link (spent, expired, unknown): this link will not work again; a new one is needed. */
  | { step: "refused"; msg: string }
  /** No usable answer (network, a server error, too many requests): the same link may work on another try. */
  | { step: "failed"; msg: string };

/**
 * The first step once the fragment is known: `token` is undefined before it was read, null when the address has
 * none. `auto`: the page sends the token as soon as it has one (confirmations); otherwise it waits for a press.
 */
export function firstMailLinkStep(token: string | null | undefined, auto: boolean): MailLinkStep {
  if (token === undefined) return { step: "reading" };
  if (token === null) return { step: "missing" };
  return auto ? { step: "sending" } : { step: "ready" };
}

export interface MailLinkWords {
  /** Shown when the server accepted without a sentence. */
  done: string;
  /** Shown when the server refused the link without a sentence. */
  refused: string;
  /** Shown when no usable answer came. */
  failed: string;
}

/**
 * The step an API answer leads to. A refusal with 4xx other than 429 is the link's fault (refused, the server's
 * sentence shown); 429, 5xx and answers that never came are passing trouble (failed: a retry is offered). The
 * server's sentence wins over ours whenever it sent one, except for a network failure, which has none.
 */
export function mailLinkOutcome(result: ApiResult<unknown>, words: MailLinkWords): MailLinkStep {
  if (result.ok) return { step: "done", msg: result.msg || words.done };
  const status = result.status ?? 0;
  const linkRefused = result.kind === "rejected" && status >= 400 && status < 500 && status !== 429;
  if (linkRefused) return { step: "refused", msg: result.msg || words.refused };
  return { step: "failed", msg: result.kind === "rejected" && result.msg ? result.msg : words.failed };
}
