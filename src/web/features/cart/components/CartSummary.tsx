/**
 * The bag page's Order Summary: Subtotal and Total (no tax or shipping line, docs/shop/storefront.md §9), a
 * warning while a piece is no longer available, Proceed to Checkout, Continue Shopping and the shop's promises.
 */
import { Link } from 'react-router';
import { ShieldCheck, Truck } from 'lucide-react';
import { formatINR } from '#domain/money';
import { SHOP_PROMISES } from '#domain/shop-promises';

export function CartSummary({ subtotal, unavailable }: { subtotal: number; unavailable: boolean }) {
  return (
    <aside aria-labelledby="cart-summary" className="lg:sticky lg:top-28 lg:self-start">
      <div className="border border-line bg-surface p-6">
        <h2 id="cart-summary" className="text-2xl">
          Order Summary
        </h2>
        <dl className="mt-5 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted">Subtotal</dt>
            <dd className="tabular-nums">{formatINR(subtotal)}</dd>
          </div>
          <div className="flex justify-between border-t border-line pt-3 text-base font-medium">
            <dt>Total</dt>
            <dd className="tabular-nums" data-testid="cart-total">
              {formatINR(subtotal)}
            </dd>
          </div>
        </dl>
        {unavailable && (
          <p role="status" className="mt-4 text-sm text-danger">
            A piece in your cart is no longer available. Please remove it before checking out.
          </p>
        )}
        <Link to="/checkout" className="btn-primary mt-6 w-full">
          Proceed to Checkout
        </Link>
        <Link to="/shop" className="link mt-4 block text-center text-sm text-muted">
          Continue Shopping
        </Link>
      </div>
      <ul className="mt-4 space-y-2 px-1 text-sm text-muted">
        <li className="flex items-center gap-2">
          <Truck aria-hidden="true" className="h-4 w-4 text-gold" /> {SHOP_PROMISES.shipping.short}
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="h-4 w-4 text-gold" /> Secure card payment
        </li>
      </ul>
    </aside>
  );
}
