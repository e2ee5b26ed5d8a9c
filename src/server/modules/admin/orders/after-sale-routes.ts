/**
 * The admin's calls after the sale (docs/shop/beyond.md §5 "Checkout and after-sale"; docs/api/admin.md;
 * docs/decisions/097):
 * PUT /api/order/{id}/fulfil — mark as shipped with carrier and tracking (and HUIDs), the shopper e-mailed;
 * POST /api/order/{id}/cancel — reason, restock (default true), refund full | none | rupees; the shopper e-mailed;
 * POST /api/order/{id}/refund — amount (rupees) and reason, without cancelling; the shopper e-mailed;
 * POST /api/order/{id}/notes — an internal note on the order's timeline (never shown to the shopper).
 * Each body is JSON or a form (readFormInput), checked by its schema in domain/schemas/admin-orders.ts
 * once read (a form's fields exist only then); the replies are serialized from their schemas.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AFTER_SALE_MESSAGES as AS } from '#domain/after-sale';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import {
  CancelInput,
  FulfilInput,
  OrderNoteInput,
  RefundInput,
  OrderActionReply,
  OrderNoteReply,
  OrderRefundReply,
} from '#domain/schemas/admin-orders';
import { IdParams } from '#domain/schemas/common';
import { eq } from 'drizzle-orm';
import { orders } from '#server/db/schema';
import { notFound } from '#server/errors';
import type { MailQueue } from '#server/lib/mail/background';
import { actorOf, recordEvent, toEventDto, type Actor } from '#server/lib/orders/events';
import { readFormInput } from '../shared/form';
import { cancelOrder } from './cancel-order';
import { fulfilOrder } from './fulfil-order';
import { refundOrder } from './refund-order';

/** An after-sale action on order `id`: fulfilOrder, cancelOrder, refundOrder. */
type OrderAction<Input, Done> = (
  app: FastifyInstance,
  mail: MailQueue,
  id: string,
  input: Input,
  by: Actor,
) => Promise<Done>;

const afterSaleRoutes: FastifyPluginAsyncZod<{ mail: MailQueue }> = async (app, { mail }) => {
  /**
   * Fulfil, cancel and refund alike: the admin's body checked by the action's schema, the action done on the order
   * in the admin's name, and its outcome answered.
   */
  const act =
    <S extends z.ZodType, Done extends object>(schema: S, action: OrderAction<z.output<S>, Done>) =>
    async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const input = await readFormInput(app, request, schema);
      const done = await action(app, mail, request.params.id, input, actorOf(request.user!));
      return { success: true as const, ...done };
    };

  const action = { params: IdParams, response: { 200: OrderActionReply } };
  app.put('/order/:id/fulfil', { schema: action }, act(FulfilInput, fulfilOrder));
  app.post('/order/:id/cancel', { schema: action }, act(CancelInput, cancelOrder));
  const refund = { params: IdParams, response: { 200: OrderRefundReply } };
  app.post('/order/:id/refund', { schema: refund }, act(RefundInput, refundOrder));

  app.post(
    '/order/:id/notes',
    { schema: { params: IdParams, response: { 201: OrderNoteReply } } },
    async (request, reply): Promise<OrderNoteReply> => {
      const { text } = await readFormInput(app, request, OrderNoteInput);
      const [order] = await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, request.params.id));
      if (!order) throw notFound(M.orderNotFound);
      const admin = request.user!;
      const row = await recordEvent(app.db, order.id, 'note', actorOf(admin), { text });
      reply.status(201);
      return {
        success: true,
        event: toEventDto(row, { admin: true, userId: admin.id }),
        message: AS.noteAdded,
      };
    },
  );
};

export default afterSaleRoutes;
