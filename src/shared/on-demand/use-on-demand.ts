/**
 * The one way a component shows a part fetched on demand (each feature's lazy.ts names its parts; see
 * docs/architecture.md, "What loads on demand"). Built on loadOnce (one fetch, remembered, a failure forgotten so
 * the next try fetches again) and afterLoad (a failure the visitor caused by a press shows the load-failure notice).
 */
import { useCallback, useEffect, useState } from "react";
import { afterLoad, clearLoadFailure } from "./load-failure";
import type { LoadOnce } from "./load-once";

export interface OnDemandOptions {
  /** What the part is, for the notice's console line: "The cart". */
  what: string;
  /**
   * Fetch it by itself while this is true (the banner once it is due, the settings once asked for), instead of only
   * on `open`. A failure then goes to `failed` when given (a part the visitor asked for), else to the console.
   */
  when?: boolean;
  failed?: (error: unknown) => void;
}

export interface OnDemand<T> {
  /** The part once fetched (at once on a later page: loadOnce remembers it), else null. */
  part: T | null;
  /** Fetches the part if needed, then runs `then` with it; when it cannot be fetched, the notice says so instead. */
  open: (then?: (part: T) => void) => Promise<void>;
  /** Starts the fetch without telling anyone about a failure (a pointer down on the button that will open it). */
  prefetch: () => void;
}

export function useOnDemand<T>(load: LoadOnce<T>, { what, when = false, failed }: OnDemandOptions): OnDemand<T> {
  // Held in an object: the part is often a component, which useState would otherwise call as an updater.
  const [held, setHeld] = useState<{ part: T } | null>(() => {
    const loaded = load.loaded();
    return loaded === null ? null : { part: loaded };
  });

  const open = useCallback(
    (then?: (part: T) => void) =>
      afterLoad(load(), what, (part) => {
        setHeld({ part });
        then?.(part);
      }),
    [load, what],
  );
  const prefetch = useCallback(
    () =>
      void load().then(
        (part) => setHeld({ part }),
        () => undefined,
      ),
    [load],
  );

  useEffect(() => {
    if (!when || held) return undefined;
    let current = true;
    load().then(
      (part) => {
        // A part the visitor asked for clears the notice of an earlier failure, as afterLoad does.
        if (failed) clearLoadFailure();
        if (current) setHeld({ part });
      },
      (error: unknown) => (failed ? failed(error) : console.error(`${what} could not be loaded.`, error)),
    );
    return () => {
      current = false;
    };
  }, [load, when, held, what, failed]);

  // A part fetched by a module-level opener (openCartPanel, openSearch) shows on the render that opening causes.
  return { part: held?.part ?? load.loaded(), open, prefetch };
}
