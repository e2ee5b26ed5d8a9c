/**
 * Whether checkout can show the bag yet: it waits for the browser to know the bag (or the server's render of it)
 * and for a sign-in's merge; an empty bag is sent back to /cart with the warning — unless it emptied because the
 * order is on its way to the payment page.
 */
import { useEffect } from 'react';
import { CHECKOUT_MESSAGES } from '#domain/payment-constants';
import { toast } from '#web/lib/toast';
import type { useCart } from '#web/features/cart/hooks/use-cart';
import { useBagKnown } from '#web/features/cart/server-bag';

export function useBagState(cart: ReturnType<typeof useCart>, redirecting: boolean) {
  const bagKnown = useBagKnown();
  const waiting = !bagKnown || cart.isLoading || cart.isMerging;
  const empty = !waiting && !cart.error && cart.items.length === 0 && !redirecting;
  useEffect(() => {
    if (empty) toast.warning(CHECKOUT_MESSAGES.emptyCart, { id: 'checkout-empty' });
  }, [empty]);
  return { waiting, empty };
}
