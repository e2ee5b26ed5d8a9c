/**
 * A list kept in localStorage under one key, as a store (lib/store.ts): the guest bag and the guest wishlist
 * (docs/shop/storefront.md §3). Storage can hold anything (an older version, another tab, a hand edit), so only
 * the entries `isReadable` accepts are kept; an empty list removes the key and is always the same array, so a
 * guest's page hydrates against the server's empty list without re-rendering. Other tabs' changes are followed.
 */
import { createStore, onStorageChange, type Store } from './store';
import { readJson, removeKey, writeJson } from './storage';

export interface StoredList<T> extends Store<T[]> {
  /** Stores the list (storage and listeners); `afterSave` runs after each save. */
  save: (next: T[]) => void;
}

export function createStoredList<T>(
  key: string,
  isReadable: (entry: T) => boolean,
  afterSave?: (list: readonly T[]) => void,
): StoredList<T> {
  const none: T[] = [];
  const normal = (list: T[]) => (list.length ? list : none);
  const load = (): T[] => {
    const stored = readJson<unknown>(key);
    return Array.isArray(stored) ? normal((stored as T[]).filter((e) => !!e && isReadable(e))) : none;
  };
  const store = createStore<T[]>(load, () => none);
  onStorageChange(key, () => store.set(load()));
  return {
    ...store,
    set: (next) => store.set((current) => normal(typeof next === 'function' ? next(current) : next)),
    save(next) {
      if (next.length) writeJson(key, next);
      else removeKey(key);
      store.set(normal(next));
      afterSave?.(next);
    },
  };
}
