/** Where the customer's orders went, their viewing requests and their messages (the newest few of each). */
import type { ReactNode } from 'react';
import type { CustomerReply } from '#domain/schemas/admin-customers';
import { Badge, appointmentTone } from '../components/Badge';
import { ui } from '../components/ui';
import { formatDate, formatDay } from '../lib/format';
import { AddressLines } from '../shared/AddressLines';

function Panel({
  id,
  title,
  shown,
  total,
  empty,
  children,
}: {
  id: string;
  title: string;
  shown: number;
  total: number;
  empty: string;
  children: ReactNode;
}) {
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
      {shown === 0 ? <p className="text-muted">{empty}</p> : children}
    </section>
  );
}

export function CustomerContact({ reply }: { reply: CustomerReply }) {
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
      <Panel
        id="customer-addresses"
        title="Addresses"
        shown={reply.addresses.length}
        total={reply.counts.addresses}
        empty="No orders shipped yet."
      >
        <ul className="flex flex-col gap-3">
          {reply.addresses.map((a, i) => (
            <li key={i} className="border-b border-line pb-3 last:border-b-0 last:pb-0">
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
            </li>
          ))}
        </ul>
      </Panel>
      <Panel
        id="customer-appointments"
        title="Viewing requests"
        shown={reply.appointments.length}
        total={reply.counts.appointments}
        empty="No viewing requests."
      >
        <ul className="flex flex-col gap-2">
          {reply.appointments.map((a) => (
            <li key={a._id} className="flex items-center justify-between gap-2">
              <span>
                {formatDay(a.date)} at {a.time}
              </span>
              <Badge tone={appointmentTone(a.status)}>{a.status}</Badge>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel
        id="customer-messages"
        title="Messages"
        shown={reply.messages.length}
        total={reply.counts.messages}
        empty="No messages."
      >
        <ul className="flex flex-col gap-3">
          {reply.messages.map((m) => (
            <li key={m._id} className="border-b border-line pb-3 last:border-b-0 last:pb-0">
              <p className="font-medium">{m.subject}</p>
              <p className="line-clamp-3 whitespace-pre-line text-muted">{m.message}</p>
              <p className="mt-1 text-xs text-muted">
                {formatDate(m.createdAt)}
                {m.repliedAt ? ' · replied' : m.readAt ? ' · read' : ' · unread'}
              </p>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
