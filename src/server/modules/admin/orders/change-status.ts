/**
 * PUT /api/order/{id}/status — docs/shop/admin.md §4's dropdown, kept (docs/decisions/097):
 * - forward moves (Placed → Processing → Shipped → Delivered) just happen; Shipped and Delivered set their dates
 *   and e-mail the shopper (Shipped without tracking details — "Mark as shipped" is the call that gives them);
 * - a move back, out of Cancelled or into Cancelled needs `confirm: true`, else 409 with `needsConfirmation: true`
 *   and the sentence for the confirmation; such moves e-mail nobody. Moving back clears the dates of the steps
 *   undone (the timeline keeps them); reopening a cancelled order leaves its stock and refunds as they are;
 * - into Cancelled runs the cancel call itself, with its payload (reason, restock, refund) from the same body.
 * Every change writes one timeline event: `shipped`, `delivered`, `cancelled`, or `status` with from and to.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AFTER_SALE_MESSAGES as AS, needsConfirmation } from '#domain/after-sale';
import type { OrderStatus } from '#domain/business-constants';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { CancelInput } from '#domain/schemas/admin-orders';
import { orders } from '#server/db/schema';
import { AppError, notFound, parseInput } from '#server/errors';
import type { MailQueue } from '#server/lib/mail/background';
import type { Actor } from '#server/lib/orders/events';
import { sendAfterSaleMail } from './after-sale-mail';
import { cancelOrder } from './cancel-order';
import { lockOrder, moveOrder } from './order-lock';
import { loadOrder } from './order-queries';

const STEP: Record<OrderStatus, number> = {
  Placed: 0,
  Processing: 1,
  Shipped: 2,
  Delivered: 3,
  Cancelled: -1,
};

function confirmationNeeded(orderNumber: number, from: OrderStatus, to: OrderStatus): AppError {
  const message =
    to === 'Cancelled'
      ? AS.confirmCancel(orderNumber)
      : from === 'Cancelled'
        ? AS.confirmReopen(orderNumber, to)
        : AS.confirmBackwards(orderNumber, from, to);
  return new AppError(409, message, undefined, { needsConfirmation: true });
}

export async function changeStatus(
  app: FastifyInstance,
  queue: MailQueue,
  orderId: string,
  input: { status: OrderStatus; confirm: boolean },
  fields: Record<string, unknown>,
  by: Actor,
) {
  const to = input.status;
  if (to === 'Cancelled') {
    const [current] = await app.db
      .select({ status: orders.status, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!current) throw notFound(M.orderNotFound);
    if (current.status !== 'Cancelled') {
      if (!input.confirm) throw confirmationNeeded(current.orderNumber, current.status, to);
      return cancelOrder(app, queue, orderId, parseInput(CancelInput, fields), by);
    }
  }

  const changed = await app.db.transaction(async (tx) => {
    const { order } = await lockOrder(tx, orderId);
    const from = order.status;
    if (from === to) return { row: order, from, moved: false };
    if (needsConfirmation(from, to) && !input.confirm) throw confirmationNeeded(order.orderNumber, from, to);
    const type = to === 'Shipped' ? 'shipped' : to === 'Delivered' ? 'delivered' : 'status';
    const row = await moveOrder(
      tx,
      order,
      {
        status: to,
        // The dates say where the order is now; a step undone loses its date (the timeline keeps the history).
        shippedAt: STEP[to] >= STEP.Shipped ? sql`coalesce(${orders.shippedAt}, now())` : null,
        deliveredAt: to === 'Delivered' ? sql`coalesce(${orders.deliveredAt}, now())` : null,
        ...(from === 'Cancelled' ? { cancelledAt: null, cancelReason: null } : {}),
      },
      { type, by, detail: { to } },
    );
    return { row, from, moved: true };
  });

  const { row, from, moved } = changed;
  // Only a forward move tells the shopper: one the admin had to confirm is a correction.
  if (moved && !needsConfirmation(from, to)) {
    if (to === 'Shipped') sendAfterSaleMail(app, queue, row, { kind: 'shipped' });
    if (to === 'Delivered') sendAfterSaleMail(app, queue, row, { kind: 'delivered' });
  }
  const order = (await loadOrder(app.db, row.id))!;
  const message =
    moved && to === 'Delivered' && !needsConfirmation(from, to)
      ? AS.delivered(order.orderNumber)
      : M.orderStatusUpdated(to);
  return { order, message };
}
