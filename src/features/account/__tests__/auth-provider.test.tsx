import { act, renderHook, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import { renderHookWithProviders, seedStorage, TEST_SESSION } from "../../../test-utils/render";
import { RootProvider } from "../../../app/root-provider";
import { useAuth } from "../auth-provider";

const ME = {
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

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(navigate).mockReset();
  // Gatsby types navigate as returning void; the provider awaits whatever it returns.
  jest.mocked(navigate).mockImplementation(() => undefined as never);
  Object.assign(globalThis, { fetch: fetchMock });
});

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));

describe("AuthProvider", () => {
  it("restores a stored session and asks users/me once, with its token", async () => {
    fetchMock.mockResolvedValue(answer(200, ME));
    const { result } = renderHookWithProviders(() => useAuth(), { signedIn: true });
    await waitFor(() => expect(result.current.user?.username).toBe("ada@example.com"));
    expect(result.current.signedIn).toBe(true);
    expect(calls("users/me")).toHaveLength(1);
    expect(calls("users/me")[0][1].headers.Authorization).toBe(`Bearer ${TEST_SESSION.token}`);
  });

  it("stores a sign-in as SPEC §4 says: the id in both storages, the token by Remember me", async () => {
    fetchMock.mockResolvedValue(answer(200, ME));
    const { result } = renderHookWithProviders(() => useAuth());
    await waitFor(() => expect(result.current.status).toBe("signedOut"));
    act(() => result.current.signIn({ token: "session-only-token", id: "u-1" }, false));
    await waitFor(() => expect(sessionStorage.getItem("token")).toBe("session-only-token"));
    expect(localStorage.getItem("token")).toBeNull();
    expect([localStorage.getItem("id"), sessionStorage.getItem("id")]).toEqual(["u-1", "u-1"]);
    expect(result.current.signedIn).toBe(true);

    act(() => result.current.signIn({ token: "remembered-token", id: "u-1" }, true));
    await waitFor(() => expect(localStorage.getItem("token")).toBe("remembered-token"));
    expect(sessionStorage.getItem("token")).toBeNull();
  });

  it("ends the session when users/me answers 401: storage cleared, off to /sign-in saying so", async () => {
    fetchMock.mockResolvedValue(answer(401, { success: false, msg: "Please sign in to continue." }));
    const { result } = renderHookWithProviders(() => useAuth(), { signedIn: { remember: false } });
    await waitFor(() => expect(result.current.sessionEnded).toBe(true));
    expect(result.current.signedIn).toBe(false);
    expect([localStorage.getItem("token"), sessionStorage.getItem("token"), localStorage.getItem("id"), sessionStorage.getItem("id")]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(navigate).toHaveBeenCalledWith("/sign-in/", { state: { from: "/", sessionEnded: true } });
  });

  it("logs a users/me failure other than 401 and stays signed in", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer(503, { success: false, msg: "Busy" }));
    const { result } = renderHookWithProviders(() => useAuth(), { signedIn: true });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(result.current.signedIn).toBe(true);
    expect(result.current.user).toBeNull();
    error.mockRestore();
  });

  it("signs out with the token, goes home and clears the session even when the call fails", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith("users/logout") ? Promise.reject(new TypeError("Failed to fetch")) : answer(200, ME),
    );
    const { result } = renderHookWithProviders(() => useAuth(), { signedIn: true });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    await act(() => result.current.signOut());
    expect(calls("users/logout")[0][1].headers.Authorization).toBe(`Bearer ${TEST_SESSION.token}`);
    expect(navigate).toHaveBeenCalledWith("/");
    expect(result.current.signedIn).toBe(false);
    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
    expect([localStorage.getItem("id"), sessionStorage.getItem("id")]).toEqual([null, null]);
    expect(navigate).not.toHaveBeenCalledWith("/sign-in/", expect.anything());
    error.mockRestore();
  });

  it("follows a sign-out in another tab", async () => {
    fetchMock.mockResolvedValue(answer(200, ME));
    const { result } = renderHookWithProviders(() => useAuth(), { signedIn: true });
    await waitFor(() => expect(result.current.signedIn).toBe(true));
    localStorage.removeItem("token");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "token", oldValue: TEST_SESSION.token, newValue: null, storageArea: localStorage }));
    });
    expect(result.current.signedIn).toBe(false);
  });

  // Gatsby renders each page's Head in a tree of its own, wrapped in the root providers like the page.
  describe("with the page's and the Head's providers both mounted", () => {
    const renderTwice = () => {
      const page = renderHook(() => useAuth(), { wrapper: RootProvider });
      const head = renderHook(() => useAuth(), { wrapper: RootProvider });
      return { page: page.result, head: head.result };
    };

    it("asks users/me once per page load, and both show the same user", async () => {
      fetchMock.mockResolvedValue(answer(200, ME));
      seedStorage({ signedIn: true });
      const { page, head } = renderTwice();
      await waitFor(() => expect(page.current.user?.username).toBe("ada@example.com"));
      expect(head.current.user?.username).toBe("ada@example.com");
      expect(calls("users/me")).toHaveLength(1);
    });

    it("shares a sign-in and a sign-out, and asks users/me once for the new token", async () => {
      fetchMock.mockResolvedValue(answer(200, ME));
      const { page, head } = renderTwice();
      await waitFor(() => expect(head.current.status).toBe("signedOut"));
      act(() => page.current.signIn({ token: "fresh-token", id: "u-1" }, false));
      expect(head.current.signedIn).toBe(true);
      await waitFor(() => expect(head.current.user).not.toBeNull());
      expect(calls("users/me")).toHaveLength(1);
      expect(calls("users/me")[0][1].headers.Authorization).toBe("Bearer fresh-token");

      await act(() => head.current.signOut());
      expect(page.current.signedIn).toBe(false);
      expect(page.current.user).toBeNull();
    });

    it("ends the session once on a 401, and both say so", async () => {
      fetchMock.mockResolvedValue(answer(401, { success: false, msg: "Please sign in to continue." }));
      seedStorage({ signedIn: true });
      const { page, head } = renderTwice();
      await waitFor(() => expect(page.current.sessionEnded).toBe(true));
      expect(head.current.sessionEnded).toBe(true);
      expect(page.current.signedIn).toBe(false);
      expect(navigate).toHaveBeenCalledTimes(1);
    });
  });
});
