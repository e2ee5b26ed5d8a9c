/**
 * Stock held by checkouts in progress (docs/decisions/032). Checkout does not take stock — the order does,
 * when it is made (docs/shop/conventions.md §5) — but a piece a shopper is paying for right now is not offered to
 * a second shopper's checkout: without this, 20 shoppers racing for the last 5 pieces would all pay and 15 would
 * need refunds.
 *
 * Held = the pieces of payment sessions made in the last CHECKOUT_LIMITS.holdMinutes that are still open, or
 * paid but not yet turned into an order. The caller's own sessions do not count (going back from the payment
 * page and checking out again must not block yourself). Callers lock the variant rows first (`lockVariants`), so
 * two checkouts of the same piece count and insert one after the other.
 */
import { sql } from 'drizzle-orm';
import { CHECKOUT_LIMITS } from '#domain/schemas/payments';
import { queryRows, type Tx } from '#server/db/client';

/** Locks the variants' rows until the transaction ends, in id order (the order place-order.ts updates them in). */
export async function lockVariants(tx: Tx, variantIds: string[]): Promise<void> {
  const ids = [...new Set(variantIds)].sort();
  if (!ids.length) return;
  await queryRows(
    tx,
    sql`select id from variants where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by id for update`,
  );
}

/** Whose checkouts do not count: a signed-in shopper's, or a guest's by e-mail (docs/decisions/108). */
export type CheckoutOwner = { userId: string } | { guestEmail: string };

export async function heldQuantities(
  tx: Tx,
  variantIds: string[],
  except: CheckoutOwner,
): Promise<Map<string, number>> {
  const notOwn =
    'userId' in except
      ? sql`ps.user_id is distinct from ${except.userId}::uuid`
      : sql`not (ps.user_id is null and lower(coalesce(ps.customer_email, '')) = ${except.guestEmail.toLowerCase()})`;
  const ids = [...new Set(variantIds)];
  const held = new Map<string, number>();
  if (!ids.length) return held;
  const rows = await queryRows<{ variant_id: string; quantity: number }>(
    tx,
    sql`select l->>'variantId' as variant_id, sum((l->>'quantity')::int)::int as quantity
        from payment_sessions ps
        cross join lateral jsonb_array_elements(ps.lines) as l
        where ps.created_at > now() - make_interval(mins => ${CHECKOUT_LIMITS.holdMinutes})
          and (ps.status = 'open'
               or (ps.status = 'paid' and not exists (select 1 from orders o where o.payment_session_id = ps.id)))
          and ${notOwn}
          and l->>'variantId' in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
        group by 1`,
  );
  for (const r of rows) held.set(r.variant_id, Number(r.quantity));
  return held;
}
