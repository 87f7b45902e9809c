/**
 * A reducer's state kept outside React, for a page whose parts hydrate apart (see HydrateApart): the parts read
 * it with `useStore`, so a change renders only the parts that read it, never the page around them (a page that
 * renders again passes new props to parts still waiting to hydrate, and React then has to hydrate or rebuild them
 * all at once).
 */
export interface Store<S, A> {
  getState: () => S;
  /** The state the page was built with, which the server's HTML shows. */
  getInitialState: () => S;
  dispatch: (action: A) => void;
  /** Calls `listener` after each change; answers the function that stops it. */
  subscribe: (listener: () => void) => () => void;
}

export function createStore<S, A>(reducer: (state: S, action: A) => S, initial: S): Store<S, A> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    getInitialState: () => initial,
    dispatch(action) {
      const next = reducer(state, action);
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
