import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeToggle } from "../../../components/layout/theme-toggle";
import { ThemeProvider } from "../theme-provider";

const renderToggle = () =>
  render(
    <ThemeProvider>
      <ThemeToggle label="Dark mode" />
    </ThemeProvider>,
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
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes("dark"),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    renderToggle();
    window.matchMedia = original;
    expect(screen.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "true");
    expect(localStorage.getItem("isDark")).toBeNull();
  });
});
