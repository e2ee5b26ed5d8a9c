/**
 * GET /api/order/{id}/timeline — what happened to an order, newest first (docs/api/admin.md "The timeline";
 * docs/decisions/097). The admin sees every event with its details; the order's shopper sees the milestones and
 * the e-mails they were sent (SHOPPER_EVENT_TYPES), never a note, a reason or a stock movement. Anyone else and
 * an unknown id get the same 404, so the call tells nobody which orders exist; a guest gets 401 first.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AFTER_SALE_MESSAGES as AS } from '#domain/after-sale';
import { OrderTimelineReply } from '#domain/schemas/admin-orders';
import { orders } from '#server/db/schema';
import { notFound } from '#server/errors';
import { RefParams } from '#domain/schemas/common';
import { loadTimeline } from '#server/lib/orders/events';
import { isUuid } from '#domain/ids';

const timelineRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:id/timeline',
    { onRequest: app.authenticate, schema: { params: RefParams, response: { 200: OrderTimelineReply } } },
    async (request, reply) => {
      const user = request.user!;
      const id = request.params.id;
      const [order] = isUuid(id)
        ? await app.db
            .select({ id: orders.id, userId: orders.userId })
            .from(orders)
            .where(eq(orders.id, id.toLowerCase()))
        : [];
      const admin = user.role === 'admin';
      if (!order || (!admin && order.userId !== user.id)) throw notFound(AS.timelineNotFound);
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        events: await loadTimeline(app.db, order.id, { admin, userId: user.id }),
      };
    },
  );
};

export default timelineRoute;
