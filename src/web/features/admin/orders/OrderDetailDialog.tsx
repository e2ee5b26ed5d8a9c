/**
 * An order's details (docs/shop/admin.md §2 "Orders"): its lines as bought (name, image, price at purchase), the
 * customer (with a link to their page), the full shipping address, the payment and its refunds, and the status
 * dropdown; its GST tax invoice to download (docs/decisions/093) and the fields to record each piece's hallmark
 * (HUID) when it is packed (decision 095). After the sale (decision 097): Mark as shipped, Refund and Cancel
 * order, the parcel's tracking, and the order's timeline with internal notes. A "Needs refund" order says so
 * first, with the amount owed.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { AlertTriangle, Ban, ExternalLink, RotateCcw, Truck, X } from 'lucide-react';
import type { OrderStatus } from '../../../../domain/business-constants';
import type { AdminOrderDto } from '../../../../domain/schemas/admin-orders';
import { formatINR } from '../../../../domain/money';
import { imageOrPlaceholder, imageAtWidth } from '../../../../domain/images';
import { Badge } from '../components/Badge';
import { formatDateTime } from '../lib/format';
import { OrderStatusSelect } from './OrderStatusSelect';
import { useReturnFocus } from '../../../components/use-return-focus';
import { InvoiceButton } from '../../orders/components/InvoiceButton';
import { notify } from '../lib/notify';
import { ui } from '../components/ui';
import { HuidFields } from './HuidFields';
import { OrderTimeline } from './OrderTimeline';
import { ShipOrderDialog } from './ShipOrderDialog';
import { RefundDialog } from './RefundDialog';
import { RefundList } from './RefundList';
import { providerName, refundableOf } from './order-money';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-3">
      <h3 className="mb-1.5 font-sans text-xs font-medium uppercase tracking-[0.12em] text-muted">{title}</h3>
      {children}
    </section>
  );
}

/** What can be done next: ship (or correct the tracking), refund, cancel. */
function Actions({
  order,
  onShip,
  onRefund,
  onCancel,
}: {
  order: AdminOrderDto;
  onShip: () => void;
  onRefund: () => void;
  onCancel: () => void;
}) {
  const canShip = order.status === 'Placed' || order.status === 'Processing' || order.status === 'Shipped';
  const canCancel = order.status !== 'Cancelled' && order.status !== 'Delivered';
  const canRefund = refundableOf(order) > 0;
  if (!canShip && !canCancel && !canRefund) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Order actions">
      {canShip && (
        <button
          type="button"
          className={order.status === 'Shipped' ? ui.btnSecondary : ui.btnPrimary}
          onClick={onShip}
        >
          <Truck aria-hidden="true" className="h-4 w-4" />
          {order.status === 'Shipped' ? 'Edit tracking' : 'Mark as shipped'}
        </button>
      )}
      {canRefund && (
        <button type="button" className={ui.btnSecondary} onClick={onRefund}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Refund
        </button>
      )}
      {canCancel && (
        <button type="button" className={`${ui.btnGhost} text-danger hover:bg-danger/10`} onClick={onCancel}>
          <Ban aria-hidden="true" className="h-4 w-4" />
          Cancel order
        </button>
      )}
    </div>
  );
}

export function OrderDetailDialog({
  order,
  onClose,
  pending,
  onStatusChange,
}: {
  order: AdminOrderDto | null;
  onClose: () => void;
  pending: boolean;
  onStatusChange: (status: OrderStatus) => void;
}) {
  const itemsTotal = order?.cartItems.reduce((sum, l) => sum + l.priceAtPurchase * l.quantity, 0) ?? 0;
  const a = order?.shippingAddress;
  const returnFocus = useReturnFocus(!!order);
  const [shipping, setShipping] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const owed = order?.amountOwed ?? 0;
  return (
    <Dialog.Root open={!!order} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-[4px] border border-line bg-surface p-5 text-sm shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[2px]"
        >
          {order && a && (
            <>
              <div className="flex items-start justify-between gap-3">
                <div>
                  <Dialog.Title className="font-display text-2xl">Order #{order.orderNumber}</Dialog.Title>
                  <Dialog.Description className="text-muted">
                    Placed {formatDateTime(order.createdAt)} · {order.cartItems.length}{' '}
                    {order.cartItems.length === 1 ? 'line' : 'lines'} · {formatINR(order.totalAmount)}
                  </Dialog.Description>
                </div>
                <Dialog.Close asChild>
                  <button
                    type="button"
                    aria-label="Close"
                    className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-[2px] hover:bg-gold-tint"
                  >
                    <X aria-hidden="true" className="h-5 w-5" />
                  </button>
                </Dialog.Close>
              </div>

              <div className="mt-3 flex flex-wrap items-center gap-3">
                <span className="text-muted">Status</span>
                <div className="w-44">
                  <OrderStatusSelect
                    orderNumber={order.orderNumber}
                    status={order.status}
                    pending={pending}
                    onChange={onStatusChange}
                  />
                </div>
              </div>
              <Actions
                order={order}
                onShip={() => setShipping(true)}
                onRefund={() => setRefunding(true)}
                onCancel={() => onStatusChange('Cancelled')}
              />

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

              <div className="mt-4 flex flex-col gap-4">
                <Section title="Items">
                  <ul className="divide-y divide-line">
                    {order.cartItems.map((line) => (
                      <li key={line._id} className="flex gap-3 py-2">
                        <img
                          src={imageAtWidth(imageOrPlaceholder(line.mainImageAtPurchase), 320)}
                          alt=""
                          width={48}
                          height={60}
                          className="h-[60px] w-12 shrink-0 rounded-[2px] border border-line bg-ivory object-cover"
                        />
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
                          {line.huids.length > 0 && (
                            <p className="text-xs text-muted">HUID {line.huids.join(', ')}</p>
                          )}
                        </div>
                        <div className="whitespace-nowrap text-right">
                          <p>
                            {line.quantity} × {formatINR(line.priceAtPurchase)}
                          </p>
                          <p className="font-medium">{formatINR(line.quantity * line.priceAtPurchase)}</p>
                        </div>
                      </li>
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
                    <address className="not-italic leading-relaxed">
                      {a.fullName}
                      <br />
                      {a.addressLine1}
                      {a.addressLine2 && (
                        <>
                          <br />
                          {a.addressLine2}
                        </>
                      )}
                      <br />
                      {a.city}, {a.state} {a.zipCode}
                      <br />
                      {a.country}
                      <br />
                      Phone: {a.phoneNumber}
                    </address>
                  </Section>
                </div>

                {(order.carrier || order.shippedAt || order.deliveredAt) && (
                  <Section title="Shipment">
                    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5" data-testid="order-shipment">
                      {order.carrier && (
                        <>
                          <dt className="text-muted">Carrier</dt>
                          <dd>{order.carrier}</dd>
                        </>
                      )}
                      {order.trackingNumber && (
                        <>
                          <dt className="text-muted">Tracking</dt>
                          <dd className="break-all">
                            {order.trackingUrl ? (
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
                            ) : (
                              order.trackingNumber
                            )}
                          </dd>
                        </>
                      )}
                      {order.shippedAt && (
                        <>
                          <dt className="text-muted">Shipped</dt>
                          <dd>{formatDateTime(order.shippedAt)}</dd>
                        </>
                      )}
                      {order.deliveredAt && (
                        <>
                          <dt className="text-muted">Delivered</dt>
                          <dd>{formatDateTime(order.deliveredAt)}</dd>
                        </>
                      )}
                    </dl>
                  </Section>
                )}

                <Section title="Hallmarks (HUID)">
                  <HuidFields
                    key={`${order._id}-${order.cartItems.map((l) => l.huids.join()).join('|')}`}
                    order={order}
                  />
                </Section>

                <Section title="Tax invoice">
                  {order.invoiceNumber ? (
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <p>
                        <span className="font-medium tabular-nums">{order.invoiceNumber}</span>
                        {order.invoiceDate && (
                          <span className="text-muted"> · {formatDateTime(order.invoiceDate)}</span>
                        )}
                      </p>
                      <InvoiceButton
                        orderId={order._id}
                        invoiceNumber={order.invoiceNumber}
                        className={ui.btnSecondary}
                        onError={(message) => notify.error(message)}
                      />
                    </div>
                  ) : (
                    <p className="text-muted">
                      No invoice: this order was placed before tax invoices were issued.
                    </p>
                  )}
                </Section>

                <Section title="Payment">
                  <p>
                    {order.paymentMethod} · {order.paymentStatus} · through{' '}
                    {providerName(order.paymentProvider)}
                  </p>
                  <RefundList order={order} />
                  <p className="text-xs text-muted">Last updated {formatDateTime(order.updatedAt)}</p>
                </Section>

                <Section title="Timeline and notes">
                  <OrderTimeline orderId={order._id} />
                </Section>
              </div>

              {/* Mounted while open: each opening starts from the order as it is now. */}
              {shipping && <ShipOrderDialog order={order} open onOpenChange={setShipping} />}
              {refunding && <RefundDialog order={order} open onOpenChange={setRefunding} />}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
