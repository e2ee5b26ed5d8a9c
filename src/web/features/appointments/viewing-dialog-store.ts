/**
 * Whether the 'Book a Virtual View' dialog is open. The floating button and the contact page both open it;
 * the element that opened it gets focus back when it closes.
 */
import { useSyncExternalStore } from 'react';

let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openViewingDialog(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open = true;
  emit();
}

export function closeViewingDialog(): void {
  open = false;
  emit();
}

/** Gives focus back to what opened the dialog (Radix would look for a Dialog.Trigger we do not use). */
export function restoreFocusAfterViewingDialog(): void {
  const el = opener;
  opener = null;
  if (el?.isConnected) el.focus();
}

export function useViewingDialogOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
