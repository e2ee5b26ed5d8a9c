import { ORDER_STATUSES, type OrderStatus } from '#domain/business-constants';
import { ui } from '../components/ui';

/**
 * An order's status dropdown (docs/shop/admin.md §4): any status to any other, applied at once
 * (useUpdateOrderStatus shows it before the server answers and rolls back on failure).
 */
export function OrderStatusSelect({
  orderNumber,
  status,
  pending,
  onChange,
}: {
  orderNumber: number;
  status: OrderStatus;
  pending: boolean;
  onChange: (status: OrderStatus) => void;
}) {
  return (
    <select
      aria-label={`Status of order #${orderNumber}`}
      value={status}
      disabled={pending}
      onChange={(e) => onChange(e.target.value as OrderStatus)}
      className={`${ui.input} w-auto min-w-[8.5rem] appearance-auto py-1 disabled:cursor-wait`}
    >
      {ORDER_STATUSES.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </select>
  );
}
