/**
 * The order's use of its discount code, recorded in the order's own transaction (called once by
 * place-order.ts, after the order's lines and stock): the code and what it took off are copied to the order,
 * and a discount_redemptions row counts the use against the code's limits.
 *
 * The discount's row is locked first, so two orders of one code are counted one after the other. create-checkout
 * already refused a code with no use left, counting the checkouts paying with it (docs/decisions/099), so a use
 * beyond a limit here means the limit changed (an admin lowered it) or a code was used up in between by other
 * means: the shopper has paid the discounted amount, so the order stands as paid, the use is recorded, and the
 * overrun is logged for the shop. A code renamed or deleted since checkout leaves the order its code and amount,
 * without a redemption row (logged).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '#server/db/client';
import { discountRedemptions, orders, type paymentSessions } from '#server/db/schema';
import { findDiscountByCode, toRule, usageOf } from '#server/lib/discounts/discount-store';

type Session = Pick<
  typeof paymentSessions.$inferSelect,
  'id' | 'userId' | 'customerEmail' | 'discountCode' | 'discountPaise'
>;

export async function recordDiscountUse(
  tx: Tx,
  session: Session,
  orderId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!session.discountCode || session.discountPaise <= 0) return;
  await tx
    .update(orders)
    .set({ discountCode: session.discountCode, discountPaise: session.discountPaise })
    .where(eq(orders.id, orderId));
  const discount = await findDiscountByCode(tx, session.discountCode, { lock: true });
  if (!discount) {
    log.warn({ session: session.id, code: session.discountCode }, 'discount code gone since checkout');
    return;
  }
  const email = session.customerEmail ?? '';
  const rule = toRule(discount);
  const usage = await usageOf(tx, discount, { userId: session.userId, email }, { holds: false });
  const over =
    (rule.usageLimit !== null && usage.total >= rule.usageLimit) ||
    (rule.perCustomerLimit !== null && usage.byCustomer >= rule.perCustomerLimit);
  if (over)
    log.warn(
      { session: session.id, code: discount.code, usage },
      'discount code used beyond its limit; the paid order keeps its discount',
    );
  await tx.insert(discountRedemptions).values({
    discountId: discount.id,
    orderId,
    userId: session.userId,
    email,
    amountPaise: session.discountPaise,
  });
}
