import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import createCheckoutRoute from './create-checkout';
import sandboxRoutes from './sandbox';
import webhookRoute from './webhook';

/**
 * Checkout and payment (docs/shop/storefront.md §7, docs/shop/conventions.md §5 "Payment and orders";
 * docs/api/buying.md). The provider is `app.payments` (src/server/lib/payments): Stripe Checkout, Razorpay
 * Payment Links, or the built-in test provider and its sandbox.
 */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(createCheckoutRoute);
  await app.register(sandboxRoutes);
  // Its own scope: the raw-body JSON parser must not leak to the other routes.
  await app.register(webhookRoute);
};

export default paymentsRoutes;
