import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { MyOrdersReply } from '../../../domain/schemas/orders';
import { orders } from '../../db/schema';
import { loadOrders } from './order-queries';

/** GET /api/order/my-orders — the caller's orders, newest first (profile's Orders tab). */
const myOrdersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/order/my-orders', { preHandler: app.authenticate }, async (request): Promise<MyOrdersReply> => {
    return { success: true, orders: await loadOrders(app.db, eq(orders.userId, request.user!.id)) };
  });
};

export default myOrdersRoute;
