/**
 * The one store helper of the browser-held state (docs/decisions/124): a value, its setter and its listeners,
 * read by components through useSyncExternalStore. Every store says what the server renders (its server
 * snapshot), so a server-rendered page hydrates as sent; render code never reads storage (ARCHITECTURE.md
 * "src/web"). The initial value may be a function: it runs on the first read, in the browser, not when the module
 * loads.
 */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get: () => T;
  /** Sets the value (or maps the current one) and tells the listeners when it changed (Object.is). */
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  /** What the server renders, and hydration starts from. */
  serverSnapshot: () => T;
}

export function createStore<T>(initial: T | (() => T), serverSnapshot: () => T): Store<T> {
  let loaded = typeof initial !== 'function';
  let value = (loaded ? initial : undefined) as T;
  const listeners = new Set<() => void>();
  const get = () => {
    if (!loaded) {
      loaded = true;
      value = (initial as () => T)();
    }
    return value;
  };
  return {
    get,
    set(next) {
      const v = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
      loaded = true;
      if (Object.is(v, value)) return;
      value = v;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    serverSnapshot,
  };
}

/** The store's value in a component; `serverSnapshot` overrides the store's own (a value from context). */
export function useStore<T>(store: Store<T>, serverSnapshot: () => T = store.serverSnapshot): T {
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}

/** Runs `reload` when another tab changes (or clears) one of this browser's localStorage keys. */
export function onStorageChange(key: string, reload: () => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (e) => {
    if (e.key === key || e.key === null) reload();
  });
}

/**
 * A dialog's open flag and the element that opened it, which gets focus back when it closes (Radix would look
 * for a Dialog.Trigger, which would pull the dialog into the first download). The cart drawer and the viewing
 * dialog use it.
 */
export function createOpener() {
  let opener: HTMLElement | null = null;
  return {
    /** Remembers `el`, else the element focused now. */
    remember(el?: HTMLElement | null) {
      opener = el ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    },
    restoreFocus() {
      const el = opener;
      opener = null;
      if (el?.isConnected) el.focus();
    },
  };
}
