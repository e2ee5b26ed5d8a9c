/** The Metal rates form's foot: what a save does, "Confirm today's rates" (an untouched form) and "Save rates". */
import { Spinner } from '#web/components/Spinner';
import { ui } from '../components/ui';

export function RatesFormFooter({
  canConfirm,
  busy,
  onConfirmUnchanged,
}: {
  /** Rates exist and none was touched: they can be confirmed as they are. */
  canConfirm: boolean;
  busy: boolean;
  onConfirmUnchanged: () => void;
}) {
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-xs text-muted">
        Rupees per gram, at most two decimals. Saving reprices every rate-linked piece at once; checkouts
        already open keep their price.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {canConfirm && (
          <button type="button" className={ui.btnSecondary} onClick={onConfirmUnchanged} disabled={busy}>
            Confirm today's rates
          </button>
        )}
        <button type="submit" className={ui.btnPrimary} disabled={busy}>
          {busy ? <Spinner label="Saving…" /> : 'Save rates'}
        </button>
      </div>
    </div>
  );
}
