import { screen } from "@testing-library/react";
import { useTheme } from "../../features/theme/state";
import { TEST_SESSION, renderHookWithProviders, renderWithProviders } from "../render";
import { withSystemDark } from "../system-scheme";

/** A consumer of the theme context, as the header's toggle is. */
function SchemeProbe() {
  const { isDark, toggleDark } = useTheme();
  return (
    <button type="button" aria-pressed={isDark} onClick={toggleDark}>
      Dark mode
    </button>
  );
}

/** Every stored key, as the browser would hand them to a provider. */
const stored = (storage: Storage) => Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)]));

describe("renderWithProviders", () => {
  it("renders through RootProvider: a theme consumer sees the stored dark scheme, and `user` drives it", async () => {
    const { user } = renderWithProviders(<SchemeProbe />, { isDark: true });
    const toggle = screen.getByRole("button", { name: "Dark mode" });
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(localStorage.getItem("isDark")).toBe("false");
  });

  it("starts light when told so, whatever the system prefers", () => {
    withSystemDark(true, () => {
      renderWithProviders(<SchemeProbe />, { isDark: false });
      expect(screen.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "false");
    });
  });

  it("stores nothing by default: signed out, empty cart, no consent yet, the system's scheme", () => {
    renderWithProviders(<p>Hello</p>);
    expect(screen.getByText("Hello")).toBeInTheDocument();
    expect(stored(localStorage)).toEqual({});
    expect(stored(sessionStorage)).toEqual({});
  });

  it("signs in with Remember me: token in localStorage, id in both, as plain strings", () => {
    renderWithProviders(<p />, { signedIn: true });
    expect(stored(localStorage)).toEqual({ token: TEST_SESSION.token, id: TEST_SESSION.id });
    expect(stored(sessionStorage)).toEqual({ id: TEST_SESSION.id });
  });

  it("signs in without Remember me: token in sessionStorage only", () => {
    renderWithProviders(<p />, { signedIn: { remember: false, token: "tab-token", id: "u-7" } });
    expect(stored(localStorage)).toEqual({ id: "u-7" });
    expect(stored(sessionStorage)).toEqual({ token: "tab-token", id: "u-7" });
  });

  it("seeds the cart, wishlist, consent and scheme in PRODUCT §3's formats", () => {
    const items = [{ id: 1, name: "Gestura Kit", price: 299, quantity: 2 }];
    renderWithProviders(<p />, {
      cart: { items, wishlist: [1] },
      consent: { preferences: false, statistics: true, marketing: false, revision: 2 },
      isDark: true,
    });
    expect(JSON.parse(localStorage.getItem("cartList") ?? "null")).toEqual(items);
    expect(JSON.parse(localStorage.getItem("wishlist") ?? "null")).toEqual([1]);
    expect(JSON.parse(localStorage.getItem("cookieConsent") ?? "null")).toEqual({
      necessary: true,
      preferences: false,
      statistics: true,
      marketing: false,
      revision: 2,
    });
    expect(localStorage.getItem("isDark")).toBe("true");
  });

  it("keeps `necessary` true even when a test passes false", () => {
    renderWithProviders(<p />, { consent: { necessary: false, preferences: true, statistics: true, marketing: true } });
    expect(JSON.parse(localStorage.getItem("cookieConsent") ?? "null")).toMatchObject({ necessary: true });
  });

  describe("between tests", () => {
    it("(first) leaves everything behind on purpose", () => {
      renderWithProviders(<p>Left behind</p>, { signedIn: { remember: false }, cart: { items: [], wishlist: [3] }, isDark: true });
      expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    });

    it("(next) starts clean: nothing rendered, nothing stored, no scheme on <html>", () => {
      expect(screen.queryByText("Left behind")).not.toBeInTheDocument();
      expect(stored(localStorage)).toEqual({});
      expect(stored(sessionStorage)).toEqual({});
      expect(document.documentElement).not.toHaveAttribute("data-theme");
    });
  });
});

describe("renderHookWithProviders", () => {
  it("gives a hook the providers and the seeded storage", () => {
    const { result } = renderHookWithProviders(() => useTheme(), { isDark: true, signedIn: true });
    expect(result.current.isDark).toBe(true);
    expect(localStorage.getItem("token")).toBe(TEST_SESSION.token);
  });
});
