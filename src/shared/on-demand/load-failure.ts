/**
 * A part of the page that is fetched when the visitor asks for it (the menu, the search, the cart, a form dialog, the
 * comparison table, the cookie settings, the picture viewer) and could not be fetched, usually because the visitor is offline. The
 * button pressed then opens nothing, so the layout says why (LoadFailureNotice) until the visitor closes the
 * message or a later try succeeds. The error itself goes to the console.
 */
import { useStore } from "../hooks/use-store";
import { createStore } from "../lib/store";

const failure = createStore<boolean, boolean>((_, next) => next, false);

/** Tells the visitor that `what` (for the console: "The menu") could not be fetched. */
export function reportLoadFailure(what: string, error: unknown): void {
  console.error(`${what} could not be loaded.`, error);
  failure.dispatch(true);
}

/** A fetch on demand succeeded, or the visitor closed the message. */
export function clearLoadFailure(): void {
  if (failure.getState()) failure.dispatch(false);
}

/**
 * Waits for a part fetched on demand, then clears the message and runs `then` with it; when it cannot be fetched,
 * shows the message instead (`what` names the part for the console). Settles either way.
 */
export function afterLoad<T>(load: Promise<T>, what: string, then: (part: T) => void): Promise<void> {
  return load.then(
    (part) => {
      clearLoadFailure();
      then(part);
    },
    (error: unknown) => reportLoadFailure(what, error),
  );
}

export const useLoadFailure = (): boolean => useStore(failure);
