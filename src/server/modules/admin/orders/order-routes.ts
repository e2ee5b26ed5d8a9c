/**
 * GET /api/order/getallorders — orders, newest first, a page at a time (q, status, needsRefund, page, limit).
 * PUT /api/order/{id}/status — any of ORDER_STATUSES (admin.md §4: no restriction between values).
 * PUT /api/order/{id}/huids — the pieces' hallmark ids, per line (docs/api/admin.md, docs/decisions/095).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES as M } from '../../../../domain/schemas/admin-messages';
import {
  AdminOrdersQuery,
  OrderHuidsInput,
  OrderStatusInput,
  type OrderHuidsReply,
} from '../../../../domain/schemas/admin-orders';
import { HUID_MESSAGES } from '../../../../domain/hallmarks';
import { IdParams } from '../../../../domain/schemas/common';
import { orders } from '../../../db/schema';
import { notFound, parseInput } from '../../../errors';
import { readAdminForm } from '../shared/form';
import { pageInfo } from '../shared/paging';
import { listOrders, loadOrder } from './order-queries';
import { recordHuids } from './record-huids';

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/order/getallorders', { schema: { querystring: AdminOrdersQuery } }, async (request) => {
    const { orders: list, total } = await listOrders(app.db, request.query);
    return { success: true as const, orders: list, ...pageInfo(request.query, total) };
  });

  app.put('/order/:id/status', { schema: { params: IdParams } }, async (request) => {
    const form = await readAdminForm(app, request, { fileRule: () => null, maxFiles: 1 });
    const { status } = parseInput(OrderStatusInput, form.fields);
    const [updated] = await app.db
      .update(orders)
      .set({ status })
      .where(eq(orders.id, request.params.id))
      .returning({ id: orders.id });
    if (!updated) throw notFound(M.orderNotFound);
    const order = (await loadOrder(app.db, updated.id))!;
    return { success: true as const, order, message: M.orderStatusUpdated(status) };
  });

  app.put('/order/:id/huids', { schema: { params: IdParams } }, async (request): Promise<OrderHuidsReply> => {
    const form = await readAdminForm(app, request, { fileRule: () => null, maxFiles: 1 });
    const { lines } = parseInput(OrderHuidsInput, form.fields);
    const order = await recordHuids(app.db, request.params.id, lines);
    return { success: true, order, message: HUID_MESSAGES.saved(order.orderNumber) };
  });
};

export default orderRoutes;
