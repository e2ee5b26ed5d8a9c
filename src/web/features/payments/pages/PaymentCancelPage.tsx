/**
 * /payment-cancel (docs/shop/storefront.md §2 "Payment result"): the payment did not go through — cancelled on
 * the payment page, or the card was declined — and nothing was charged. 'Try Again' goes back to /checkout; the
 * cart is kept.
 */
import { Link, useLocation } from 'react-router';
import { XCircle } from 'lucide-react';
import { usePageTitle } from '#web/components/usePageTitle';
import type { PaymentCancelState } from '../payment-state';

export default function PaymentCancelPage() {
  usePageTitle('Payment cancelled');
  const state = (useLocation().state ?? null) as PaymentCancelState | null;
  const declined = state?.reason === 'declined';
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <XCircle aria-hidden="true" className="h-11 w-11 text-danger" />
      <h1 className="mt-5 text-4xl sm:text-5xl">{declined ? 'Payment declined' : 'Payment cancelled'}</h1>
      <p role="status" className="mt-4 max-w-md text-muted">
        {declined
          ? `${state?.message ?? 'Your card was declined.'} No money was taken.`
          : 'Your payment was not completed and nothing was charged.'}{' '}
        Your bag is saved, so you can try again whenever you are ready.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/checkout" className="btn-primary">
          Try Again
        </Link>
        <Link to="/cart" className="btn-secondary">
          Back to Cart
        </Link>
      </div>
    </section>
  );
}
