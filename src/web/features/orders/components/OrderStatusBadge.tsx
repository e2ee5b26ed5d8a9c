/**
 * An order's status in its colour (docs/shop/storefront.md §4): Delivered green, Shipped blue, every other status
 * yellow.
 */
import { STATUS_BADGE, statusTone } from '../order-text';

export function OrderStatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <span
      data-testid="order-status"
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_BADGE[tone]}`}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {status}
    </span>
  );
}
