import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { createStore, type Store } from "../lib/store";

/** The current state of `store`; the component renders again when it changes. Hydrates with the initial state. */
export function useStore<S, A>(store: Store<S, A>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getInitialState);
}

const replace = <T>(_: T, next: T): T => next;
// Layout effects do nothing on the server (and React warns there), so the server uses a plain effect.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * A store that always holds `value`, for a root provider: the provider puts the store (which never changes) in its
 * context and readers follow it with `useStore`. Were the changing value itself in the context, each change (the
 * session or the theme becoming known after hydration) would reach every part of the page still waiting to
 * hydrate (see HydrateApart) and make React hydrate or rebuild them all at once; through the store only the
 * components that read it render again. Published before paint, so readers never show a stale value.
 */
export function usePublished<T>(value: T): Store<T, T> {
  const [store] = useState(() => createStore<T, T>(replace, value));
  useIsomorphicLayoutEffect(() => store.dispatch(value), [store, value]);
  return store;
}
