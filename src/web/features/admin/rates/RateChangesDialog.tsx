/**
 * "Save these rates?" — what a save changes, old → new, before every rate-linked price moves. Like the delete
 * confirmation (components/ConfirmDialog.tsx): focus starts on Cancel, Escape closes, focus returns to Save.
 */
import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Spinner } from '#web/components/Spinner';
import { useReturnFocus } from '#web/components/use-return-focus';
import { formatRatePerGram, rateKeyLabel } from '#web/lib/rate-format';
import { ui } from '../components/ui';
import { deltaText, rateDelta, type RateChange } from './rate-form-model';

export function RateChangesDialog({
  changes,
  busy,
  onCancel,
  onConfirm,
}: {
  /** The changes to confirm; null when closed. */
  changes: RateChange[] | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (changes: RateChange[]) => void;
}) {
  const open = !!changes;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(open);
  const count = changes?.length ?? 0;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            cancelRef.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[2px] border border-line bg-surface p-5 text-sm shadow-xl"
        >
          <Dialog.Title className="font-display text-xl leading-snug">
            Save {count === 1 ? 'this rate' : `these ${count} rates`}?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">
            Every rate-linked piece in {count === 1 ? 'this metal' : 'these metals'} is repriced at once, in
            the shop and in open bags. Checkouts already started keep their price.
          </Dialog.Description>
          <ul className="mt-4 divide-y divide-line border-y border-line" aria-label="Rate changes">
            {changes?.map((c) => {
              const delta = rateDelta(c.oldRate, c.newRate);
              return (
                <li
                  key={`${c.key.metal}:${c.key.purity}`}
                  className="flex flex-wrap items-baseline gap-x-3 py-2.5"
                >
                  <span className="min-w-[6.5rem] font-medium text-charcoal">{rateKeyLabel(c.key)}</span>
                  <span className="tabular-nums">
                    {c.oldRate === null ? 'not set' : formatRatePerGram(c.oldRate)}
                    <span aria-hidden="true"> → </span>
                    <span className="sr-only"> to </span>
                    <strong className="font-medium text-charcoal">{formatRatePerGram(c.newRate)}</strong>
                  </span>
                  {delta && <span className="text-xs text-muted">{deltaText(delta)}</span>}
                </li>
              );
            })}
          </ul>
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close asChild>
              <button ref={cancelRef} type="button" className={ui.btnSecondary} disabled={busy}>
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={ui.btnPrimary}
              disabled={busy}
              onClick={() => changes && onConfirm(changes)}
            >
              {busy ? <Spinner label="Saving…" /> : 'Save rates'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
