/**
 * The parts of an order's details (OrderDetailDialog.tsx, docs/shop/admin.md §2 "Orders"): what needs doing first
 * (a refund owed, a cancellation), the lines as bought with the totals, the customer, the address, the parcel,
 * the invoice and the payment.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, ExternalLink } from 'lucide-react';
import type { AdminOrderDto } from '#domain/schemas/admin-orders';
import { postalLines } from '#domain/address-book';
import { formatINR } from '#domain/money';
import { InvoiceButton } from '#web/features/orders/components/InvoiceButton';
import { Badge } from '../components/Badge';
import { Thumb } from '../components/Thumb';
import { ui } from '../components/ui';
import { formatDateTime } from '../lib/format';
import { notify } from '../lib/notify';
import { AddressLines } from '../shared/AddressLines';
import { RefundList } from './RefundList';
import { providerName, refundableOf } from './order-money';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-3">
      <h3 className="mb-1.5 font-sans text-xs font-medium uppercase tracking-[0.12em] text-muted">{title}</h3>
      {children}
    </section>
  );
}

/** "Needs refund" with the amount owed and why, and a cancellation with when and why. */
export function OrderNotices({ order }: { order: AdminOrderDto }) {
  const owed = order.amountOwed;
  return (
    <>
      {order.needsRefund && (
        <div
          role="note"
          className="mt-3 flex gap-2 rounded-[2px] border border-danger/30 bg-danger/5 p-3 text-danger"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <div>
            <p className="font-medium" data-testid="needs-refund">
              Needs refund{owed > 0 && `: ${formatINR(owed)} owed`}
            </p>
            <p>
              {order.refundReason ??
                (order.status === 'Cancelled'
                  ? 'This order was paid and cancelled, and not refunded in full.'
                  : 'This order was paid but could not be fulfilled.')}
            </p>
          </div>
        </div>
      )}
      {order.status === 'Cancelled' && (
        <div role="note" className="mt-3 rounded-[2px] border border-line bg-ivory p-3">
          <p className="font-medium">
            Cancelled{order.cancelledAt && ` ${formatDateTime(order.cancelledAt)}`}
          </p>
          {order.cancelReason && <p className="text-muted">Reason: {order.cancelReason}</p>}
        </div>
      )}
    </>
  );
}

type Line = AdminOrderDto['cartItems'][number];

function ItemLine({ line }: { line: Line }) {
  return (
    <li className="flex gap-3 py-2">
      <Thumb url={line.mainImageAtPurchase} size="medium" lazy={false} />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{line.nameAtPurchase}</p>
        <p className="text-xs text-muted">
          {[line.material, line.purity, line.selectedSize && `Size ${line.selectedSize}`]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-xs text-muted">
          SKU {line.sku}
          {line.weightGrams > 0 && ` · ${line.weightGrams.toFixed(2)} g each`}
        </p>
        {line.huids.length > 0 && <p className="text-xs text-muted">HUID {line.huids.join(', ')}</p>}
      </div>
      <div className="whitespace-nowrap text-right">
        <p>
          {line.quantity} × {formatINR(line.priceAtPurchase)}
        </p>
        <p className="font-medium">{formatINR(line.quantity * line.priceAtPurchase)}</p>
      </div>
    </li>
  );
}

/** The lines as bought, then items, shipping and total (and the refunds and what is left when refunded). */
export function OrderItems({ order }: { order: AdminOrderDto }) {
  const itemsTotal = order.cartItems.reduce((sum, l) => sum + l.priceAtPurchase * l.quantity, 0);
  return (
    <Section title="Items">
      <ul className="divide-y divide-line">
        {order.cartItems.map((line) => (
          <ItemLine key={line._id} line={line} />
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 text-right">
        <dt className="text-muted">Items</dt>
        <dd>{formatINR(itemsTotal)}</dd>
        <dt className="text-muted">Shipping</dt>
        <dd>{formatINR(Math.max(0, order.totalAmount - itemsTotal))}</dd>
        <dt className="font-medium">Total</dt>
        <dd className="font-medium">{formatINR(order.totalAmount)}</dd>
        {order.refundedAmount > 0 && (
          <>
            <dt className="text-muted">Refunded</dt>
            <dd data-testid="order-refunded">−{formatINR(order.refundedAmount)}</dd>
            <dt className="font-medium">Net</dt>
            <dd className="font-medium">{formatINR(refundableOf(order))}</dd>
          </>
        )}
      </dl>
    </Section>
  );
}

/** The customer (a link to their page while the account exists) and where the parcel goes. */
export function CustomerAndAddress({ order }: { order: AdminOrderDto }) {
  const a = order.shippingAddress;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Section title="Customer">
        <p className="font-medium">
          {order.user._id ? (
            <Link
              to={`/admin/customers/${order.user._id}`}
              className={`${ui.link} underline`}
              aria-label={`${order.user.name}: customer page`}
            >
              {order.user.name}
            </Link>
          ) : (
            order.user.name
          )}
        </p>
        <p>
          <a className="underline-offset-4 hover:underline" href={`mailto:${order.user.email}`}>
            {order.user.email}
          </a>
        </p>
        {!order.user._id && (
          <p className="mt-1">
            <Badge>Account deleted</Badge>
          </p>
        )}
      </Section>
      <Section title="Shipping address">
        <AddressLines className="not-italic leading-relaxed" lines={postalLines(a)} />
      </Section>
    </div>
  );
}

/** The tracking number, a link to the carrier's page when there is one. */
function Tracking({ order }: { order: AdminOrderDto }) {
  if (!order.trackingUrl) return order.trackingNumber;
  return (
    <a
      href={order.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`${ui.link} inline-flex items-center gap-1 underline`}
    >
      {order.trackingNumber}
      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
      <span className="sr-only">(opens the carrier's page in a new tab)</span>
    </a>
  );
}

function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/** The parcel: carrier, tracking, when shipped and delivered (only what is known); nothing before it ships. */
export function Shipment({ order }: { order: AdminOrderDto }) {
  if (!order.carrier && !order.shippedAt && !order.deliveredAt) return null;
  return (
    <Section title="Shipment">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5" data-testid="order-shipment">
        {order.carrier && <Fact term="Carrier">{order.carrier}</Fact>}
        {order.trackingNumber && (
          <Fact term="Tracking" className="break-all">
            <Tracking order={order} />
          </Fact>
        )}
        {order.shippedAt && <Fact term="Shipped">{formatDateTime(order.shippedAt)}</Fact>}
        {order.deliveredAt && <Fact term="Delivered">{formatDateTime(order.deliveredAt)}</Fact>}
      </dl>
    </Section>
  );
}

/** The GST tax invoice's number and date with its download, or why there is none. */
export function InvoiceSection({ order }: { order: AdminOrderDto }) {
  return (
    <Section title="Tax invoice">
      {order.invoiceNumber ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            <span className="font-medium tabular-nums">{order.invoiceNumber}</span>
            {order.invoiceDate && <span className="text-muted"> · {formatDateTime(order.invoiceDate)}</span>}
          </p>
          <InvoiceButton
            orderId={order._id}
            invoiceNumber={order.invoiceNumber}
            className={ui.btnSecondary}
            onError={(message) => notify.error(message)}
          />
        </div>
      ) : (
        <p className="text-muted">No invoice: this order was placed before tax invoices were issued.</p>
      )}
    </Section>
  );
}

export function PaymentSection({ order }: { order: AdminOrderDto }) {
  return (
    <Section title="Payment">
      <p>
        {order.paymentMethod} · {order.paymentStatus} · through {providerName(order.paymentProvider)}
      </p>
      <RefundList order={order} />
      <p className="text-xs text-muted">Last updated {formatDateTime(order.updatedAt)}</p>
    </Section>
  );
}
