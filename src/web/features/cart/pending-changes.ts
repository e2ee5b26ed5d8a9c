/**
 * How many server-cart changes (quantity, remove) are on their way, across every screen: while one is, all the
 * quantity buttons wait (docs/shop/storefront.md §5 "Quantities": both disabled while a change is on its way). A
 * counter rather than TanStack's mutation cache keeps useMutation out of the first download.
 */
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export async function trackChange<T>(work: () => Promise<T>): Promise<T> {
  pending += 1;
  emit();
  try {
    return await work();
  } finally {
    pending -= 1;
    emit();
  }
}

export function usePendingChanges(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
    () => 0,
  );
}
