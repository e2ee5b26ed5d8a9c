/** One term of an order card's summary row: a small capitalised name over its value (with its test id). */
import type { ReactNode } from 'react';

export function OrderFact({
  term,
  testId,
  className,
  children,
}: {
  term: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-[0.14em] text-muted">{term}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
