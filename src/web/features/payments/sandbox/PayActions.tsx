/** The foot of a sandbox payment form: the decline or error message, Pay and Cancel. */
import { Lock } from 'lucide-react';
import { Spinner } from '#web/components/Spinner';
import type { SandboxPayment } from './use-sandbox-payment';

interface Props {
  payment: SandboxPayment;
  payLabel: string;
  /** What the spinner says while the payment goes through. */
  working: string;
  /** Only the shown tab speaks: the hidden one keeps its form but says nothing. */
  active: boolean;
}

export function PayActions({ payment, payLabel, working, active }: Props) {
  const { busy, declined, pageError, locked, cancel } = payment;
  return (
    <>
      {active && declined && (
        <div
          role="alert"
          className="rounded-md border border-danger/30 bg-danger/5 px-3 py-3 text-sm text-danger"
        >
          <p className="font-medium">{declined}</p>
          <p className="mt-1 text-danger/80">No money was taken. Taking you back to the shop…</p>
        </div>
      )}
      {active && pageError && (
        <p
          role="alert"
          className="rounded-md border border-danger/30 bg-danger/5 px-3 py-3 text-sm text-danger"
        >
          {pageError}
        </p>
      )}
      <button
        type="submit"
        disabled={locked}
        className="flex w-full items-center justify-center gap-2 rounded-md bg-charcoal px-4 py-3.5 text-base font-medium text-white shadow-sm transition-colors hover:bg-black disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy === 'pay' || busy === 'paid' ? (
          <Spinner label={working} />
        ) : (
          <>
            <Lock aria-hidden="true" className="h-4 w-4" /> {payLabel}
          </>
        )}
      </button>
      <button
        type="button"
        onClick={() => void cancel()}
        disabled={locked}
        className="w-full rounded-md px-4 py-2.5 text-sm font-medium text-muted hover:bg-black/5 hover:text-charcoal disabled:opacity-60"
      >
        {busy === 'cancel' ? 'Cancelling…' : 'Cancel'}
      </button>
    </>
  );
}
