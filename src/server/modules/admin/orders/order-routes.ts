/**
 * GET /api/order/getallorders — orders, newest first, a page at a time (q, status, needsRefund, page, limit).
 * PUT /api/order/{id}/status — any of ORDER_STATUSES (docs/shop/admin.md §4), a move back or into/out of
 * Cancelled confirmed (change-status.ts, docs/decisions/097). PUT /api/order/{id}/huids — the pieces' hallmark
 * ids, per line (docs/api/admin.md, docs/decisions/095). Fulfil, cancel, refund and notes: after-sale-routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrdersQuery,
  AdminOrdersReply,
  OrderHuidsInput,
  OrderHuidsReply,
  OrderStatusInput,
  OrderStatusReply,
} from '#domain/schemas/admin-orders';
import { HUID_MESSAGES } from '#domain/hallmarks';
import { IdParams } from '#domain/schemas/common';
import { parseInput } from '#server/errors';
import { createMailQueue } from '#server/lib/mail/background';
import { actorOf } from '#server/lib/orders/events';
import { readFormFields, readFormInput } from '../shared/form';
import { listRouteOptions, pageInfo } from '#server/lib/paging';
import afterSaleRoutes from './after-sale-routes';
import { changeStatus } from './change-status';
import { listOrders } from './order-queries';
import { recordHuids } from './record-huids';

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = createMailQueue(app);
  app.get('/order/getallorders', listRouteOptions(AdminOrdersQuery, AdminOrdersReply), async (request) => {
    const { orders: list, total } = await listOrders(app.db, request.query);
    return { success: true as const, orders: list, ...pageInfo(request.query, total) };
  });

  // A form or JSON body (readFormFields): its fields are checked with parseInput once read.
  app.put(
    '/order/:id/status',
    { schema: { params: IdParams, response: { 200: OrderStatusReply } } },
    async (request): Promise<OrderStatusReply> => {
      const fields = await readFormFields(app, request);
      const input = parseInput(OrderStatusInput, fields);
      const done = await changeStatus(app, mail, request.params.id, input, fields, actorOf(request.user!));
      return { success: true, ...done };
    },
  );

  const huids = { params: IdParams, response: { 200: OrderHuidsReply } };
  app.put('/order/:id/huids', { schema: huids }, async (request): Promise<OrderHuidsReply> => {
    const { lines } = await readFormInput(app, request, OrderHuidsInput);
    const order = await recordHuids(app.db, request.params.id, lines, actorOf(request.user!));
    return { success: true, order, message: HUID_MESSAGES.saved(order.orderNumber) };
  });

  await app.register(afterSaleRoutes, { mail });
};

export default orderRoutes;
