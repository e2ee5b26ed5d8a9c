/** The three steps across the top: a number (a tick once completed), the title, and which one is current. */
import { Check } from 'lucide-react';
import { CHECKOUT_STEPS, stepStatus, type StepNumber } from '../checkout-steps';

export function StepIndicator({ current }: { current: StepNumber }) {
  return (
    <ol className="flex items-start gap-2 sm:items-center sm:gap-4" aria-label="Checkout steps">
      {CHECKOUT_STEPS.map((step, i) => {
        const status = stepStatus(step.number, current);
        return (
          <li
            key={step.number}
            data-status={status}
            aria-current={status === 'active' ? 'step' : undefined}
            className="relative flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-3 sm:text-left"
          >
            <span
              aria-hidden="true"
              className={`grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-medium ${
                status === 'completed'
                  ? 'bg-success text-ivory'
                  : status === 'active'
                    ? 'bg-charcoal text-ivory'
                    : 'border border-line bg-surface text-muted'
              }`}
            >
              {status === 'completed' ? <Check className="h-4 w-4" /> : step.number}
            </span>
            <span
              className={`text-[11px] font-medium uppercase tracking-[0.1em] sm:whitespace-nowrap sm:text-sm sm:tracking-[0.12em] ${
                status === 'pending' ? 'text-muted' : 'text-charcoal'
              }`}
            >
              {step.title}
              <span className="sr-only">, {status}</span>
            </span>
            {i < CHECKOUT_STEPS.length - 1 && (
              <span aria-hidden="true" className="hidden h-px flex-1 bg-line sm:block" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
