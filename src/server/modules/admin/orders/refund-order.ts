/**
 * POST /api/order/{id}/refund — money back without cancelling: a returned piece, a goodwill gesture, or the
 * refund a cancellation could not make (docs/decisions/097). Any order may be refunded up to what is left of its
 * total; the same two steps as a cancellation's refund (refund-money.ts). A provider that refuses or does not
 * answer: nothing recorded, 502 (503), the order as it was.
 */
import type { FastifyInstance } from 'fastify';
import { AFTER_SALE_MESSAGES as AS } from '#domain/after-sale';
import { paiseToRupees } from '#domain/money';
import type { RefundDto } from '#domain/schemas/admin-orders';
import type { MailQueue } from '#server/lib/mail/background';
import type { Actor } from '#server/lib/orders/events';
import { sendAfterSaleMail } from './after-sale-mail';
import { lockOrder } from './order-lock';
import { loadOrder } from './order-queries';
import { refundError, reserveRefund, settleRefund } from './refund-money';

export async function refundOrder(
  app: FastifyInstance,
  queue: MailQueue,
  orderId: string,
  input: { amount: number; reason: string },
  by: Actor,
) {
  const { reserved, row } = await app.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    return {
      reserved: await reserveRefund(tx, app, locked, input.amount, input.reason, by),
      row: locked.order,
    };
  });
  const settled = await settleRefund(app, reserved, by);
  if (!settled.ok) {
    throw refundError(settled.why, settled.why === 'unavailable' ? AS.refundUnavailable : AS.refundFailed);
  }
  sendAfterSaleMail(app, queue, row, { kind: 'refunded', amountPaise: reserved.amountPaise });
  const order = (await loadOrder(app.db, row.id))!;
  const refund: RefundDto = order.refunds.find((r) => r._id === reserved.refundId)!;
  return {
    order,
    refund,
    message: AS.refunded(order.orderNumber, paiseToRupees(reserved.amountPaise)),
  };
}
