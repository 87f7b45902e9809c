/**
 * Light or dark: the visitor's choice, persisted under `isDark` ("true"/"false"), and the system setting, which
 * decides while there is no choice. One store per tab, outside React, like the other features' state: the root
 * provider starts it once hydrated (followTheme), the toggle reads it (useTheme) and changes it (toggleDark). The
 * head script (THEME_INIT_SCRIPT) has already set `data-theme` before the first paint, so the store touches the DOM
 * only once both the stored choice and the system setting are known: applying the server default first would flash
 * light on a dark reload.
 */
import { useStore } from "../../shared/store/use-store";
import { STORAGE_KEYS } from "../../shared/lib/constants";
import { readString, writeString } from "../../shared/lib/storage";
import { booleanCodec } from "../../shared/lib/storage-codecs";
import { createStore, mergeChange } from "../../shared/store/store";
import { schemeFor, type Scheme } from "./rules";

interface ThemeState {
  /** The stored choice: true for dark, null for none. */
  choice: boolean | null;
  /** The system setting; null on the server and until read after hydration. */
  prefersDark: boolean | null;
}

const themeState = createStore<ThemeState, Partial<ThemeState>>(mergeChange, { choice: null, prefersDark: null });

const DARK_QUERY = "(prefers-color-scheme: dark)";

const schemeOf = ({ choice, prefersDark }: ThemeState): Scheme => schemeFor(choice, prefersDark ?? false);

function localArea(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let following = 0;
let stopFollowing: (() => void) | null = null;

/**
 * Reads the stored choice and the system setting, applies the scheme, and follows both (another tab's choice, a
 * change of the system setting) until the answered function is called. For an effect: StrictMode and a second
 * provider (Gatsby wraps each page's Head in the root provider too) share the one store.
 */
export function followTheme(): () => void {
  following += 1;
  if (following === 1) {
    const media = window.matchMedia(DARK_QUERY);
    const area = localArea();
    const apply = (): void => document.documentElement.setAttribute("data-theme", schemeOf(themeState.getState()));
    const unsubscribe = themeState.subscribe(apply);
    const syncSystem = (): void => themeState.dispatch({ prefersDark: media.matches });
    const followStorage = (event: StorageEvent): void => {
      if (event.storageArea !== area) return;
      if (event.key === STORAGE_KEYS.isDark) themeState.dispatch({ choice: booleanCodec.parse(event.newValue) });
      else if (event.key === null) themeState.dispatch({ choice: null });
    };
    themeState.dispatch({ choice: booleanCodec.parse(readString(STORAGE_KEYS.isDark)), prefersDark: media.matches });
    apply();
    media.addEventListener?.("change", syncSystem);
    window.addEventListener("storage", followStorage);
    stopFollowing = () => {
      unsubscribe();
      media.removeEventListener?.("change", syncSystem);
      window.removeEventListener("storage", followStorage);
    };
  }
  return () => {
    following -= 1;
    if (following === 0) stopFollowing?.();
  };
}

/** The toggle's press: the other scheme becomes the visitor's stored choice. */
export function toggleDark(): void {
  const dark = schemeOf(themeState.getState()) !== "dark";
  themeState.dispatch({ choice: dark });
  writeString(STORAGE_KEYS.isDark, String(dark));
}

export interface Theme {
  scheme: Scheme;
  isDark: boolean;
  toggleDark: () => void;
}

/** The scheme shown (the server's default, light, until followTheme has read the choice after hydration). */
export function useTheme(): Theme {
  const scheme = schemeOf(useStore(themeState));
  return { scheme, isDark: scheme === "dark", toggleDark };
}
