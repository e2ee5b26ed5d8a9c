/**
 * How orders read on screen (docs/shop/storefront.md §4, §8, §9): dates in en-GB long format ('15 May 2026', in
 * the shop's time zone: lib/shop-time.ts), the status colours (Delivered green, Shipped blue, the others yellow)
 * and the §8 sentences.
 */
import type { OrderStatus } from '#domain/business-constants';
import { formatINR } from '#domain/money';
import { shopLongDate } from '#web/lib/shop-time';

export const ORDER_TEXT = {
  historyFailed: 'Failed to fetch order history.',
  saveFailed: 'Order failed to save.',
  afterPaymentFailed: 'Failed to create order after payment.',
} as const;

/** '15 May 2026'; an unreadable date is shown as it came. */
export function formatOrderDate(iso: string): string {
  return shopLongDate(iso, iso);
}

export type StatusTone = 'green' | 'blue' | 'yellow';

export function statusTone(status: OrderStatus | string): StatusTone {
  if (status === 'Delivered') return 'green';
  if (status === 'Shipped') return 'blue';
  return 'yellow';
}

/** Badge classes per tone; text on its tint meets WCAG AA (the warning colour is darkened for the yellow tint). */
export const STATUS_BADGE: Record<StatusTone, string> = {
  green: 'bg-success/10 text-success ring-success/30',
  blue: 'bg-info/10 text-info ring-info/30',
  yellow: 'bg-[#FBF1D9] text-[#7A5308] ring-warning/40',
};

/** "Yellow Gold · 22KT · Size 7" */
export function lineDetails(line: { material: string; purity: string; selectedSize: string }): string {
  return [line.material, line.purity, line.selectedSize ? `Size ${line.selectedSize}` : null]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The payment as it stands (docs/decisions/097): "Paid by Card", "Paid by Card · Refunded ₹X", and for a
 * cancelled order "Cancelled · Refunded ₹X" — never "Cancelled · Paid by Card", which reads as money kept.
 */
export function paymentSummary(order: {
  status: OrderStatus | string;
  paymentMethod?: string;
  refundedAmount: number;
}): string {
  const refunded = order.refundedAmount > 0 ? `Refunded ${formatINR(order.refundedAmount)}` : null;
  if (order.status === 'Cancelled') return `Cancelled · ${refunded ?? 'Not refunded yet'}`;
  const paid = `Paid by ${order.paymentMethod ?? 'Card'}`;
  return refunded ? `${paid} · ${refunded}` : paid;
}
