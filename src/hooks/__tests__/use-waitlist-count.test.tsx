import { act, renderHook, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { getUserCount } from "../../lib/api";
import { COUNT_CACHE_MS } from "../../lib/waitlist-count";
import { useWaitlistCount } from "../use-waitlist-count";

jest.mock("../../lib/api", () => ({ getUserCount: jest.fn() }));

const mockedGetUserCount = jest.mocked(getUserCount);

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
    mockedGetUserCount.mockResolvedValue(200);
    expect(renderToString(<Probe base={2400} />)).toBe("<span>2.4k+</span>");
    expect(mockedGetUserCount).not.toHaveBeenCalled();
  });

  it("starts with the constant alone, then shows the fetched count and caches it", async () => {
    mockedGetUserCount.mockResolvedValue(200);
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
    mockedGetUserCount.mockRejectedValue(new Error("offline"));
    const { result } = renderHook(() => useWaitlistCount(2400));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(result.current).toBe("2.4k+");
  });

  it("follows a change of base", async () => {
    mockedGetUserCount.mockResolvedValue(200);
    const { result, rerender } = renderHook(({ base }) => useWaitlistCount(base), { initialProps: { base: 2400 } });
    await waitFor(() => expect(result.current).toBe("2.6k+"));
    rerender({ base: 6205 });
    expect(result.current).toBe("6.4k+");
    expect(mockedGetUserCount).toHaveBeenCalledTimes(1);
  });

  it("ignores the answer of a cleaned-up effect (StrictMode mounts twice), even when it arrives last", async () => {
    const resolvers: ((value: number) => void)[] = [];
    mockedGetUserCount.mockImplementation(() => new Promise<number>((resolve) => resolvers.push(resolve)));
    const { result } = renderHook(() => useWaitlistCount(2400), { wrapper: StrictMode });
    expect(resolvers).toHaveLength(2);
    await act(async () => {
      resolvers[1](200);
      await Promise.resolve();
    });
    await waitFor(() => expect(result.current).toBe("2.6k+"));
    await act(async () => {
      resolvers[0](100);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current).toBe("2.6k+");
  });

  it("ignores a result that arrives after unmount", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let resolve: (value: number) => void = () => undefined;
    mockedGetUserCount.mockReturnValue(new Promise<number>((r) => (resolve = r)));
    const { result, unmount } = renderHook(() => useWaitlistCount(2400));
    unmount();
    await act(async () => {
      resolve(200);
      await Promise.resolve();
    });
    expect(result.current).toBe("2.4k+");
    expect(error).not.toHaveBeenCalled();
  });
});
