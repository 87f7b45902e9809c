/**
 * A module fetched on demand, once: every call answers the same promise, and `loaded()` the value once it has come
 * (so a component mounted later can show it at once). A failed fetch (offline) is forgotten, so the next call tries
 * again.
 */
export interface LoadOnce<T> {
  (): Promise<T>;
  loaded: () => T | null;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | null = null;
  let value: T | null = null;
  const get = (): Promise<T> => {
    loading ??= load().then(
      (result) => (value = result),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(get, { loaded: () => value });
}
