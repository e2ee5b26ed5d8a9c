/**
 * Cancels an order (POST /api/order/{id}/cancel, and PUT /api/order/{id}/status to Cancelled — one code path;
 * docs/decisions/097): the reason is recorded, the pieces go back into stock once (unless unticked), the chosen
 * refund goes through the provider that took the payment, and the shopper is e-mailed.
 *
 * The cancellation, the restock and the refund's reservation commit together, under the order's row lock; the
 * provider is asked afterwards. If it refuses or does not answer, the order stays cancelled and restocked with
 * nothing recorded as refunded — it then shows under "Needs refund" — and the reply is 502 (503 when the provider
 * did not answer) with a sentence saying so and the order as it now is.
 */
import type { FastifyInstance } from 'fastify';
import { AFTER_SALE_MESSAGES as AS } from '#domain/after-sale';
import type { RefundChoice } from '#domain/schemas/admin-orders';
import { paiseToRupees } from '#domain/money';
import { badRequest, conflict } from '#server/errors';
import type { MailQueue } from '#server/lib/mail/background';
import type { Actor } from '#server/lib/orders/events';
import { sendAfterSaleMail } from './after-sale-mail';
import { lockOrder, moveOrder } from './order-lock';
import { loadOrder } from './order-queries';
import {
  refundError,
  refundablePaise,
  reserveRefund,
  settleRefund,
  type ReservedRefund,
} from './refund-money';
import { restockOnce } from './restock';

export interface CancelRequest {
  reason: string;
  restock: boolean;
  refund: RefundChoice;
}

export async function cancelOrder(
  app: FastifyInstance,
  queue: MailQueue,
  orderId: string,
  input: CancelRequest,
  by: Actor,
) {
  const done = await app.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    const { order } = locked;
    if (order.status === 'Cancelled') throw conflict(AS.alreadyCancelled(order.orderNumber));
    if (order.status === 'Delivered') throw conflict(AS.cancelDelivered(order.orderNumber));
    const left = refundablePaise(order);
    const amountPaise =
      input.refund.kind === 'full' ? left : input.refund.kind === 'none' ? 0 : input.refund.paise;
    if (input.refund.kind === 'amount' && left <= 0) throw conflict(AS.nothingToRefund(order.orderNumber));
    if (amountPaise > left) {
      const message = AS.amountTooHigh(paiseToRupees(left));
      throw badRequest(message, [{ path: 'refund', message }]);
    }
    // Checked (and reserved) before anything changes: a refund the shop cannot make refuses the whole call.
    const reserved: ReservedRefund | null =
      amountPaise > 0 ? await reserveRefund(tx, app, locked, amountPaise, input.reason, by) : null;
    const row = await moveOrder(
      tx,
      order,
      { status: 'Cancelled', cancelledAt: new Date(), cancelReason: input.reason },
      {
        type: 'cancelled',
        by,
        detail: { reason: input.reason, restock: input.restock, refundPaise: amountPaise },
      },
    );
    const restocked = input.restock ? await restockOnce(tx, order.id, by) : false;
    return { row, reserved, restocked };
  });
  if (done.restocked) await app.catalogEvents.changed('stock');

  const settled = done.reserved ? await settleRefund(app, done.reserved, by) : null;
  const refundedPaise = settled?.ok ? done.reserved!.amountPaise : 0;
  sendAfterSaleMail(app, queue, done.row, { kind: 'cancelled', refundedPaise });
  const order = (await loadOrder(app.db, done.row.id))!;
  if (settled && !settled.ok) {
    throw refundError(settled.why, AS.cancelledRefundFailed(order.orderNumber, settled.why), { order });
  }
  return { order, message: AS.cancelled(order.orderNumber, paiseToRupees(refundedPaise)) };
}
