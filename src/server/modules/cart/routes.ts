import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import getCartRoute from './get-cart';
import addToCartRoute from './add-to-cart';
import updateLineRoute from './update-line';
import removeLineRoute from './remove-line';
import mergeCartRoute from './merge-cart';

/**
 * The signed-in shopper's server cart (docs/shop/storefront.md §7; docs/api/buying.md). Guests keep their cart in
 * the browser. Not rate-limited per address (docs/shop/conventions.md §3 "Rate limits"): many shoppers share one
 * address.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(getCartRoute);
  await app.register(addToCartRoute);
  await app.register(updateLineRoute);
  await app.register(removeLineRoute);
  await app.register(mergeCartRoute);
};

export default cartRoutes;
