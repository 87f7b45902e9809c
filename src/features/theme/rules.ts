/**
 * Colour scheme rules. The stored choice (`isDark` = "true"/"false") wins; without one the visitor's
 * prefers-color-scheme decides. THEME_INIT_SCRIPT applies the same rule before first paint.
 */
import { STORAGE_KEYS } from "../../shared/lib/constants";
import { parseStoredBoolean } from "../../shared/lib/storage";

export type Scheme = "light" | "dark";

/** The visitor's stored choice (true = dark, null = none) wins over the system preference. */
export function schemeFor(choice: boolean | null, prefersDark: boolean): Scheme {
  if (choice === null) return prefersDark ? "dark" : "light";
  return choice ? "dark" : "light";
}

export function resolveScheme(stored: string | null, prefersDark: boolean): Scheme {
  return schemeFor(parseStoredBoolean(stored), prefersDark);
}

/**
 * Inline script for <head>: sets data-theme on <html> before the body is painted, so a dark reload never
 * flashes light. Kept tiny and dependency-free; a unit test runs it against the same cases as resolveScheme.
 */
export const THEME_INIT_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.isDark,
)});var d=s==="true"||(s!=="false"&&window.matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.setAttribute("data-theme",d?"dark":"light");}catch(e){}})();`;
