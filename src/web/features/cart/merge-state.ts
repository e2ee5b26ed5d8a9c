/**
 * Whether the guest cart is being merged into the server cart right now. While it is, the cart hook keeps
 * showing the guest lines (so the badge does not flicker to 0) and holds back its own fetch of the server cart.
 */
import { useSyncExternalStore } from 'react';

let merging = false;
const listeners = new Set<() => void>();

export const mergeState = {
  get: () => merging,
  set(value: boolean) {
    merging = value;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useMerging(): boolean {
  return useSyncExternalStore(mergeState.subscribe, mergeState.get, () => false);
}
