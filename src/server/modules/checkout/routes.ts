import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import createCheckoutRoute from './create-checkout';
import sandboxRoutes from './sandbox';
import webhookRoute from './webhook';
import createOrderRoute from './create-order';
import myOrdersRoute from './my-orders';
import trackRoute from './track';
import invoiceRoute from './invoice';
import timelineRoute from './timeline';
import { registerBuyingPageHeads } from './page-heads';

/**
 * Checkout: the payment session, its provider, and the orders placed from it (docs/shop/storefront.md §7,
 * docs/shop/conventions.md §4, §5 "Payment and orders"; docs/api/buying.md; decision 125). The provider is
 * `app.payments` (src/server/lib/payments): Stripe Checkout, Razorpay Payment Links, or the built-in test provider
 * and its sandbox. Orders are made only by place-order.ts, from a paid payment session; the admin's order calls
 * live in modules/admin and share only src/server/lib/orders with this module.
 */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(createCheckoutRoute);
  await app.register(sandboxRoutes);
  // Its own scope: the raw-body JSON parser must not leak to the other routes.
  await app.register(webhookRoute);
  await app.register(createOrderRoute);
  await app.register(myOrdersRoute);
  await app.register(trackRoute);
  await app.register(invoiceRoute);
  await app.register(timelineRoute);
  registerBuyingPageHeads(app);
};

export default checkoutRoutes;
