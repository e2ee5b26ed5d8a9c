/**
 * Discount codes (docs/shop/beyond.md §5 "Checkout and after-sale"; docs/decisions/099): the shopper's validate
 * call and the admin's codes. Checkout applies a code in checkout/create-checkout.ts and the order records its
 * use (checkout/redeem-discount.ts, called by checkout/place-order.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import validateRoute from './validate-route';
import discountAdminRoutes from './admin-routes';

const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(validateRoute);
  await app.register(discountAdminRoutes);
};

export default discountsRoutes;
