/**
 * The profile's Orders tab (storefront.md §2 "Profile"). For now the empty state; the buying work replaces this
 * body with the shopper's orders (GET /api/order/my-orders).
 */
import { Link } from 'react-router';
import { Package } from 'lucide-react';

export function OrderHistory() {
  return (
    <div className="flex flex-col items-center justify-center border border-dashed border-line bg-surface px-6 py-16 text-center">
      <Package aria-hidden="true" className="h-8 w-8 text-gold" />
      <h3 className="mt-4 text-2xl">No orders yet</h3>
      <p className="mt-2 max-w-sm text-muted">
        When you place an order, you can follow it here from our atelier to your door.
      </p>
      <Link to="/shop" className="btn-primary mt-6">
        Start shopping
      </Link>
    </div>
  );
}
