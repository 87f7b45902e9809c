import { API_LIMITS, type AnalyticsEvent, type JobApplicationFields } from "../../../lib/api-contract";
import {
  API_BASE,
  type ApiClient,
  type ApiResult,
  apiUrl,
  createApiClient,
  ensureTrailingSlash,
  readStoredToken,
  type FetchLike,
  type UploadLike,
} from "../api";

type FakeAnswer = { status?: number; body: string } | Error;

/** A fetch that records its calls and answers each with the next of `answers` (the last one repeats). */
function fakeFetch(...answers: FakeAnswer[]) {
  let index = 0;
  return jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>((_url, _init) => {
    const answer = answers[Math.min(index++, answers.length - 1)];
    if (answer instanceof Error) return Promise.reject(answer);
    const status = answer.status ?? 200;
    return Promise.resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(answer.body) });
  });
}

const json = (value: unknown, status = 200): FakeAnswer => ({ status, body: JSON.stringify(value) });
const envelope = (msg = "Done.") => json({ success: true, msg });

const BASE = "https://api.gestura.test/v1/";
const TOKEN = "session-token-123";

function client(
  fetch: FetchLike,
  { signedIn = false, onUnauthorized = (): void => undefined }: { signedIn?: boolean; onUnauthorized?: () => void } = {},
) {
  return createApiClient({ base: BASE, fetch, getToken: () => (signedIn ? TOKEN : null), onUnauthorized });
}

const headersOf = (fetch: ReturnType<typeof fakeFetch>, call = 0) => fetch.mock.calls[call][1].headers as Record<string, string>;

const resume = new File(["%PDF-1.7 résumé"], "ada-lovelace.pdf", { type: "application/pdf" });

const applicationFields: JobApplicationFields = {
  full_name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1-202-000-0000",
  position: "Frontend Engineer",
  linkedin_url: "https://www.linkedin.com/in/ada",
  github_url: "https://github.com/ada",
  cover_letter: undefined,
};

const event: AnalyticsEvent = { event_type: "click", event_target: "videobutton", session_id: "s1", page_url: "/" };

/** The answer a successful call of each kind gets from the server, with the fields its caller reads. */
const LOGIN_ANSWER = { success: true, msg: "Signed in.", user: { _id: "u-1" }, token: TOKEN };
const ME_ANSWER = {
  success: true,
  msg: "",
  username: "ada@example.com",
  email: "ada@example.com",
  date: "2025-04-27T10:00:00.000Z",
  position: 3,
  total: 40,
  referralCode: "Ab3dE5gH7jK9",
  referrals: 1,
  referralBoost: 10,
  emailConfirmed: true,
};
const COUNT_ANSWER = { success: true, msg: "", count: 150 };

interface CallCase {
  name: string;
  invoke: (api: ApiClient, signal?: AbortSignal) => Promise<ApiResult<unknown>>;
  method: "GET" | "POST";
  path: string;
  /** What the server receives: parsed JSON, "multipart", or undefined for no body. */
  body: unknown;
  signedIn: boolean;
  success: Record<string, unknown>;
}

const CALLS: CallCase[] = [
  {
    name: "register",
    invoke: (api, signal) => api.register({ username: "ada@example.com", email: "ada@example.com", password: "correct horse" }, { signal }),
    method: "POST",
    path: "users/register",
    body: { username: "ada@example.com", email: "ada@example.com", password: "correct horse" },
    signedIn: false,
    success: { success: true, msg: "Account created." },
  },
  {
    name: "login",
    invoke: (api, signal) => api.login({ email: "ada@example.com", password: "correct horse" }, { signal }),
    method: "POST",
    path: "users/login",
    body: { email: "ada@example.com", password: "correct horse" },
    signedIn: false,
    success: LOGIN_ANSWER,
  },
  {
    name: "requestPasswordReset",
    invoke: (api, signal) => api.requestPasswordReset({ email: "ada@example.com" }, { signal }),
    method: "POST",
    path: "users/passwordreset",
    body: { email: "ada@example.com" },
    signedIn: false,
    success: { success: true, msg: "If an account exists, a link is on its way." },
  },
  {
    name: "confirmPasswordReset",
    invoke: (api, signal) => api.confirmPasswordReset({ token: "reset-1", password: "a new password" }, { signal }),
    method: "POST",
    path: "users/passwordreset/confirm",
    body: { token: "reset-1", password: "a new password" },
    signedIn: false,
    success: { success: true, msg: "Your password is changed." },
  },
  {
    name: "getMe",
    invoke: (api, signal) => api.getMe({ signal }),
    method: "GET",
    path: "users/me",
    body: undefined,
    signedIn: true,
    success: ME_ANSWER,
  },
  {
    name: "logout",
    invoke: (api, signal) => api.logout({ signal }),
    method: "POST",
    path: "users/logout",
    body: undefined,
    signedIn: true,
    success: { success: true, msg: "Signed out." },
  },
  {
    name: "getUserCount",
    invoke: (api, signal) => api.getUserCount({ signal }),
    method: "GET",
    path: "users/count",
    body: undefined,
    signedIn: false,
    success: COUNT_ANSWER,
  },
  {
    name: "scheduleDemo",
    invoke: (api, signal) =>
      api.scheduleDemo(
        {
          first_name: "Ada",
          last_name: "Lovelace",
          email: "ada@example.com",
          phone_number: "+1 202 000 0000",
          company_name: "Analytical",
          message: "Hello",
        },
        { signal },
      ),
    method: "POST",
    path: "demo/schedule-demo",
    body: {
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone_number: "+1 202 000 0000",
      company_name: "Analytical",
      message: "Hello",
      subject: "Demo Request",
    },
    signedIn: false,
    success: { success: true, msg: "Your demo is requested." },
  },
  {
    name: "submitContact",
    invoke: (api, signal) =>
      api.submitContact({ first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", subject: "Other", message: "Hi" }, { signal }),
    method: "POST",
    path: "contact/form-submission",
    body: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", subject: "Other", message: "Hi" },
    signedIn: false,
    success: { success: true, msg: "Thanks for your message." },
  },
  {
    name: "subscribeNewsletter",
    invoke: (api, signal) => api.subscribeNewsletter({ email: "ada@example.com" }, { signal }),
    method: "POST",
    path: "newsletter/subscriber",
    body: { email: "ada@example.com" },
    signedIn: false,
    success: { success: true, msg: "Subscribed." },
  },
  {
    name: "applyForJob",
    invoke: (api, signal) => api.applyForJob(applicationFields, resume, { signal }),
    method: "POST",
    path: "job/application",
    body: "multipart",
    signedIn: true,
    success: { success: true, msg: "Thanks for applying." },
  },
  {
    name: "sendAnalytics",
    invoke: (api, signal) => api.sendAnalytics(event, { signal }),
    method: "POST",
    path: "analytics/send",
    body: event,
    signedIn: false,
    success: { success: true, msg: "" },
  },
  {
    name: "confirmNewsletter",
    invoke: (api, signal) => api.confirmNewsletter({ token: "confirm-1" }, { signal }),
    method: "POST",
    path: "newsletter/confirm",
    body: { token: "confirm-1" },
    signedIn: false,
    success: { success: true, msg: "Your subscription is confirmed." },
  },
  {
    name: "unsubscribeNewsletter",
    invoke: (api, signal) => api.unsubscribeNewsletter({ token: "leave-1" }, { signal }),
    method: "POST",
    path: "newsletter/unsubscribe",
    body: { token: "leave-1" },
    signedIn: false,
    success: { success: true, msg: "You are unsubscribed." },
  },
  {
    name: "confirmEmail",
    invoke: (api, signal) => api.confirmEmail({ token: "verify-1" }, { signal }),
    method: "POST",
    path: "users/confirm-email",
    body: { token: "verify-1" },
    signedIn: false,
    success: { success: true, msg: "Your e-mail address is confirmed." },
  },
  {
    name: "resendEmailConfirmation",
    invoke: (api, signal) => api.resendEmailConfirmation({ signal }),
    method: "POST",
    path: "users/confirm-email/resend",
    body: undefined,
    signedIn: true,
    success: { success: true, msg: "We sent a new link." },
  },
];

describe("base URL", () => {
  it.each([
    ["https://api.example.com", "users/count", "https://api.example.com/users/count"],
    ["https://api.example.com/", "users/count", "https://api.example.com/users/count"],
    ["https://api.example.com/v1//", "/users/login", "https://api.example.com/v1/users/login"],
    ["/api", "users/me", "/api/users/me"],
    ["/api/", "users/me", "/api/users/me"],
  ])("joins %s and %s", (base, path, expected) => {
    expect(apiUrl(path, base)).toBe(expected);
  });

  it.each([
    ["https://x.test", "https://x.test/"],
    ["https://x.test/", "https://x.test/"],
    ["https://x.test/v2///", "https://x.test/v2/"],
    ["/api", "/api/"],
    ["", "/"],
  ])("ensureTrailingSlash(%p) is %p", (base, expected) => {
    expect(ensureTrailingSlash(base)).toBe(expected);
  });

  it('defaults to "/api/" when GATSBY_API_URL is unset', async () => {
    expect(process.env.GATSBY_API_URL).toBeUndefined();
    expect(API_BASE).toBe("/api/");
    const fetch = fakeFetch(json(COUNT_ANSWER));
    await createApiClient({ fetch }).getUserCount();
    expect(fetch.mock.calls[0][0]).toBe("/api/users/count");
  });

  it("reads GATSBY_API_URL and adds the trailing slash", () => {
    const saved = process.env.GATSBY_API_URL;
    process.env.GATSBY_API_URL = "https://api.gestura.test/v2";
    try {
      jest.isolateModules(() => {
        const fresh = require("../api") as typeof import("../api");
        expect(fresh.API_BASE).toBe("https://api.gestura.test/v2/");
        expect(fresh.apiUrl("users/count")).toBe("https://api.gestura.test/v2/users/count");
      });
    } finally {
      if (saved === undefined) delete process.env.GATSBY_API_URL;
      else process.env.GATSBY_API_URL = saved;
    }
  });
});

describe.each(CALLS)("$name", ({ invoke, method, path, body, signedIn: needsToken, success }) => {
  it(`sends ${method} ${path} with the contract's body`, async () => {
    const fetch = fakeFetch(json(success));
    await invoke(client(fetch, { signedIn: true }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(BASE + path);
    expect(init.method).toBe(method);
    const headers = headersOf(fetch);
    expect(headers.Accept).toBe("application/json");
    if (body === undefined) {
      expect(init.body).toBeUndefined();
      expect(headers["Content-Type"]).toBeUndefined();
    } else if (body === "multipart") {
      expect(init.body).toBeInstanceOf(FormData);
      // The browser writes multipart/form-data with its boundary; a Content-Type of ours would break it.
      expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain("content-type");
    } else {
      expect(headers["Content-Type"]).toBe("application/json");
      expect(JSON.parse(String(init.body))).toEqual(body);
    }
  });

  if (needsToken) {
    it("sends the Bearer token when signed in, and none when signed out", async () => {
      const fetch = fakeFetch(json(success));
      await invoke(client(fetch, { signedIn: true }));
      await invoke(client(fetch, { signedIn: false }));
      expect(headersOf(fetch, 0).Authorization).toBe(`Bearer ${TOKEN}`);
      expect(headersOf(fetch, 1)).not.toHaveProperty("Authorization");
    });
  } else {
    it("never sends the token, even when signed in (the call is public)", async () => {
      const fetch = fakeFetch(json(success));
      await invoke(client(fetch, { signedIn: true }));
      expect(headersOf(fetch)).not.toHaveProperty("Authorization");
    });
  }

  it("resolves ok with the answer and the server's msg", async () => {
    const result = await invoke(client(fakeFetch(json(success, 201)), { signedIn: true }));
    expect(result).toEqual({ ok: true, data: success, msg: success.msg });
  });

  it("resolves rejected with the server's status and msg when it refuses", async () => {
    const result = await invoke(client(fakeFetch(json({ success: false, msg: "Please slow down." }, 429)), { signedIn: true }));
    expect(result).toEqual({ ok: false, kind: "rejected", status: 429, msg: "Please slow down." });
  });

  it("resolves network, with an empty msg, when no answer arrives", async () => {
    const failure = new TypeError("Failed to fetch");
    const result = await invoke(client(fakeFetch(failure), { signedIn: true }));
    expect(result).toEqual({ ok: false, kind: "network", status: null, msg: "", cause: failure });
  });

  it("resolves invalid-response when the answer is not JSON", async () => {
    const result = await invoke(client(fakeFetch({ status: 502, body: "<html>Bad gateway</html>" }), { signedIn: true }));
    expect(result).toMatchObject({ ok: false, kind: "invalid-response", status: 502, msg: "" });
  });

  it("resolves aborted when the caller aborts, before or during the call", async () => {
    const early = new AbortController();
    early.abort();
    const unused = fakeFetch(json(success));
    await expect(invoke(client(unused, { signedIn: true }), early.signal)).resolves.toMatchObject({
      ok: false,
      kind: "aborted",
      status: null,
      msg: "",
    });
    expect(unused).not.toHaveBeenCalled();

    const late = new AbortController();
    const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
        }),
    );
    const pending = invoke(client(fetch, { signedIn: true }), late.signal);
    expect(fetch.mock.calls[0][1].signal).toBe(late.signal);
    late.abort();
    await expect(pending).resolves.toMatchObject({ ok: false, kind: "aborted", status: null });
  });

  it(needsToken ? "calls onUnauthorized on a 401 to a signed-in call" : "leaves onUnauthorized alone on a 401 (no token was sent)", async () => {
    const onUnauthorized = jest.fn();
    const result = await invoke(client(fakeFetch(json({ success: false, msg: "Please sign in." }, 401)), { signedIn: true, onUnauthorized }));
    expect(result).toEqual({ ok: false, kind: "rejected", status: 401, msg: "Please sign in." });
    expect(onUnauthorized).toHaveBeenCalledTimes(needsToken ? 1 : 0);
  });
});

describe("answers that break the contract", () => {
  it.each([
    ["a JSON array", { status: 200, body: "[]" }],
    ["JSON null", { status: 200, body: "null" }],
    ["an empty body", { status: 204, body: "" }],
    ['no "success"', json({ msg: "hi" })],
    ['a string "success"', json({ success: "true" })],
    ['"success": true on an error status', json({ success: true, msg: "odd" }, 500)],
  ])("%s is an invalid-response", async (_label, answer) => {
    const result = await client(fakeFetch(answer)).register({ email: "a@b.co", password: "12345678" });
    expect(result).toMatchObject({ ok: false, kind: "invalid-response" });
    expect(!result.ok && result.cause).toBeInstanceOf(Error);
  });

  it("a missing msg becomes the empty string", async () => {
    await expect(client(fakeFetch(json({ success: true }))).subscribeNewsletter({ email: "a@b.co" })).resolves.toEqual({
      ok: true,
      data: { success: true, msg: "" },
      msg: "",
    });
    await expect(client(fakeFetch(json({ success: false }, 400))).subscribeNewsletter({ email: "a@b.co" })).resolves.toEqual({
      ok: false,
      kind: "rejected",
      status: 400,
      msg: "",
    });
  });

  it.each([
    ["count", { count: "150" }],
    ["count", { count: -1 }],
    ["count", { count: Number.MAX_VALUE * 10 }],
    ["count", {}],
    ["me", { username: "ada", email: "ada@example.com" }],
    ["me", { username: "ada", email: "ada@example.com", date: "yesterday" }],
    ["me", { username: 7, email: "ada@example.com", date: "2025-04-27" }],
    ["me", { ...ME_ANSWER, position: -1 }],
    ["me", { ...ME_ANSWER, referralCode: "" }],
    ["me", { ...ME_ANSWER, emailConfirmed: "no" }],
    ["me", { date: "2025-04-27" }],
    ["login", { user: { _id: "u-1" } }],
    ["login", { token: "", user: { _id: "u-1" } }],
    ["login", { token: TOKEN }],
    ["login", { token: TOKEN, user: { _id: 1 } }],
  ])("a %s answer without the fields its caller reads is an invalid-response: %j", async (call, fields) => {
    const fetch = fakeFetch(json({ success: true, msg: "", ...fields }));
    const api = client(fetch, { signedIn: true });
    const result =
      call === "count" ? await api.getUserCount() : call === "me" ? await api.getMe() : await api.login({ email: "a@b.co", password: "x" });
    expect(result).toMatchObject({ ok: false, kind: "invalid-response", status: 200 });
  });

  it("accepts a users/me answer with SPEC's fields alone (an older service during a rolling deploy)", async () => {
    const answer = { success: true, msg: "", username: "ada", date: "2025-04-27" };
    const result = await client(fakeFetch(json(answer)), { signedIn: true }).getMe();
    expect(result.ok && result.data).toEqual(answer);
  });

  it("keeps fields the contract does not name yet (a later users/me answers more)", async () => {
    const answer = { ...ME_ANSWER, badge: "early" };
    const result = await client(fakeFetch(json(answer)), { signedIn: true }).getMe();
    expect(result.ok && result.data).toEqual(answer);
  });
});

describe("job application", () => {
  it("sends every given text field and the résumé under its own name, skipping undefined fields", async () => {
    const fetch = fakeFetch(envelope());
    await client(fetch, { signedIn: true }).applyForJob(applicationFields, resume);
    const form = fetch.mock.calls[0][1].body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== "resume"))).toEqual({
      full_name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+1-202-000-0000",
      position: "Frontend Engineer",
      linkedin_url: "https://www.linkedin.com/in/ada",
      github_url: "https://github.com/ada",
    });
    expect(form.has("cover_letter")).toBe(false);
    const file = form.get("resume") as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe("ada-lovelace.pdf");
    expect(file.size).toBe(resume.size);
  });

  it('names a bare Blob "resume"', async () => {
    const fetch = fakeFetch(envelope());
    await client(fetch, { signedIn: true }).applyForJob(applicationFields, new Blob(["%PDF"], { type: "application/pdf" }));
    expect(((fetch.mock.calls[0][1].body as FormData).get("resume") as File).name).toBe("resume");
  });
});

describe("demo request", () => {
  it('always sends the subject "Demo Request"', async () => {
    const fetch = fakeFetch(envelope());
    // A caller cannot send another subject, even by casting.
    const body = { first_name: "A", last_name: "B", email: "a@b.co", phone_number: "12345", company_name: "C", message: "M", subject: "Other" };
    await client(fetch).scheduleDemo(body as unknown as Parameters<ApiClient["scheduleDemo"]>[0]);
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toMatchObject({ subject: "Demo Request" });
  });
});

describe("analytics", () => {
  const events = (count: number): AnalyticsEvent[] => Array.from({ length: count }, (_, i) => ({ ...event, event_target: `t${i}` }));
  const sentBatches = (fetch: ReturnType<typeof fakeFetch>) =>
    fetch.mock.calls.map(([, init]) => (JSON.parse(String(init.body)) as AnalyticsEvent[]).map((e) => e.event_target));

  it("sends a batch up to the contract's limit in one request", async () => {
    const fetch = fakeFetch(envelope(""));
    await expect(client(fetch).sendAnalytics(events(API_LIMITS.analyticsBatchMax))).resolves.toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentBatches(fetch)[0]).toHaveLength(API_LIMITS.analyticsBatchMax);
  });

  it("splits a longer list into batches, in order", async () => {
    const fetch = fakeFetch(envelope(""));
    const list = events(API_LIMITS.analyticsBatchMax * 2 + 1);
    await expect(client(fetch).sendAnalytics(list)).resolves.toMatchObject({ ok: true });
    const batches = sentBatches(fetch);
    expect(batches.map((batch) => batch.length)).toEqual([API_LIMITS.analyticsBatchMax, API_LIMITS.analyticsBatchMax, 1]);
    expect(batches.flat()).toEqual(list.map((e) => e.event_target));
  });

  it("stops at the first refused batch and returns its refusal", async () => {
    const fetch = fakeFetch(json({ success: false, msg: "Too many events." }, 429), envelope(""));
    const result = await client(fetch).sendAnalytics(events(API_LIMITS.analyticsBatchMax + 1));
    expect(result).toEqual({ ok: false, kind: "rejected", status: 429, msg: "Too many events." });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends nothing for an empty list", async () => {
    const fetch = fakeFetch(envelope(""));
    await expect(client(fetch).sendAnalytics([])).resolves.toMatchObject({ ok: true });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("passes keepalive on, so a batch sent on pagehide outlives the page", async () => {
    const fetch = fakeFetch(envelope(""));
    await client(fetch).sendAnalytics(event, { keepalive: true });
    await client(fetch).sendAnalytics(event);
    expect(fetch.mock.calls[0][1].keepalive).toBe(true);
    expect(fetch.mock.calls[1][1].keepalive).toBeUndefined();
  });
});

describe("unauthorized handling", () => {
  it("reads the token at each call, so signing in later is seen", async () => {
    let token: string | null = null;
    const fetch = fakeFetch(json(ME_ANSWER));
    const api = createApiClient({ base: BASE, fetch, getToken: () => token });
    await api.getMe();
    token = "later-token";
    await api.getMe();
    expect(headersOf(fetch, 0)).not.toHaveProperty("Authorization");
    expect(headersOf(fetch, 1).Authorization).toBe("Bearer later-token");
  });

  it("does not call onUnauthorized for a signed-out 401 (wrong password on login, me without a session)", async () => {
    const onUnauthorized = jest.fn();
    const fetch = fakeFetch(json({ success: false, msg: "Wrong e-mail or password." }, 401));
    await client(fetch, { signedIn: false, onUnauthorized }).getMe();
    await client(fetch, { signedIn: true, onUnauthorized }).login({ email: "a@b.co", password: "nope" });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("still calls onUnauthorized when the 401 answer is not JSON", async () => {
    const onUnauthorized = jest.fn();
    const result = await client(fakeFetch({ status: 401, body: "Unauthorized" }), { signedIn: true, onUnauthorized }).logout();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: false, kind: "invalid-response", status: 401 });
  });

  it("resolves with the result even when onUnauthorized throws", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const onUnauthorized = () => {
      throw new Error("handler broke");
    };
    const result = await client(fakeFetch(json({ success: false, msg: "Please sign in." }, 401)), { signedIn: true, onUnauthorized }).getMe();
    expect(result).toMatchObject({ ok: false, kind: "rejected", status: 401 });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe("the default client", () => {
  const realFetch = globalThis.fetch;

  afterEach(() => {
    globalThis.fetch = realFetch;
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each([
    ["local storage (Remember me)", localStorage],
    ["session storage", sessionStorage],
  ])("sends the token stored in %s, to the build's base, through the global fetch", async (_label, storage) => {
    storage.setItem("token", TOKEN);
    const fetch = fakeFetch(json(ME_ANSWER));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const { api } = jest.requireActual<typeof import("../api")>("../api");
    await expect(api.getMe()).resolves.toMatchObject({ ok: true });
    expect(fetch.mock.calls[0][0]).toBe("/api/users/me");
    expect(headersOf(fetch).Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("reads no token when none is stored", () => {
    expect(readStoredToken()).toBeNull();
    localStorage.setItem("token", "");
    expect(readStoredToken()).toBeNull();
  });

  it("resolves network when the browser has no fetch", async () => {
    // @ts-expect-error: a browser without fetch is what this test is about.
    delete globalThis.fetch;
    const { api } = jest.requireActual<typeof import("../api")>("../api");
    await expect(api.getUserCount()).resolves.toMatchObject({ ok: false, kind: "network", status: null, msg: "" });
  });
});

describe("upload progress", () => {
  it("sends a résumé through the upload transport when progress is asked for, reporting it, with the Bearer token", async () => {
    const fetch = fakeFetch(envelope());
    const upload = jest.fn<ReturnType<UploadLike>, Parameters<UploadLike>>(async (_url, _init, onProgress) => {
      onProgress(0.5);
      onProgress(1);
      return { ok: true, status: 201, text: () => Promise.resolve(JSON.stringify({ success: true, msg: "Thanks for applying." })) };
    });
    const progress = jest.fn();
    const api = createApiClient({ base: BASE, fetch, upload, getToken: () => TOKEN });
    await expect(api.applyForJob(applicationFields, resume, { onUploadProgress: progress })).resolves.toEqual({
      ok: true,
      data: { success: true, msg: "Thanks for applying." },
      msg: "Thanks for applying.",
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(upload.mock.calls[0][0]).toBe(`${BASE}job/application`);
    expect(upload.mock.calls[0][1].headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
    expect(upload.mock.calls[0][1].body).toBeInstanceOf(FormData);
    expect(progress.mock.calls).toEqual([[0.5], [1]]);
  });

  it("uses fetch when no progress is asked for, and reports an upload that fails as a network failure", async () => {
    const fetch = fakeFetch(envelope());
    const upload = jest.fn<ReturnType<UploadLike>, Parameters<UploadLike>>(() => Promise.reject(new TypeError("The upload failed.")));
    const api = createApiClient({ base: BASE, fetch, upload, getToken: () => TOKEN });
    await api.applyForJob(applicationFields, resume);
    expect(upload).not.toHaveBeenCalled();
    await expect(api.applyForJob(applicationFields, resume, { onUploadProgress: jest.fn() })).resolves.toMatchObject({ ok: false, kind: "network" });
  });
});
