/** Loading, failure and empty states shared by every admin screen. */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, Inbox } from 'lucide-react';
import { Spinner } from '#web/components/Spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { ui } from './ui';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[12rem] items-center justify-center text-muted">
      <Spinner label={label} />
    </div>
  );
}

export function LoadError({
  message,
  detail,
  onRetry,
}: {
  message: string;
  /** The server's reason, when it differs from the message. */
  detail?: string | undefined;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className={`${ui.card} flex flex-col items-center gap-3 px-6 py-10 text-center text-charcoal`}
    >
      <AlertTriangle aria-hidden="true" className="h-6 w-6 text-danger" />
      <p className="font-medium">{message}</p>
      {detail && detail !== message && <p className="text-muted">{detail}</p>}
      {onRetry && (
        <button type="button" className={ui.btnSecondary} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      className={`${ui.card} flex flex-col items-center gap-3 border-dashed px-6 py-12 text-center text-muted`}
    >
      <Inbox aria-hidden="true" className="h-6 w-6 text-gold" />
      <p className="text-charcoal">{message}</p>
      {children}
    </div>
  );
}

/**
 * A screen's read: the spinner while it loads, its failure (the screen's words with the server's reason under
 * them, or — `reasonFirst` — the server's reason in their place) with Try again unless the server said 404, then
 * what it shows.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  reasonFirst = false,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  reasonFirst?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <LoadError
        message={reasonFirst ? errorMessage(query.error, failed) : failed}
        detail={reasonFirst ? undefined : errorMessage(query.error, '')}
        onRetry={missing ? undefined : () => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
