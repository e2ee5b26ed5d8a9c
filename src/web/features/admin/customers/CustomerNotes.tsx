/**
 * The shop's internal notes about a customer (never shown to them): newest first with who wrote each and when,
 * and a form to add one. The note's error shows once, under the field.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { CUSTOMER_MESSAGES, NOTE_MAX_CHARS, type CustomerNote } from '#domain/schemas/admin-customers';
import { Spinner } from '#web/components/Spinner';
import { errorMessage } from '#web/lib/api-client';
import { NOTE_FAILED, useAddCustomerNote } from '../api/add-customer-note';
import { Form, TextAreaField } from '#web/components/form';
import { ui } from '../components/ui';
import { formatDateTime } from '../lib/format';

export function CustomerNotes({
  customerId,
  notes,
  total,
}: {
  customerId: string;
  notes: CustomerNote[];
  total: number;
}) {
  const add = useAddCustomerNote(customerId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // The field's message is read out with the field: focus goes there when a note is refused.
  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return refuse(CUSTOMER_MESSAGES.noteRequired);
    if (trimmed.length > NOTE_MAX_CHARS) return refuse(CUSTOMER_MESSAGES.noteTooLong);
    setError(null);
    add.mutate(trimmed, {
      onSuccess: () => setText(''),
      onError: (err) => refuse(errorMessage(err, NOTE_FAILED)),
    });
  };

  return (
    <section aria-labelledby={headingId} className={`${ui.card} flex flex-col gap-4 p-4`}>
      <h2 id={headingId} className="font-display text-xl">
        Notes
        <span className="ml-2 font-sans text-xs text-muted">only the shop sees these</span>
      </h2>
      <Form density="compact" onSubmit={submit} className="flex flex-col gap-2">
        <TextAreaField
          label="Add a note"
          ref={field}
          rows={3}
          value={text}
          maxLength={NOTE_MAX_CHARS}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          hint="e.g. prefers calls after 6 pm; ring size 12"
        />
        <div>
          <button type="submit" className={ui.btnPrimary} disabled={add.isPending}>
            {add.isPending ? <Spinner label="Adding note…" /> : 'Add note'}
          </button>
        </div>
      </Form>
      {notes.length === 0 ? (
        <p className="text-muted">No notes yet.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Notes, newest first">
          {notes.map((n) => (
            <li key={n._id} className="border-t border-line pt-3">
              <p className="whitespace-pre-line break-words">{n.text}</p>
              <p className="mt-1 text-xs text-muted">
                {n.by.name} · <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </p>
            </li>
          ))}
          {total > notes.length && <li className="text-xs text-muted">and {total - notes.length} older</li>}
        </ol>
      )}
    </section>
  );
}
