/**
 * What a /profile tab (the details, the orders, the addresses) shows while its data loads, and when it could not
 * be loaded: one look for the three, whose data comes from three different calls.
 */
import { Spinner } from '#web/components/Spinner';

export function ProfileTabLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[12rem] items-center justify-center text-muted">
      <Spinner label={label} />
    </div>
  );
}

export function ProfileTabLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="border border-line bg-surface p-8 text-center">
      <p>{message}</p>
      <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
