/**
 * The order's timeline for the shop (docs/decisions/097): everything that happened to it, newest first — placed,
 * paid, each e-mail sent, status changes, shipped, delivered, cancelled, refunds (and failed attempts), stock put
 * back, hallmarks — with who did it and when (in the shop's time zone), and the internal notes, added here.
 */
import { useState, type FormEvent } from 'react';
import { AFTER_SALE_LIMITS as L } from '#domain/after-sale';
import { OrderNoteInput } from '#domain/schemas/admin-orders';
import { errorMessage } from '#web/lib/api-client';
import { adminEventText } from '#web/features/orders/timeline-text';
import { NOTE_FAILED, useAddOrderNote } from '../api/add-order-note';
import { TIMELINE_FAILED, useOrderTimeline } from '../api/get-order-timeline';
import { Form, TextAreaField } from '#web/components/form';
import { Spinner } from '#web/components/Spinner';
import { LoadError } from '../components/LoadState';
import { SubmitButton } from '../components/SubmitButton';
import { ui } from '../components/ui';
import { formatDateTime } from '../lib/format';

function NoteForm({ orderId }: { orderId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useAddOrderNote();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = OrderNoteInput.safeParse({ text });
    const field = e.currentTarget.elements.namedItem('note') as HTMLTextAreaElement | null;
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      field?.focus();
      return;
    }
    setError(undefined);
    mutation.mutate(
      { id: orderId, text: parsed.data.text },
      {
        onSuccess: () => setText(''),
        onError: (err) => {
          setError(errorMessage(err, NOTE_FAILED));
          field?.focus();
        },
      },
    );
  };
  return (
    <Form density="compact" onSubmit={onSubmit} aria-label="Add a note" className="flex flex-col gap-2">
      <TextAreaField
        label="Internal note"
        name="note"
        rows={2}
        maxLength={L.noteMax + 50}
        className="[&_textarea]:min-h-[4rem]"
        value={text}
        error={error}
        hint="Only the shop's staff see notes."
        onChange={(e) => setText(e.target.value)}
      />
      <div>
        <SubmitButton busy={mutation.isPending} busyLabel="Adding…" className={ui.btnSecondary}>
          Add note
        </SubmitButton>
      </div>
    </Form>
  );
}

export function OrderTimeline({ orderId }: { orderId: string }) {
  const query = useOrderTimeline(orderId);
  return (
    <div className="flex flex-col gap-3">
      <NoteForm orderId={orderId} />
      {query.isPending ? (
        <Spinner label="Loading the timeline…" className="text-muted" />
      ) : query.isError ? (
        <LoadError
          message={TIMELINE_FAILED}
          detail={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.events.length === 0 ? (
        <p className="text-muted">Nothing recorded yet.</p>
      ) : (
        <ol
          aria-label="Timeline"
          className="relative ml-1.5 border-l border-line"
          data-testid="order-timeline"
        >
          {query.data.events.map((event) => {
            const text = adminEventText(event);
            const note = event.type === 'note';
            return (
              <li key={event._id} className="relative pb-3 pl-4 last:pb-0" data-type={event.type}>
                <span
                  aria-hidden="true"
                  className={`absolute -left-[5px] top-1.5 h-2.5 w-2.5 rounded-full border-2 border-surface ${
                    note ? 'bg-gold' : event.type === 'refund_failed' ? 'bg-danger' : 'bg-charcoal'
                  }`}
                />
                <p className="font-medium">{text.title}</p>
                {text.body && (
                  <p
                    className={`whitespace-pre-line break-words ${note ? 'mt-0.5 rounded-[2px] bg-gold-tint px-2 py-1 text-charcoal' : 'text-muted'}`}
                  >
                    {text.body}
                  </p>
                )}
                {text.link && (
                  <a
                    href={text.link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${ui.link} text-charcoal underline`}
                  >
                    {text.link.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
                <p className="text-xs text-muted">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                  {event.by && ` · ${event.by}`}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
