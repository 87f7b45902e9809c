import { useCallback, useEffect, useRef, useState } from "react";
import type { StorageCodec } from "../lib/storage-codecs";
import { readString, removeKey, writeString, type StorageArea } from "../lib/storage";

export type SetPersistentState<T> = (next: T | ((current: T) => T)) => void;

export interface PersistentStateMeta {
  /** False on the server and the first client render (the value is the default), true once storage was read. */
  restored: boolean;
}

function storageOf(which: StorageArea): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * State kept in localStorage or sessionStorage under `key`, in the format `codec` defines.
 *
 * - The server and the first client render use `codec.parse(null)` (the default), so hydration always matches;
 *   storage is read in an effect after hydration, and `restored` turns true.
 * - A change made through the setter is written after React commits it, never inside a state updater (updaters stay
 *   pure: React may call them twice). Restoring and other tabs' changes are not written back.
 * - Storage that throws (private mode, quota, disabled) is caught by src/shared/lib/storage.ts: the state keeps working in
 *   memory for this page view.
 * - A change to the same key in another tab (the `storage` event) is followed; clearing that tab's storage resets
 *   the state to the default.
 *
 * `codec` should be a module-level constant (or memoised): a new codec object re-reads storage.
 */
export function usePersistentState<T>(
  key: string,
  codec: StorageCodec<T>,
  storage: StorageArea = "local",
): [T, SetPersistentState<T>, PersistentStateMeta] {
  const [value, setValue] = useState<T>(() => codec.parse(null));
  const [restored, setRestored] = useState(false);
  /** Set by the setter, consumed by the write effect: only the visitor's own changes are persisted. */
  const changed = useRef(false);

  useEffect(() => {
    // A change requested before this effect (a child's mount effect runs first) wins over the stored value.
    if (!changed.current) setValue(codec.parse(readString(key, storage)));
    setRestored(true);

    const area = storageOf(storage);
    const follow = (event: StorageEvent): void => {
      if (event.storageArea !== area) return;
      if (event.key === key) setValue(codec.parse(event.newValue));
      else if (event.key === null) setValue(codec.parse(null));
    };
    window.addEventListener("storage", follow);
    return () => window.removeEventListener("storage", follow);
  }, [key, codec, storage]);

  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    const raw = codec.serialize(value);
    if (raw === null) removeKey(key, storage);
    else writeString(key, raw, storage);
  }, [value, key, codec, storage]);

  const set = useCallback<SetPersistentState<T>>((next) => {
    changed.current = true;
    setValue(next);
  }, []);

  return [value, set, { restored }];
}
