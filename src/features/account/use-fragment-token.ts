import { useCallback, useEffect, useState } from "react";
import { resetTokenFromHash } from "./session";

export interface FragmentToken {
  /** The token of the mailed link (`#token=…`); undefined until read after hydration, null when there is none. */
  token: string | null | undefined;
  /** Drops the token (the visitor chose to start again without it). */
  forget: () => void;
}

/**
 * The token of a mailed link, `/reset-password/#token=…`, `/verify-email/#token=…` and the newsletter's pages
 * (PRODUCT §6: a fragment never reaches a server). Read once after hydration, then removed from the address so it
 * stays out of history and of anything the visitor copies; a second link opened in the same tab only changes the
 * fragment, so that change is read too.
 */
export function useFragmentToken(): FragmentToken {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = (initial: boolean): void => {
      const found = resetTokenFromHash(window.location.hash);
      if (!found) {
        if (initial) setToken(null);
        return;
      }
      setToken(found);
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    };
    read(true);
    const onChange = (): void => read(false);
    window.addEventListener("hashchange", onChange);
    return () => window.removeEventListener("hashchange", onChange);
  }, []);
  const forget = useCallback(() => setToken(null), []);
  return { token, forget };
}
