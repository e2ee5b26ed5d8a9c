/** Where the customer's orders went, their viewing requests and their messages (the newest few of each). */
import type { ReactNode } from 'react';
import type { CustomerReply } from '#domain/schemas/admin-customers';
import { Badge, appointmentTone } from '../components/Badge';
import { ui } from '../components/ui';
import { formatDate, formatDay } from '../lib/format';
import { AddressLines } from '../shared/AddressLines';

const DIVIDED = 'border-b border-line pb-3 last:border-b-0 last:pb-0';

/** One of the customer's lists: its heading (with "newest N of M" when more exist), the rows or its empty words. */
function Panel<T>({
  id,
  title,
  items,
  total,
  empty,
  gap,
  itemClassName,
  children,
}: {
  id: string;
  title: string;
  items: readonly T[];
  total: number;
  empty: string;
  gap: string;
  itemClassName: string;
  children: (item: T) => ReactNode;
}) {
  const shown = items.length;
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
        <ul className={`flex flex-col ${gap}`}>
          {items.map((item, i) => (
            <li key={i} className={itemClassName}>
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
      <Panel
        id="customer-addresses"
        title="Addresses"
        items={reply.addresses}
        total={reply.counts.addresses}
        empty="No orders shipped yet."
        gap="gap-3"
        itemClassName={DIVIDED}
      >
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
        id="customer-appointments"
        title="Viewing requests"
        items={reply.appointments}
        total={reply.counts.appointments}
        empty="No viewing requests."
        gap="gap-2"
        itemClassName="flex items-center justify-between gap-2"
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
      <Panel
        id="customer-messages"
        title="Messages"
        items={reply.messages}
        total={reply.counts.messages}
        empty="No messages."
        gap="gap-3"
        itemClassName={DIVIDED}
      >
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
