/** The customer's orders, newest first, a page at a time: number, date, status, pieces, total and refunds. */
import { Link } from 'react-router';
import type { CustomerReply } from '#domain/schemas/admin-customers';
import { formatINR } from '#domain/money';
import { Badge, orderTone } from '../components/Badge';
import { EmptyState } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { Table, TBody, Td, Th, THead, Tr } from '../components/Table';
import { ui } from '../components/ui';
import { formatDate } from '../lib/format';

export function CustomerOrders({
  reply,
  busy,
  onPage,
}: {
  reply: CustomerReply;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <section aria-labelledby="customer-orders" className="flex flex-col gap-3">
      <h2 id="customer-orders" className="font-display text-xl">
        Orders
      </h2>
      {reply.orders.length === 0 ? (
        <EmptyState message="No orders yet." />
      ) : (
        <>
          <Table caption="Orders of this customer" busy={busy}>
            <THead>
              <Th>Order</Th>
              <Th>Date</Th>
              <Th>Status</Th>
              <Th className="text-right">Pieces</Th>
              <Th className="text-right">Total</Th>
            </THead>
            <TBody>
              {reply.orders.map((o) => (
                <Tr key={o._id}>
                  <Td>
                    <Link to={`/admin/orders?q=${o.orderNumber}`} className={`${ui.link} font-medium`}>
                      #{o.orderNumber}
                    </Link>
                    {o.guest && <span className="ml-2 text-xs text-muted">(as a guest)</span>}
                  </Td>
                  <Td label="Date" className="whitespace-nowrap">
                    {formatDate(o.createdAt)}
                  </Td>
                  <Td label="Status">
                    <Badge tone={orderTone(o.status)}>{o.status}</Badge>
                  </Td>
                  <Td label="Pieces" className="md:text-right">
                    {o.itemCount}
                  </Td>
                  <Td label="Total" className="whitespace-nowrap md:text-right">
                    {formatINR(o.totalAmount)}
                    {o.refundedAmount > 0 && (
                      <span className="block text-xs text-muted">{formatINR(o.refundedAmount)} refunded</span>
                    )}
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          <Pagination
            page={reply.page}
            limit={reply.limit}
            total={reply.total}
            onPage={onPage}
            noun="orders"
          />
        </>
      )}
    </section>
  );
}
