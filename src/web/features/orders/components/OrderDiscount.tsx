/**
 * The discount code an order used and what it took off (already out of its total; docs/decisions/099), as one
 * more term of the order card's summary. Nothing for an order without a code.
 */
import { formatINR } from '#domain/money';
import type { OrderDto } from '#domain/schemas/orders';
import { OrderFact } from './OrderFact';

export function OrderDiscount({ order }: { order: Pick<OrderDto, 'discountCode' | 'discount'> }) {
  if (!order.discountCode || order.discount <= 0) return null;
  return (
    <OrderFact term="Discount" testId="order-discount" className="tabular-nums">
      {order.discountCode} <span className="whitespace-nowrap">· −{formatINR(order.discount)}</span>
    </OrderFact>
  );
}
