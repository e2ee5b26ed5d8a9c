/**
 * The virtual viewing dialog's frame: a sheet from the bottom on phones, centred from 640 px, with its title,
 * the shop's viewing hours and a close button. It cannot be closed while a request is being sent; focus goes back
 * to the button that opened it (viewing-dialog-store.ts).
 */
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { closeViewingDialog, restoreFocusAfterViewingDialog } from '../viewing-dialog-store';

export function ViewingDialogFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Dialog.Root open onOpenChange={(o) => !o && !busy && closeViewingDialog()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            restoreFocusAfterViewingDialog();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto border-t border-line bg-surface p-5 shadow-xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:border sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="eyebrow">Private appointment</p>
              <Dialog.Title className="mt-1 font-display text-3xl sm:text-4xl">
                Book a Virtual View
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-muted">
                See pieces up close on a video call with one of our jewellery specialists. Monday to Saturday,
                11:00 AM to 8:00 PM (India time).
              </Dialog.Description>
            </div>
            <Dialog.Close className="-mr-2 -mt-2 p-2 text-muted hover:text-charcoal" aria-label="Close">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
