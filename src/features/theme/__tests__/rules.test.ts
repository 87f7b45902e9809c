import { withSystemDark } from "../../../test-utils/system-scheme";
import { resolveScheme, THEME_INIT_SCRIPT } from "../rules";

describe("colour scheme", () => {
  it("uses the stored choice, else the system preference", () => {
    expect(resolveScheme("true", false)).toBe("dark");
    expect(resolveScheme("false", true)).toBe("light");
    expect(resolveScheme(null, true)).toBe("dark");
    expect(resolveScheme("garbage", false)).toBe("light");
  });

  it.each([
    ["true", false, "dark"],
    ["false", true, "light"],
    [null, true, "dark"],
    [null, false, "light"],
  ] as const)("the head script agrees with resolveScheme for stored %s and prefers-dark %s", (stored, prefersDark, expected) => {
    localStorage.clear();
    if (stored !== null) localStorage.setItem("isDark", stored);
    withSystemDark(prefersDark, () => new Function(THEME_INIT_SCRIPT)());
    expect(document.documentElement.getAttribute("data-theme")).toBe(expected);
    expect(resolveScheme(stored, prefersDark)).toBe(expected);
  });
});
