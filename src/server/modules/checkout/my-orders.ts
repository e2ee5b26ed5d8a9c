import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRouteOptions } from '#server/lib/paging';
import { eq } from 'drizzle-orm';
import { MyOrdersQuery, MyOrdersReply } from '#domain/schemas/orders';
import { pageInfo, pageWindow } from '#domain/paging';
import { orders } from '#server/db/schema';
import { countOrders, loadOrders } from './order-queries';

/**
 * GET /api/order/my-orders?page=&limit= — the caller's orders, newest first, a page at a time (10 by default, at
 * most 50; docs/decisions/084): `{ success, orders, total, page, limit, pages }` (profile's Orders tab).
 */
const myOrdersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/my-orders',
    { onRequest: app.authenticate, ...listRouteOptions(MyOrdersQuery, MyOrdersReply) },
    async (request) => {
      const mine = eq(orders.userId, request.user!.id);
      const [list, total] = await Promise.all([
        loadOrders(app.db, mine, pageWindow(request.query)),
        countOrders(app.db, mine),
      ]);
      return { success: true as const, orders: list, ...pageInfo(request.query, total) };
    },
  );
};

export default myOrdersRoute;
