/** Where the customer's orders went, their viewing requests and their messages (the newest few of each). */
import type { ReactNode } from 'react';
import type { CustomerReply } from '#domain/schemas/admin-customers';
import { Badge, appointmentTone } from '../components/Badge';
import { ui } from '../components/ui';
import { formatDate, formatDay } from '../lib/format';
import { AddressLines } from '../shared/AddressLines';

/** The customer's small lists: each is `reply[list]`, how many there are in all is `reply.counts[list]`. */
type ListName = 'addresses' | 'appointments' | 'messages';

/** A list's rows: stacked and divided by a line, or one line each (a date and a badge). */
const LOOK = {
  divided: { list: 'gap-3', item: 'border-b border-line pb-3 last:border-b-0 last:pb-0' },
  line: { list: 'gap-2', item: 'flex items-center justify-between gap-2' },
} as const;

/** One of the customer's lists: its heading (with "newest N of M" when more exist), the rows or its empty words. */
function Panel<K extends ListName>({
  reply,
  list,
  title,
  empty,
  look,
  children,
}: {
  reply: CustomerReply;
  list: K;
  title: string;
  empty: string;
  look: keyof typeof LOOK;
  children: (item: CustomerReply[K][number]) => ReactNode;
}) {
  const items: readonly CustomerReply[K][number][] = reply[list];
  const total = reply.counts[list];
  const shown = items.length;
  const id = `customer-${list}`;
  return (
    <section aria-labelledby={id} className={`${ui.card} flex flex-col gap-3 p-4`}>
      <h2 id={id} className="font-display text-xl">
        {title}
        {total > shown && (
          <span className="ml-2 font-sans text-xs text-muted">
            newest {shown} of {total}
          </span>
        )}
      </h2>
      {shown === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul className={`flex flex-col ${LOOK[look].list}`}>
          {items.map((item, i) => (
            <li key={i} className={LOOK[look].item}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function CustomerContact({ reply }: { reply: CustomerReply }) {
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
      <Panel reply={reply} list="addresses" title="Addresses" empty="No orders shipped yet." look="divided">
        {(a) => (
          <>
            <AddressLines
              className="not-italic"
              lines={[
                <span key="name" className="font-medium">
                  {a.fullName}
                </span>,
                a.addressLine1,
                a.addressLine2,
                `${a.city}, ${a.state} ${a.zipCode}`,
                a.phoneNumber,
              ]}
            />
            <p className="mt-1 text-xs text-muted">
              {a.orders} {a.orders === 1 ? 'order' : 'orders'}, last {formatDate(a.lastUsedAt)}
            </p>
          </>
        )}
      </Panel>
      <Panel
        reply={reply}
        list="appointments"
        title="Viewing requests"
        empty="No viewing requests."
        look="line"
      >
        {(a) => (
          <>
            <span>
              {formatDay(a.date)} at {a.time}
            </span>
            <Badge tone={appointmentTone(a.status)}>{a.status}</Badge>
          </>
        )}
      </Panel>
      <Panel reply={reply} list="messages" title="Messages" empty="No messages." look="divided">
        {(m) => (
          <>
            <p className="font-medium">{m.subject}</p>
            <p className="line-clamp-3 whitespace-pre-line text-muted">{m.message}</p>
            <p className="mt-1 text-xs text-muted">
              {formatDate(m.createdAt)}
              {m.repliedAt ? ' · replied' : m.readAt ? ' · read' : ' · unread'}
            </p>
          </>
        )}
      </Panel>
    </div>
  );
}
