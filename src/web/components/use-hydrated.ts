import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that markup; true from then on (and at
 * once for pages the browser renders itself). Pages whose content lives in this browser — the bag, checkout —
 * show their frame until then instead of guessing (docs/decisions/065).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
