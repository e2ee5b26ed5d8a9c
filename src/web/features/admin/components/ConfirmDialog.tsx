/**
 * "Are you sure…?" before a deletion (docs/shop/admin.md §2), or before any step that changes much at once (the
 * metal rates' save, with what it changes as `children`). An alert dialog unless `alert` is false: focus starts
 * on Cancel (the safe choice), Escape and Cancel close it, focus is trapped inside and returns to the button that
 * opened it.
 */
import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Spinner } from '#web/components/Spinner';
import { useReturnFocus } from '#web/components/use-return-focus';
import { ui } from './ui';

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting…',
  tone = 'danger',
  alert = true,
  busy = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Are you sure you want to delete this category?' */
  title: ReactNode;
  /** What will be deleted and what it means. */
  description?: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  tone?: 'danger' | 'primary';
  alert?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  /** What the step changes, between the description and the buttons. */
  children?: ReactNode;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content
          role={alert ? 'alertdialog' : 'dialog'}
          onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            cancelRef.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[2px] border border-line bg-surface p-5 text-sm shadow-xl"
        >
          <Dialog.Title className="font-display text-xl leading-snug">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description asChild>
              <div className="mt-2 text-muted">{description}</div>
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">This cannot be undone.</Dialog.Description>
          )}
          {children}
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close asChild>
              <button ref={cancelRef} type="button" className={ui.btnSecondary} disabled={busy}>
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={tone === 'danger' ? ui.btnDanger : ui.btnPrimary}
              disabled={busy}
              onClick={onConfirm}
            >
              {busy ? <Spinner label={busyLabel} /> : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
