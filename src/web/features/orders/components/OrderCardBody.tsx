/**
 * The middle of a shopper's order card, the same on My Orders and Track Order: where the order is after the sale
 * (docs/decisions/097: the parcel's tracking, the delivery, or the cancellation), then its pieces.
 */
import type { ComponentProps } from 'react';
import type { OrderLineDto } from '#domain/schemas/orders';
import { OrderLineList } from './OrderLineList';
import { OrderProgress } from './OrderProgress';

export function OrderCardBody({
  order,
  lines,
}: {
  order: ComponentProps<typeof OrderProgress>['order'];
  lines: readonly OrderLineDto[];
}) {
  return (
    <>
      <div className="px-5 pt-4 sm:px-6 [&:empty]:hidden">
        <OrderProgress order={order} />
      </div>
      <div className="px-5 sm:px-6">
        <OrderLineList lines={lines} />
      </div>
    </>
  );
}
