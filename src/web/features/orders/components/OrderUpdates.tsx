/**
 * "Order updates" on the shopper's order card (docs/decisions/097): the order's milestones — placed, paid,
 * shipped (with the tracking link), delivered, cancelled, refunded — newest first, each with its date in the
 * shop's time zone. Fetched only when opened: most shoppers glance at the status and never open it.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { Spinner } from '#web/components/Spinner';
import { errorMessage } from '#web/lib/api-client';
import { shopDayTime } from '#web/lib/shop-time';
import { TIMELINE_TEXT, orderTimelineQuery } from '../api/get-order-timeline';
import { shopperEventText, withoutEchoes } from '../timeline-text';

export function OrderUpdates({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const timeline = useQuery(orderTimelineQuery(orderId, open));
  const events = withoutEchoes(timeline.data?.events ?? [])
    .map((event) => ({ event, text: shopperEventText(event) }))
    .filter((e) => e.text !== null);

  return (
    <details
      className="group border-t border-line px-5 py-3 text-sm sm:px-6"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-1 font-medium [&::-webkit-details-marker]:hidden">
        Order updates
        <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="pb-2 pt-3" aria-live="polite" aria-busy={timeline.isFetching || undefined}>
        {timeline.isPending ? (
          <Spinner label="Loading updates…" className="text-muted" />
        ) : timeline.isError ? (
          <p role="alert" className="text-danger">
            {errorMessage(timeline.error, TIMELINE_TEXT.failed)}{' '}
            <button type="button" className="link underline" onClick={() => void timeline.refetch()}>
              Try again
            </button>
          </p>
        ) : events.length === 0 ? (
          <p className="text-muted">No updates yet.</p>
        ) : (
          <ol className="relative ml-1.5 border-l border-line" data-testid="order-updates">
            {events.map(({ event, text }) => (
              <li key={event._id} className="relative pb-3 pl-4 last:pb-0">
                <span
                  aria-hidden="true"
                  className="absolute -left-[5px] top-1.5 h-2.5 w-2.5 rounded-full border-2 border-surface bg-gold"
                />
                <p className="font-medium">{text!.title}</p>
                {text!.body && <p className="text-muted">{text!.body}</p>}
                {text!.link && (
                  <a
                    href={text!.link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="link text-charcoal underline"
                  >
                    {text!.link.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
                <p className="text-xs text-muted">
                  <time dateTime={event.at}>{shopDayTime(event.at, '')}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
