import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import createOrderRoute from './create-order';
import myOrdersRoute from './my-orders';
import trackRoute from './track';
import invoiceRoute from './invoice';
import timelineRoute from './timeline';
import { registerBuyingPageHeads } from './page-heads';

/**
 * The shopper's orders (docs/shop/storefront.md §7, docs/shop/conventions.md §4, §5; docs/api/buying.md). Orders
 * are made only by place-order.ts, from a paid payment session. The admin's order calls live in modules/admin.
 */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(createOrderRoute);
  await app.register(myOrdersRoute);
  await app.register(trackRoute);
  await app.register(invoiceRoute);
  await app.register(timelineRoute);
  registerBuyingPageHeads(app);
};

export default ordersRoutes;
