/**
 * 'Are you sure you want to remove this item from your cart?' (docs/shop/storefront.md §5) as an alert dialog:
 * focus starts on the safe choice, Escape or a click outside keeps the piece. It can open over the cart drawer.
 */
import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CART_TOASTS } from '../cart-messages';

export function ConfirmRemoveDialog({
  open,
  itemName,
  onConfirm,
  onCancel,
  returnFocusTo,
}: {
  open: boolean;
  itemName: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes (the button that opened it, while it is still there). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-charcoal/40" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={(e) => {
            const el = returnFocusTo?.current;
            if (el?.isConnected) {
              e.preventDefault();
              el.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-[60] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-[2px] bg-surface p-6 shadow-xl"
        >
          <Dialog.Title className="font-sans text-base font-medium leading-snug tracking-normal">
            {CART_TOASTS.confirmRemove}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">{itemName}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className="btn-secondary px-5 py-2.5">Keep it</Dialog.Close>
            <button
              type="button"
              className="btn-primary bg-danger px-5 py-2.5 hover:bg-danger/90"
              onClick={onConfirm}
            >
              Remove
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
