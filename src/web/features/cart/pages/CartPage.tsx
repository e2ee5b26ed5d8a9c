/**
 * /cart (docs/shop/storefront.md §2 "Cart page"): the lines (each linking to its product page), quantity buttons,
 * Remove, and the summary with 'Proceed to Checkout'. Empty: 'Start Shopping' to /shop. A failed fetch: 'Error
 * Loading Cart' with the message and 'Continue Shopping' to /shop.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { usePageTitle } from '#web/components/usePageTitle';
import { Spinner } from '#web/components/Spinner';
import { useCart } from '../hooks/use-cart';
import { useBagKnown } from '../server-bag';
import { CartLines } from '../components/CartLineItem';
import { EmptyListNotice, ListHeading, LoadFailed } from '#web/components/ListPageNotices';
import { CartSummary } from '../components/CartSummary';
import { toast } from '#web/lib/toast';
import { CHECKOUT_MESSAGES } from '#domain/payment-constants';
import { CHECKOUT_EMPTY_NOTICE } from '#web/features/checkout/checkout-notice';

/** /checkout's warning when the server sent an empty bag here (`?notice=checkout-empty`), then a clean address. */
function useCheckoutNotice() {
  const [params, setParams] = useSearchParams();
  const notice = params.get('notice');
  useEffect(() => {
    if (notice !== CHECKOUT_EMPTY_NOTICE) return;
    toast.warning(CHECKOUT_MESSAGES.emptyCart, { id: 'checkout-empty' });
    setParams(
      (p) => {
        p.delete('notice');
        return p;
      },
      { replace: true },
    );
  }, [notice, setParams]);
}

export default function CartPage() {
  usePageTitle('Shopping Cart');
  useCheckoutNotice();
  const cart = useCart();
  const { items, isLoading, error, count } = cart;
  const bagKnown = useBagKnown();

  if (isLoading || !bagKnown) {
    return (
      // A screen tall, like the page that replaces it, so the footer does not jump when the bag appears.
      <section className="container-page flex min-h-screen items-start justify-center py-24 text-muted">
        <Spinner label="Loading cart..." />
      </section>
    );
  }

  if (error) return <LoadFailed title="Error Loading Cart" error={error} onRetry={cart.refetch} />;

  if (items.length === 0) {
    return (
      <EmptyListNotice
        icon={ShoppingBag}
        title="Your cart is empty."
        text="Rings, earrings and necklaces made to order in gold and platinum are waiting for you."
        shopLabel="Start Shopping"
      />
    );
  }

  return (
    <section className="container-page py-8 sm:py-12">
      <ListHeading eyebrow="Your bag" title="Shopping Cart" count={count} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <CartLines cart={cart} layout="page" className="divide-y divide-line border-y border-line" />

        <CartSummary subtotal={cart.subtotal} unavailable={items.some((l) => l.available === false)} />
      </div>
    </section>
  );
}
