import { ORDER_STATUSES, type OrderStatus } from '#domain/business-constants';
import { StatusSelect } from '../components/StatusSelect';

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
    <StatusSelect
      aria-label={`Status of order #${orderNumber}`}
      statuses={ORDER_STATUSES}
      value={status}
      pending={pending}
      onChange={onChange}
      className="w-auto min-w-[8.5rem]"
    />
  );
}
