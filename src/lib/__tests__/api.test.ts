import { API_BASE, ApiError, apiRequest, apiUrl, getUserCount, withTrailingSlash, type FetchLike } from "../api";

type FakeAnswer = { status?: number; body: string } | Error;

/** A fetch that records its calls and answers with `answer` (or rejects with it when it is an Error). */
function fakeFetch(answer: FakeAnswer) {
  return jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>((_url, _init) => {
    if (answer instanceof Error) return Promise.reject(answer);
    const status = answer.status ?? 200;
    return Promise.resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(answer.body) });
  });
}

const json = (value: unknown, status = 200): FakeAnswer => ({ status, body: JSON.stringify(value) });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`Expected an ApiError, got ${String(error)}`);
  }
  throw new Error("Expected the promise to reject");
}

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

  it("ensures exactly one trailing slash", () => {
    expect(withTrailingSlash("https://x.test")).toBe("https://x.test/");
    expect(withTrailingSlash("https://x.test/")).toBe("https://x.test/");
    expect(withTrailingSlash("")).toBe("/");
  });

  it('defaults to "/api/" when GATSBY_API_URL is unset', () => {
    expect(process.env.GATSBY_API_URL).toBeUndefined();
    expect(API_BASE).toBe("/api/");
    expect(apiUrl("users/count")).toBe("/api/users/count");
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

describe("apiRequest", () => {
  it("sends JSON with the bearer token and returns the answer", async () => {
    const fetchImpl = fakeFetch(json({ success: true, msg: "Saved", id: 7 }, 201));
    const result = await apiRequest<{ id: number }>("users/profile", {
      method: "POST",
      body: { name: "Ada" },
      token: "abc.def",
      fetchImpl,
      base: "https://api.test",
    });

    expect(result).toEqual({ ok: true, status: 201, data: { success: true, msg: "Saved", id: 7 } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe("https://api.test/users/profile");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"Ada"}');
    expect(init.headers).toEqual({
      Accept: "application/json",
      "Content-Type": "application/json",
      Authorization: "Bearer abc.def",
    });
  });

  it("sends a GET with no body, no content type and no Authorization without a token", async () => {
    const fetchImpl = fakeFetch(json({ success: true, msg: "" }));
    await apiRequest("users/count", { fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe("/api/users/count");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ Accept: "application/json" });
  });

  it("passes the abort signal on", async () => {
    const fetchImpl = fakeFetch(json({ success: true, msg: "" }));
    const controller = new AbortController();
    await apiRequest("users/me", { fetchImpl, signal: controller.signal });
    expect(fetchImpl.mock.calls[0][1].signal).toBe(controller.signal);
  });

  it("returns an error answer with its status and msg instead of throwing", async () => {
    const fetchImpl = fakeFetch(json({ success: false, msg: "Email already registered" }, 409));
    const result = await apiRequest("users/register", { method: "POST", body: {}, fetchImpl });
    expect(result.ok).toBe(false);
    expect(result.status).toBe(409);
    expect(result.data.success).toBe(false);
    expect(result.data.msg).toBe("Email already registered");
  });

  it('gives msg "" when the answer has none', async () => {
    const result = await apiRequest("x", { fetchImpl: fakeFetch(json({ success: true })) });
    expect(result.data.msg).toBe("");
  });

  it("throws a network ApiError when fetch rejects", async () => {
    const failure = new TypeError("Failed to fetch");
    const error = await caught(apiRequest("users/me", { fetchImpl: fakeFetch(failure) }));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ApiError");
    expect(error.kind).toBe("network");
    expect(error.status).toBeNull();
    expect(error.cause).toBe(failure);
  });

  it("throws an aborted ApiError when the signal aborted the call", async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = Object.assign(new Error("The operation was aborted."), { name: "AbortError" });
    const error = await caught(apiRequest("users/me", { fetchImpl: fakeFetch(abort), signal: controller.signal }));
    expect(error.kind).toBe("aborted");
  });

  it.each([
    ["an HTML error page", "<html>502 Bad Gateway</html>", 502],
    ["an empty body", "", 500],
    ["a JSON array", "[1,2]", 200],
    ["JSON null", "null", 200],
    ["JSON without success", '{"msg":"hi"}', 200],
    ["a string success", '{"success":"yes","msg":""}', 200],
  ])("throws an invalid-response ApiError for %s", async (_label, body, status) => {
    const error = await caught(apiRequest("users/me", { fetchImpl: fakeFetch({ status, body }) }));
    expect(error.kind).toBe("invalid-response");
    expect(error.status).toBe(status);
  });
});

describe("getUserCount", () => {
  it("GETs users/count and returns the count", async () => {
    const fetchImpl = fakeFetch(json({ success: true, msg: "", count: 150 }));
    await expect(getUserCount(fetchImpl)).resolves.toBe(150);
    expect(fetchImpl.mock.calls[0][0]).toBe("/api/users/count");
    expect(fetchImpl.mock.calls[0][1].method).toBe("GET");
  });

  it("accepts 0 and an answer without msg", async () => {
    await expect(getUserCount(fakeFetch(json({ success: true, count: 0 })))).resolves.toBe(0);
  });

  it("rejects with the server's msg when success is false", async () => {
    const error = await caught(getUserCount(fakeFetch(json({ success: false, msg: "Too many requests" }, 429))));
    expect(error.kind).toBe("unsuccessful");
    expect(error.message).toBe("Too many requests");
    expect(error.status).toBe(429);
  });

  it.each([
    ["missing", { success: true, msg: "" }],
    ["a string", { success: true, msg: "", count: "150" }],
    ["negative", { success: true, msg: "", count: -1 }],
    ["null (NaN or Infinity in JSON)", { success: true, msg: "", count: null }],
  ])("rejects a count that is %s", async (_label, payload) => {
    const error = await caught(getUserCount(fakeFetch(json(payload))));
    expect(error.kind).toBe("invalid-response");
  });

  it("rejects with a network ApiError when offline", async () => {
    const error = await caught(getUserCount(fakeFetch(new TypeError("Failed to fetch"))));
    expect(error.kind).toBe("network");
  });
});
