import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode, useEffect, type ReactNode } from "react";
import { ThemeToggle } from "../components/theme-toggle";
import { followTheme } from "../state";
import { withSystemDark } from "../../../test-utils/system-scheme";

/** What the root provider does for the theme (src/app/root-provider.tsx): follows it once hydrated. */
function ThemeFollowed({ children }: { children: ReactNode }) {
  useEffect(followTheme, []);
  return children;
}

const renderToggle = () =>
  render(
    <ThemeFollowed>
      <ThemeToggle label="Dark mode" />
    </ThemeFollowed>,
  );

describe("dark mode toggle", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("data-theme");
  });

  it("starts from the stored choice and stores the new one under isDark", async () => {
    localStorage.setItem("isDark", "true");
    renderToggle();
    const toggle = screen.getByRole("button", { name: "Dark mode" });
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(localStorage.getItem("isDark")).toBe("false");
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
  });

  it("follows the system preference when nothing is stored", () => {
    withSystemDark(true, renderToggle);
    expect(screen.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "true");
    expect(localStorage.getItem("isDark")).toBeNull();
  });

  it("never paints the light default over the dark theme the head script applied", () => {
    localStorage.setItem("isDark", "true");
    document.documentElement.setAttribute("data-theme", "dark");
    const setAttribute = jest.spyOn(document.documentElement, "setAttribute");
    try {
      renderToggle();
      expect(setAttribute.mock.calls.filter(([name]) => name === "data-theme").map(([, value]) => value)).not.toContain("light");
      expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    } finally {
      setAttribute.mockRestore();
    }
  });

  it("stores exactly one choice per press, also under StrictMode", async () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem");
    try {
      render(
        <StrictMode>
          <ThemeFollowed>
            <ThemeToggle label="Dark mode" />
          </ThemeFollowed>
        </StrictMode>,
      );
      await userEvent.click(screen.getByRole("button", { name: "Dark mode" }));
      expect(setItem.mock.calls.filter(([key]) => key === "isDark")).toEqual([["isDark", "true"]]);
      expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    } finally {
      setItem.mockRestore();
    }
  });

  it("follows a choice made in another tab", () => {
    renderToggle();
    const toggle = screen.getByRole("button", { name: "Dark mode" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "isDark", newValue: "true", storageArea: localStorage }));
    });
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
  });

  it("still toggles when storage throws (private mode)", async () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    try {
      renderToggle();
      const toggle = screen.getByRole("button", { name: "Dark mode" });
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute("aria-pressed", "true");
      expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
