import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { usePersistentState } from "../../shared/hooks/use-persistent-state";
import { usePublished, useStore } from "../../shared/store/use-store";
import { STORAGE_KEYS } from "../../shared/lib/constants";
import { booleanCodec } from "../../shared/lib/storage-codecs";
import type { Store } from "../../shared/store/store";
import { schemeFor, type Scheme } from "./rules";

interface ThemeContextValue {
  scheme: Scheme;
  isDark: boolean;
  toggleDark: () => void;
}

/** Carries a store of the value, never the value itself: see usePublished. */
const ThemeContext = createContext<Store<ThemeContextValue, ThemeContextValue> | null>(null);

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Dark mode. The visitor's choice is persisted under `isDark` ("true"/"false") through usePersistentState; without
 * one the system setting decides, live. The head script (THEME_INIT_SCRIPT) has already set `data-theme` before the
 * first paint, so this provider touches the DOM only once both the stored choice and the system setting are known
 * after hydration: applying the server default first would flash light on a dark reload.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice, { restored }] = usePersistentState(STORAGE_KEYS.isDark, booleanCodec, "local");
  /** Null until read after hydration. */
  const [prefersDark, setPrefersDark] = useState<boolean | null>(null);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const sync = (): void => setPrefersDark(media.matches);
    sync();
    media.addEventListener?.("change", sync);
    return () => media.removeEventListener?.("change", sync);
  }, []);

  const known = restored && prefersDark !== null;
  const scheme = schemeFor(choice, prefersDark ?? false);

  useEffect(() => {
    if (known) document.documentElement.setAttribute("data-theme", scheme);
  }, [known, scheme]);

  const toggleDark = useCallback(() => setChoice(scheme !== "dark"), [scheme, setChoice]);

  const value = useMemo(() => ({ scheme, isDark: scheme === "dark", toggleDark }), [scheme, toggleDark]);
  const store = usePublished(value);
  return <ThemeContext.Provider value={store}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const store = useContext(ThemeContext);
  if (!store) throw new Error("useTheme must be used inside ThemeProvider (src/app/root-provider.tsx).");
  return useStore(store);
}
