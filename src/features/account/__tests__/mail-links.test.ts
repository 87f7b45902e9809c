import type { ApiResult } from "../../../shared/lib/api";
import { firstMailLinkStep, mailLinkOutcome } from "../mail-links";

const words = { done: "[done]", refused: "[refused]", failed: "[failed]" };
const ok = (msg: string): ApiResult<unknown> => ({ ok: true, data: { success: true, msg }, msg });
const no = (kind: "rejected" | "network" | "invalid-response" | "aborted", status: number | null, msg = ""): ApiResult<unknown> => ({ ok: false, kind, status, msg });

describe("the first step of a mailed link's page", () => {
  it.each([
    [undefined, true, "reading"],
    [undefined, false, "reading"],
    [null, true, "missing"],
    [null, false, "missing"],
    ["t0k3n", true, "sending"],
    ["t0k3n", false, "ready"],
  ] as const)("token %p, sent on load %p → %s", (token, auto, step) => {
    expect(firstMailLinkStep(token, auto)).toEqual({ step });
  });
});

describe("what an answer to a mailed link leads to", () => {
  it.each([
    [ok("Your subscription is confirmed."), { step: "done", msg: "Your subscription is confirmed." }],
    [ok(""), { step: "done", msg: "[done]" }],
    [no("rejected", 400, "This confirmation link has expired."), { step: "refused", msg: "This confirmation link has expired." }],
    [no("rejected", 400), { step: "refused", msg: "[refused]" }],
    [no("rejected", 404, "Not found."), { step: "refused", msg: "Not found." }],
    // Passing trouble: the same link may work later, so the page offers another try.
    [no("rejected", 429, "Too many requests. Wait a minute."), { step: "failed", msg: "Too many requests. Wait a minute." }],
    [no("rejected", 503, "The database is not answering."), { step: "failed", msg: "The database is not answering." }],
    [no("rejected", 500), { step: "failed", msg: "[failed]" }],
    [no("network", null), { step: "failed", msg: "[failed]" }],
    [no("invalid-response", 502, "ignored"), { step: "failed", msg: "[failed]" }],
    [no("aborted", null), { step: "failed", msg: "[failed]" }],
  ])("%j → %j", (result, step) => {
    expect(mailLinkOutcome(result, words)).toEqual(step);
  });
});
