import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, TrackQuery, parseOrderNumber, TrackReply } from '#domain/schemas/orders';
import { notFound } from '#server/errors';
import { orders } from '#server/db/schema';
import { accountAddressSubject, clientSubject } from '#server/lib/rate-limit';
import { loadOrders } from './order-queries';
import { isUuid } from '#domain/ids';

/**
 * GET /api/order/track?orderId=&email= — public (docs/shop/conventions.md §4). orderId is the order's uuid or its
 * number ("#100042" or "100042"); the e-mail is compared without case. 404 unless both match, with the same
 * answer whichever one is wrong, so the call cannot be used to learn which orders exist. Order numbers are
 * sequential, so failed look-ups are limited as logins are (docs/decisions/081): per e-mail-and-address (rule
 * `track`) and per address (rule `trackAddress`); a look-up that finds its order is given back.
 */
const trackRoute: FastifyPluginAsyncZod = async (app) => {
  const schema = { querystring: TrackQuery, response: { 200: TrackReply } };
  app.get('/order/track', { schema }, async (request, reply) => {
    const query = request.query;
    const ticket = await app.rateLimit.hitAll(reply, [
      ['trackAddress', [clientSubject(request)]],
      ['track', [accountAddressSubject(query.email, request)]],
    ]);
    const number = parseOrderNumber(query.orderId);
    const idMatch = isUuid(query.orderId)
      ? eq(orders.id, query.orderId.toLowerCase())
      : number !== null && number <= 2_147_483_647
        ? eq(orders.orderNumber, number)
        : undefined;
    if (!idMatch) throw notFound(ORDER_MESSAGES.trackNotFound);
    const [order] = await loadOrders(
      app.db,
      and(idMatch, eq(sql`lower(${orders.customerEmail})`, query.email.toLowerCase())),
    );
    if (!order) throw notFound(ORDER_MESSAGES.trackNotFound);
    await app.rateLimit.refund(ticket);
    return {
      success: true as const,
      order: {
        _id: order._id,
        orderNumber: order.orderNumber,
        status: order.status,
        createdAt: order.createdAt,
        totalAmount: order.totalAmount,
        items: order.cartItems,
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
        trackingUrl: order.trackingUrl,
        shippedAt: order.shippedAt,
        deliveredAt: order.deliveredAt,
        cancelledAt: order.cancelledAt,
        refundedAmount: order.refundedAmount,
      },
    };
  });
};

export default trackRoute;
