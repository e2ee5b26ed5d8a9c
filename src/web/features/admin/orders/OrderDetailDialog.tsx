/**
 * An order's details (docs/shop/admin.md §2 "Orders"): its lines as bought (name, image, price at purchase), the
 * customer (with a link to their page), the full shipping address, the payment and its refunds, and the status
 * dropdown; its GST tax invoice to download (docs/decisions/093) and the fields to record each piece's hallmark
 * (HUID) when it is packed (decision 095). After the sale (decision 097): Mark as shipped, Refund and Cancel
 * order, the parcel's tracking, and the order's timeline with internal notes. A "Needs refund" order says so
 * first, with the amount owed.
 */
import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Ban, RotateCcw, Truck } from 'lucide-react';
import type { OrderStatus } from '#domain/business-constants';
import type { AdminOrderDto } from '#domain/schemas/admin-orders';
import { formatINR } from '#domain/money';
import { useReturnFocus } from '#web/components/use-return-focus';
import { DialogHeader } from '../components/FormDialogShell';
import { ui } from '../components/ui';
import { formatDateTime } from '../lib/format';
import { HuidFields } from './HuidFields';
import { OrderStatusSelect } from './OrderStatusSelect';
import { OrderTimeline } from './OrderTimeline';
import {
  CustomerAndAddress,
  InvoiceSection,
  OrderItems,
  OrderNotices,
  PaymentSection,
  Section,
  Shipment,
} from './OrderDetailSections';
import { RefundDialog } from './RefundDialog';
import { ShipOrderDialog } from './ShipOrderDialog';
import { refundableOf } from './order-money';

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

/** The order's number, when it was placed, its lines and total, and the Close button. */
function Header({ order }: { order: AdminOrderDto }) {
  return (
    <DialogHeader
      title={`Order #${order.orderNumber}`}
      description={
        <>
          Placed {formatDateTime(order.createdAt)} · {order.cartItems.length}{' '}
          {order.cartItems.length === 1 ? 'line' : 'lines'} · {formatINR(order.totalAmount)}
        </>
      }
    />
  );
}

/** The status dropdown and what can be done next, each action opening its own dialog. */
function StatusAndActions({
  order,
  pending,
  onStatusChange,
}: {
  order: AdminOrderDto;
  pending: boolean;
  onStatusChange: (status: OrderStatus) => void;
}) {
  const [shipping, setShipping] = useState(false);
  const [refunding, setRefunding] = useState(false);
  return (
    <>
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
      {/* Mounted while open: each opening starts from the order as it is now. */}
      {shipping && <ShipOrderDialog order={order} open onOpenChange={setShipping} />}
      {refunding && <RefundDialog order={order} open onOpenChange={setRefunding} />}
    </>
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
  const returnFocus = useReturnFocus(!!order);
  return (
    <Dialog.Root open={!!order} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-[4px] border border-line bg-surface p-5 text-sm shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[2px]"
        >
          {order?.shippingAddress && (
            <>
              <Header order={order} />
              <StatusAndActions order={order} pending={pending} onStatusChange={onStatusChange} />
              <OrderNotices order={order} />
              <div className="mt-4 flex flex-col gap-4">
                <OrderItems order={order} />
                <CustomerAndAddress order={order} />
                <Shipment order={order} />
                <Section title="Hallmarks (HUID)">
                  <HuidFields
                    key={`${order._id}-${order.cartItems.map((l) => l.huids.join()).join('|')}`}
                    order={order}
                  />
                </Section>
                <InvoiceSection order={order} />
                <PaymentSection order={order} />
                <Section title="Timeline and notes">
                  <OrderTimeline orderId={order._id} />
                </Section>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
