/**
 * "Save these rates?" — what a save changes, old → new, before every rate-linked price moves: the confirmation
 * dialog (components/ConfirmDialog.tsx) with the changes listed; focus starts on Cancel, Escape closes, focus
 * returns to Save.
 */
import { formatRatePerGram, rateKeyLabel } from '#web/lib/rate-format';
import { ConfirmDialog } from '../components/ConfirmDialog';
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
  const count = changes?.length ?? 0;
  return (
    <ConfirmDialog
      open={!!changes}
      onOpenChange={(next) => !next && onCancel()}
      alert={false}
      title={`Save ${count === 1 ? 'this rate' : `these ${count} rates`}?`}
      description={
        <>
          Every rate-linked piece in {count === 1 ? 'this metal' : 'these metals'} is repriced at once, in the
          shop and in open bags. Checkouts already started keep their price.
        </>
      }
      confirmLabel="Save rates"
      busyLabel="Saving…"
      tone="primary"
      busy={busy}
      onConfirm={() => changes && onConfirm(changes)}
    >
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
    </ConfirmDialog>
  );
}
