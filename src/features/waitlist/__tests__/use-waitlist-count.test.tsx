import { act, renderHook, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { api, type ApiResult } from "../../../shared/lib/api";
import type { CountAnswer } from "../../../lib/api-contract";
import { COUNT_CACHE_MS } from "../rules";
import { useWaitlistCount } from "../use-waitlist-count";

jest.mock("../../../shared/lib/api", () => ({ api: { getUserCount: jest.fn() } }));

const mockedGetUserCount = jest.mocked(api.getUserCount);

/** What `api.getUserCount` resolves to for a count. */
const counted = (count: number): ApiResult<CountAnswer> => ({ ok: true, data: { success: true, msg: "", count }, msg: "" });

function Probe({ base }: { base: number }) {
  return <span>{useWaitlistCount(base)}</span>;
}

beforeEach(() => {
  localStorage.clear();
  mockedGetUserCount.mockReset();
  jest.restoreAllMocks();
});

describe("useWaitlistCount", () => {
  it("renders the constant alone on the server, without fetching", () => {
    // react-dom/server's browser build (the one jsdom resolves) needs TextEncoder, which jsdom lacks; Node has it.
    if (typeof globalThis.TextEncoder === "undefined") {
      Object.assign(globalThis, { TextEncoder: (require("node:util") as typeof import("node:util")).TextEncoder });
    }
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    mockedGetUserCount.mockResolvedValue(counted(200));
    expect(renderToString(<Probe base={2400} />)).toBe("<span>2.4k+</span>");
    expect(mockedGetUserCount).not.toHaveBeenCalled();
  });

  it("starts with the constant alone, then shows the fetched count and caches it", async () => {
    mockedGetUserCount.mockResolvedValue(counted(200));
    const { result } = renderHook(() => useWaitlistCount(2400));
    expect(result.current).toBe("2.4k+");
    await waitFor(() => expect(result.current).toBe("2.6k+"));
    expect(mockedGetUserCount).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem("userCount") ?? "null")).toMatchObject({ value: 200 });
  });

  it("uses a fresh cached count without fetching", async () => {
    localStorage.setItem("userCount", JSON.stringify({ value: 97600, expiry: Date.now() + COUNT_CACHE_MS }));
    const { result } = renderHook(() => useWaitlistCount(2400));
    expect(result.current).toBe("2.4k+");
    await waitFor(() => expect(result.current).toBe("100.0k+"));
    expect(mockedGetUserCount).not.toHaveBeenCalled();
  });

  it("keeps the constant alone and warns once when fetching fails", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    mockedGetUserCount.mockResolvedValue({ ok: false, kind: "network", status: null, msg: "", cause: new TypeError("Failed to fetch") });
    const { result } = renderHook(() => useWaitlistCount(2400));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(result.current).toBe("2.4k+");
  });

  it("follows a change of base", async () => {
    mockedGetUserCount.mockResolvedValue(counted(200));
    const { result, rerender } = renderHook(({ base }) => useWaitlistCount(base), { initialProps: { base: 2400 } });
    await waitFor(() => expect(result.current).toBe("2.6k+"));
    rerender({ base: 6205 });
    expect(result.current).toBe("6.4k+");
    expect(mockedGetUserCount).toHaveBeenCalledTimes(1);
  });

  it("asks once in StrictMode: the first mount's request is cancelled before it starts", async () => {
    const resolvers: ((value: ApiResult<CountAnswer>) => void)[] = [];
    mockedGetUserCount.mockImplementation(() => new Promise((resolve) => resolvers.push(resolve)));
    const { result } = renderHook(() => useWaitlistCount(2400), { wrapper: StrictMode });
    expect(resolvers).toHaveLength(0);
    await waitFor(() => expect(resolvers).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(resolvers).toHaveLength(1);
    await act(async () => {
      resolvers[0](counted(200));
      await Promise.resolve();
    });
    await waitFor(() => expect(result.current).toBe("2.6k+"));
    expect(JSON.parse(localStorage.getItem("userCount") ?? "null")).toMatchObject({ value: 200 });
  });

  it("asks nothing when unmounted before its request started", async () => {
    mockedGetUserCount.mockResolvedValue(counted(200));
    const { unmount } = renderHook(() => useWaitlistCount(2400));
    unmount();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(mockedGetUserCount).not.toHaveBeenCalled();
  });

  it("ignores a result that arrives after unmount", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let resolve: (value: ApiResult<CountAnswer>) => void = () => undefined;
    mockedGetUserCount.mockReturnValue(new Promise((r) => (resolve = r)));
    const { result, unmount } = renderHook(() => useWaitlistCount(2400));
    await waitFor(() => expect(mockedGetUserCount).toHaveBeenCalledTimes(1));
    unmount();
    await act(async () => {
      resolve(counted(200));
      await Promise.resolve();
    });
    expect(result.current).toBe("2.4k+");
    expect(error).not.toHaveBeenCalled();
  });

  it("cancels its request on unmount, and logs nothing for it", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    mockedGetUserCount.mockImplementation(
      ({ signal } = {}) =>
        new Promise((resolve) => signal?.addEventListener("abort", () => resolve({ ok: false, kind: "aborted", status: null, msg: "" }))),
    );
    const { unmount } = renderHook(() => useWaitlistCount(2400));
    await waitFor(() => expect(mockedGetUserCount).toHaveBeenCalledTimes(1));
    const signal = mockedGetUserCount.mock.calls[0][0]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(warn).not.toHaveBeenCalled();
  });
});
