/**
 * One checkout step as a panel: its number and title, and its body only while active (docs/shop/storefront.md §2:
 * steps not yet reached are dimmed and inactive). A completed step shows a summary and, where it can be changed,
 * an action (Change Address).
 */
import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import type { StepNumber, StepStatus } from '../checkout-steps';

export function StepPanel({
  number,
  title,
  status,
  summary,
  action,
  children,
}: {
  number: StepNumber;
  title: string;
  status: StepStatus;
  summary?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = `checkout-step-${number}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`step-${number}`}
      data-status={status}
      aria-disabled={status === 'pending' ? true : undefined}
      className={`border bg-surface transition-opacity ${
        status === 'active' ? 'border-charcoal/60' : 'border-line'
      } ${status === 'pending' ? 'opacity-50' : ''}`}
    >
      <header className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
        <h2
          id={headingId}
          className="flex items-center gap-3 font-sans text-base font-medium tracking-normal"
        >
          <span
            aria-hidden="true"
            className={`grid h-7 w-7 place-items-center rounded-full text-xs ${
              status === 'completed'
                ? 'bg-success text-ivory'
                : status === 'active'
                  ? 'bg-charcoal text-ivory'
                  : 'border border-line text-muted'
            }`}
          >
            {status === 'completed' ? <Check className="h-3.5 w-3.5" /> : number}
          </span>
          <span className="uppercase tracking-[0.12em]">{title}</span>
          <span className="sr-only">({status})</span>
        </h2>
        {status === 'completed' && action}
      </header>
      {status === 'completed' && summary && <div className="px-5 pb-5 text-sm sm:px-6">{summary}</div>}
      {status === 'active' && <div className="border-t border-line px-5 py-6 sm:px-6">{children}</div>}
    </section>
  );
}
