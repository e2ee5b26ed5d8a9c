/**
 * One contact message: a disclosure row (subject, sender, when, Unread / Replied) that opens to the message, a
 * "Mark as unread" button and the reply form. Opening an unread message marks it read on the server.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, Mail } from 'lucide-react';
import type { ContactMessageDto } from '#domain/schemas/admin-service';
import { errorMessage } from '#web/lib/api-client';
import { Spinner } from '#web/components/Spinner';
import { useMarkMessageRead } from '../api/mark-message-read';
import { REPLY_FAILED, useReplyToMessage } from '../api/reply-to-message';
import { Badge } from '../components/Badge';
import { Form, FormError, TextAreaField } from '#web/components/form';
import { ui } from '../components/ui';
import { formatDateTime } from '../lib/format';

export function MessageItem({
  message: m,
  open,
  onToggle,
}: {
  message: ContactMessageDto;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const markRead = useMarkMessageRead();
  const unread = m.readAt === null;
  // Opening marks read, once per opening: "Mark as unread" while it is open must not be undone by this.
  const opened = useRef(false);
  useEffect(() => {
    if (!open) {
      opened.current = false;
      return;
    }
    if (opened.current) return;
    opened.current = true;
    if (unread) markRead.mutate({ id: m._id, read: true, quiet: true });
  }, [open, unread, m._id, markRead]);

  return (
    <article className={`${ui.card} ${unread ? 'border-l-4 border-l-gold' : ''}`}>
      <h2 className="font-sans text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-3 p-4 text-left hover:bg-ivory focus-visible:outline-2 focus-visible:outline-gold"
        >
          <span className="min-w-0">
            <span className={`block truncate ${unread ? 'font-semibold' : 'font-medium'}`}>{m.subject}</span>
            <span className="block truncate text-sm font-normal text-muted">
              {m.name} · {formatDateTime(m.createdAt)}
            </span>
            <span className="mt-1 flex flex-wrap gap-1.5">
              {unread && <Badge tone="gold">Unread</Badge>}
              {m.repliedAt && <Badge tone="success">Replied {formatDateTime(m.repliedAt)}</Badge>}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`mt-1 h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      {open && (
        <div id={panelId} className="border-t border-line p-4">
          <p className="text-muted">
            From {m.name} ·{' '}
            <a href={`mailto:${m.email}`} className={`${ui.link} inline-flex items-center gap-1`}>
              <Mail aria-hidden="true" className="h-3.5 w-3.5" />
              {m.email}
            </a>
          </p>
          <p className="mt-2 whitespace-pre-line break-words">{m.message}</p>
          <div className="mt-3">
            <button
              type="button"
              className={ui.btnGhost}
              disabled={unread || markRead.isPending}
              onClick={() => markRead.mutate({ id: m._id, read: false })}
            >
              Mark as unread
            </button>
          </div>
          <ReplyForm message={m} />
        </div>
      )}
    </article>
  );
}

function ReplyForm({ message: m }: { message: ContactMessageDto }) {
  const [text, setText] = useState('');
  const reply = useReplyToMessage();
  const fieldError = (
    reply.error as { errors?: Array<{ path: string; message: string }> } | null
  )?.errors?.find((e) => e.path === 'text')?.message;
  const first = m.name.trim().split(/\s+/)[0] || m.name;
  return (
    <Form
      density="compact"
      className="mt-4 flex flex-col gap-2 border-t border-line pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!reply.isPending) reply.mutate({ id: m._id, text }, { onSuccess: () => setText('') });
      }}
    >
      {reply.error && !fieldError && <FormError message={errorMessage(reply.error, REPLY_FAILED)} />}
      <TextAreaField
        label={`Reply to ${first}`}
        hint={`E-mailed to ${m.email} with their message quoted below it. Their answer comes to the shop’s mailbox.`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (reply.error) reply.reset();
        }}
        error={fieldError}
        maxLength={5000}
        required
      />
      <div className="flex justify-end">
        <button type="submit" className={ui.btnPrimary} disabled={reply.isPending}>
          {reply.isPending ? <Spinner label="Sending…" /> : 'Send reply'}
        </button>
      </div>
    </Form>
  );
}
