import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { usePersistentState } from "../../hooks/use-persistent-state";
import { STORAGE_KEYS } from "../../lib/constants";
import { booleanCodec } from "../../lib/storage-codecs";
import { schemeFor, type Scheme } from "../../lib/theme";

interface ThemeContextValue {
  scheme: Scheme;
  isDark: boolean;
  toggleDark: () => void;
}

/**
 * What the context carries: a channel that never changes, through which the toggles read and follow the theme.
 * Putting the changing value in the context itself would make every part of the page that is still waiting to
 * hydrate (see HydrateApart) hydrate at once, or render again from scratch, when the theme becomes known after
 * hydration: a context change reaches every boundary React has not hydrated yet. Through the channel only the
 * components that read the theme render again.
 */
interface ThemeChannel {
  subscribe: (listener: () => void) => () => void;
  get: () => ThemeContextValue;
  /** The value the server rendered with, for hydration. */
  getInitial: () => ThemeContextValue;
  publish: (value: ThemeContextValue) => void;
}

function createChannel(initial: ThemeContextValue): ThemeChannel {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    getInitial: () => initial,
    publish(value) {
      if (value === current) return;
      current = value;
      for (const listener of listeners) listener();
    },
  };
}

const ThemeContext = createContext<ThemeChannel | null>(null);

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
  const [channel] = useState(() => createChannel(value));
  useEffect(() => channel.publish(value), [channel, value]);
  return <ThemeContext.Provider value={channel}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const channel = useContext(ThemeContext);
  if (!channel) throw new Error("useTheme must be used inside ThemeProvider (src/state/root-provider.tsx).");
  return useSyncExternalStore(channel.subscribe, channel.get, channel.getInitial);
}
