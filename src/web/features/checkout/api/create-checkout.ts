/**
 * POST /api/payment/create-checkout — the server prices its own copy of the cart, keeps the snapshot with the
 * address, and answers where to pay: the test provider's /payment-sandbox/{id} or Stripe's hosted page.
 */
import type { ShippingAddress } from '#domain/schemas/payments';
import { api } from '#web/lib/api-client';
import type { CartLine } from '#web/features/cart/cart-line';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('#domain/schemas/payments');

export const CHECKOUT_FALLBACK = 'We could not start the payment. Please try again.';

/**
 * `discountCode`: the code applied at step 3, which the server checks again (docs/decisions/099). `guestEmail`:
 * a guest's checkout (no token; docs/api/guest-checkout.md) — the server then prices `products`, the guest's bag.
 */
export function createCheckout(
  products: readonly CartLine[],
  shippingAddress: ShippingAddress,
  discountCode?: string,
  guestEmail?: string | null,
) {
  return api('/api/payment/create-checkout', {
    method: 'POST',
    // `products` is the spec's shape; for a signed-in shopper the server ignores it and prices the server cart.
    body: {
      products,
      paymentMethod: 'card',
      shippingAddress,
      ...(discountCode ? { discountCode } : {}),
      ...(guestEmail ? { email: guestEmail } : {}),
    },
    schema: () => schemas().then((m) => m.CreateCheckoutReply),
    fallbackMessage: CHECKOUT_FALLBACK,
  });
}
