import { useSyncExternalStore } from "react";
import type { Store } from "../lib/store";

/** The current state of `store`; the component renders again when it changes. Hydrates with the initial state. */
export function useStore<S, A>(store: Store<S, A>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getInitialState);
}
