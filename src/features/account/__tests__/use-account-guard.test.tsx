import { act, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import { renderHookWithProviders } from "../../../test-utils/render";
import { useAuth } from "../auth-provider";
import { useAccountGuard } from "../use-account-guard";

const ME = {
  success: true,
  msg: "",
  username: "a",
  email: "a@b.co",
  date: "2025-01-01",
  position: 1,
  total: 1,
  referralCode: "x",
  referrals: 0,
  referralBoost: 10,
  emailConfirmed: true,
};

beforeEach(() => {
  jest.mocked(navigate).mockReset();
  Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(ME) })) });
});

describe("useAccountGuard", () => {
  it("sends a signed-out visitor from a members' page to /sign-in, remembering the page", async () => {
    const { result } = renderHookWithProviders(() => useAccountGuard("member"));
    await waitFor(() => expect(result.current).toBe("signedOut"));
    expect(navigate).toHaveBeenCalledWith("/sign-in/", { replace: true, state: { from: "/" } });
  });

  it("lets a member stay on a members' page", async () => {
    const { result } = renderHookWithProviders(() => ({ status: useAccountGuard("member"), auth: useAuth() }), { signedIn: true });
    await waitFor(() => expect(result.current.auth.user).not.toBeNull());
    expect(result.current.status).toBe("signedIn");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("sends a visitor who arrived signed in from an account page to the dashboard", async () => {
    const { result } = renderHookWithProviders(() => ({ status: useAccountGuard("guest"), auth: useAuth() }), { signedIn: true });
    await waitFor(() => expect(result.current.auth.user).not.toBeNull());
    expect(navigate).toHaveBeenCalledWith("/page-waitlist/", { replace: true });
  });

  it("leaves a sign-in made on the account page itself to the form, and can be turned off", async () => {
    const { result } = renderHookWithProviders(() => ({ status: useAccountGuard("guest"), auth: useAuth() }));
    await waitFor(() => expect(result.current.status).toBe("signedOut"));
    act(() => result.current.auth.signIn({ token: "T".repeat(43), id: "u-1" }, true));
    await waitFor(() => expect(result.current.auth.user).not.toBeNull());
    expect(result.current.status).toBe("signedIn");
    expect(navigate).not.toHaveBeenCalled();

    const off = renderHookWithProviders(() => ({ status: useAccountGuard("guest", false), auth: useAuth() }), { signedIn: true });
    await waitFor(() => expect(off.result.current.auth.user).not.toBeNull());
    expect(navigate).not.toHaveBeenCalled();
  });
});
