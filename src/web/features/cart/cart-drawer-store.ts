/**
 * Whether the cart drawer is open. The header's cart icon opens it; the element that opened it gets focus back
 * when it closes (Radix would look for a Dialog.Trigger, which would pull the dialog into the first download).
 */
import { useSyncExternalStore } from 'react';

let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openCartDrawer(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open = true;
  emit();
}

export function closeCartDrawer(): void {
  if (!open) return;
  open = false;
  emit();
}

export function restoreFocusAfterCartDrawer(): void {
  const el = opener;
  opener = null;
  if (el?.isConnected) el.focus();
}

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
