/**
 * POST /api/payment/create-checkout — the server prices its own copy of the cart, keeps the snapshot with the
 * address, and answers where to pay: the test provider's /payment-sandbox/{id} or Stripe's hosted page.
 */
import type { ShippingAddress } from '../../../../domain/schemas/payments';
import { api } from '../../../lib/api-client';
import type { CartLine } from '../../cart/guest-cart';

/** Reply schemas, loaded only where replies are checked (development builds: docs/decisions/064). */
const schemas = () => import('../../../../domain/schemas/payments');

export const CHECKOUT_FALLBACK = 'We could not start the payment. Please try again.';

export function createCheckout(products: readonly CartLine[], shippingAddress: ShippingAddress) {
  return api('/api/payment/create-checkout', {
    method: 'POST',
    // `products` is the spec's shape; the server ignores it and prices the server cart.
    body: { products, paymentMethod: 'card', shippingAddress },
    schema: () => schemas().then((m) => m.CreateCheckoutReply),
    fallbackMessage: CHECKOUT_FALLBACK,
  });
}
