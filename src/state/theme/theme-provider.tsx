import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { STORAGE_KEYS } from "../../lib/constants";
import { readString, writeString } from "../../lib/storage";
import { resolveScheme, type Scheme } from "../../lib/theme";

interface ThemeContextValue {
  scheme: Scheme;
  isDark: boolean;
  toggleDark: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const DARK_QUERY = "(prefers-color-scheme: dark)";

function applyScheme(scheme: Scheme): void {
  document.documentElement.setAttribute("data-theme", scheme);
}

/**
 * Dark mode: restored after hydration from what the head script already applied, toggled by the visitor and
 * persisted under `isDark`. Without a stored choice it follows the system setting, live.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [scheme, setScheme] = useState<Scheme>("light");

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const sync = (): void => {
      const next = resolveScheme(readString(STORAGE_KEYS.isDark), media.matches);
      applyScheme(next);
      setScheme(next);
    };
    sync();
    media.addEventListener?.("change", sync);
    return () => media.removeEventListener?.("change", sync);
  }, []);

  const toggleDark = useCallback(() => {
    setScheme((current) => {
      const next: Scheme = current === "dark" ? "light" : "dark";
      writeString(STORAGE_KEYS.isDark, String(next === "dark"));
      applyScheme(next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ scheme, isDark: scheme === "dark", toggleDark }), [scheme, toggleDark]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside ThemeProvider (src/state/root-provider.tsx).");
  return value;
}
