/**
 * Money back through the payment provider that took it, in two steps around the provider's call
 * (docs/decisions/097):
 *
 * 1. `reserveRefund`, inside the caller's transaction with the order's row locked: the amount is added to
 *    orders.refunded_paise (the check constraint keeps it ≤ the total, whatever happens) and a `refunds` row is
 *    written. Committed before the provider is asked, so a second request — a double click, a second admin —
 *    sees it and cannot refund the same money again, and no row lock is held while a provider answers.
 * 2. `settleRefund`, after the commit: the provider is asked with the refund row's id as its idempotency key
 *    (a retry is the same refund). Given: the provider's refund id is stored and a `refunded` event written.
 *    Refused or unanswered: the reservation is taken back (row deleted, amount subtracted) and a `refund_failed`
 *    event written — nothing is recorded as refunded.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AFTER_SALE_MESSAGES as AS, PROVIDER_NAMES } from '#domain/after-sale';
import { paiseToRupees } from '#domain/money';
import type { Tx } from '#server/db/client';
import { orders, refunds } from '#server/db/schema';
import { AppError, badRequest, conflict } from '#server/errors';
import { PaymentProviderError } from '#server/lib/payments';
import { recordEvent, type Actor } from '#server/lib/orders/events';
import type { LockedOrder } from './order-lock';

export interface ReservedRefund {
  refundId: string;
  orderId: string;
  amountPaise: number;
  reason: string;
  payment: LockedOrder['payment'];
}

export type SettledRefund =
  { ok: true; providerRefundId: string } | { ok: false; why: 'failed' | 'unavailable' };

/** Paise left to refund on the order. */
export const refundablePaise = (order: LockedOrder['order']) => order.totalPaise - order.refundedPaise;

/**
 * Checks that `amountPaise` can be refunded on the locked order — there is something left, the amount is not above
 * it, and the shop still takes payments with the provider that took this one — and reserves it.
 */
export async function reserveRefund(
  tx: Tx,
  app: FastifyInstance,
  locked: LockedOrder,
  amountPaise: number,
  reason: string,
  by: Actor,
): Promise<ReservedRefund> {
  const { order, payment } = locked;
  const left = refundablePaise(order);
  if (left <= 0) throw conflict(AS.nothingToRefund(order.orderNumber));
  if (amountPaise > left) {
    const message = AS.amountTooHigh(paiseToRupees(left));
    throw badRequest(message, [{ path: 'amount', message }]);
  }
  if (payment.provider !== app.payments.id) {
    throw conflict(AS.otherProvider(PROVIDER_NAMES[payment.provider] ?? payment.provider));
  }
  await tx
    .update(orders)
    .set({ refundedPaise: sql`${orders.refundedPaise} + ${amountPaise}`, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  const [row] = await tx
    .insert(refunds)
    .values({ orderId: order.id, amountPaise, reason, byUserId: by.userId, byName: by.name })
    .returning({ id: refunds.id });
  return { refundId: row!.id, orderId: order.id, amountPaise, reason, payment };
}

/** Asks the provider for the reserved refund, then records it or takes the reservation back. */
export async function settleRefund(
  app: FastifyInstance,
  reserved: ReservedRefund,
  by: Actor,
): Promise<SettledRefund> {
  let outcome: SettledRefund;
  try {
    const { refundId } = await app.payments.refundCheckout({
      providerSessionId: reserved.payment.providerSessionId,
      sessionId: reserved.payment.sessionId,
      amountPaise: reserved.amountPaise,
      refundKey: reserved.refundId,
    });
    outcome = { ok: true, providerRefundId: refundId };
  } catch (err) {
    app.log.error({ err, orderId: reserved.orderId, refund: reserved.refundId }, 'order refund failed');
    outcome = {
      ok: false,
      why: err instanceof PaymentProviderError && err.kind === 'unavailable' ? 'unavailable' : 'failed',
    };
  }
  await app.db.transaction(async (tx) => {
    if (outcome.ok) {
      await tx
        .update(refunds)
        .set({ providerRefundId: outcome.providerRefundId })
        .where(eq(refunds.id, reserved.refundId));
      await recordEvent(tx, reserved.orderId, 'refunded', by, {
        amountPaise: reserved.amountPaise,
        reason: reserved.reason,
        refundId: reserved.refundId,
        providerRefundId: outcome.providerRefundId,
      });
      return;
    }
    const removed = await tx
      .delete(refunds)
      .where(and(eq(refunds.id, reserved.refundId), eq(refunds.orderId, reserved.orderId)))
      .returning({ id: refunds.id });
    if (removed.length) {
      await tx
        .update(orders)
        .set({ refundedPaise: sql`${orders.refundedPaise} - ${reserved.amountPaise}`, updatedAt: new Date() })
        .where(eq(orders.id, reserved.orderId));
    }
    await recordEvent(tx, reserved.orderId, 'refund_failed', by, {
      amountPaise: reserved.amountPaise,
      reason: reserved.reason,
      why: outcome.why,
    });
  });
  return outcome;
}

/** The reply to a refund the provider did not make: 503 when it did not answer, 502 when it refused. */
export const refundError = (
  why: 'failed' | 'unavailable',
  message: string,
  extra?: Record<string, unknown>,
) => new AppError(why === 'unavailable' ? 503 : 502, message, undefined, extra);
