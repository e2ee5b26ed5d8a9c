/**
 * Whether the 'Book a Virtual View' dialog is open. The floating button and the contact page both open it;
 * the element that opened it gets focus back when it closes.
 */
import { createOpener, createStore, useStore } from '#web/lib/store';

const open = createStore(false, () => false);
const opener = createOpener();

export function openViewingDialog(): void {
  opener.remember();
  open.set(true);
}

export function closeViewingDialog(): void {
  open.set(false);
}

/** Gives focus back to what opened the dialog (Radix would look for a Dialog.Trigger we do not use). */
export const restoreFocusAfterViewingDialog = (): void => opener.restoreFocus();

export function useViewingDialogOpen(): boolean {
  return useStore(open);
}
