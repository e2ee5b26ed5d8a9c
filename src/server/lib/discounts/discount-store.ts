/**
 * Reading discount codes and how much they have been used (docs/decisions/099). Use counts the orders that
 * redeemed the code (discount_redemptions) and, like stock holds (docs/decisions/032), the checkouts being paid
 * with it right now: a code with one use left is not offered to a second checkout while the first is paying.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import { CHECKOUT_LIMITS } from '#domain/payment-constants';
import type { DiscountRule, DiscountUsage } from '#domain/discounts';
import { queryRows, type Db, type Tx } from '#server/db/client';
import { discountRedemptions, discounts, products } from '#server/db/schema';

export type DiscountRow = typeof discounts.$inferSelect;

export function toRule(row: DiscountRow): DiscountRule {
  return {
    type: row.type,
    value: row.value,
    minOrderPaise: row.minOrderPaise,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    categoryIds: row.categoryIds,
    active: row.active,
  };
}

/** The discount of a code, whatever its case; `lock` holds its row until the transaction ends. */
export async function findDiscountByCode(
  db: Db | Tx,
  code: string,
  options: { lock?: boolean } = {},
): Promise<DiscountRow | undefined> {
  const query = db
    .select()
    .from(discounts)
    .where(eq(sql`lower(${discounts.code})`, code.trim().toLowerCase()))
    .limit(1)
    .$dynamic();
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Orders that used each discount. */
export async function timesUsed(db: Db | Tx, ids: string[]): Promise<Map<string, number>> {
  const used = new Map<string, number>();
  if (!ids.length) return used;
  const rows = await db
    .select({ id: discountRedemptions.discountId, n: count() })
    .from(discountRedemptions)
    .where(inArray(discountRedemptions.discountId, ids))
    .groupBy(discountRedemptions.discountId);
  for (const r of rows) used.set(r.id, r.n);
  return used;
}

/** Checkouts paying with `code` now: open, or paid and not yet an order, within the hold's window. */
const heldBy = (code: string) => sql`
  ps.discount_code is not null and lower(ps.discount_code) = ${code.toLowerCase()}
  and ps.created_at > now() - make_interval(mins => ${CHECKOUT_LIMITS.holdMinutes})
  and (ps.status = 'open'
       or (ps.status = 'paid' and not exists (select 1 from orders o where o.payment_session_id = ps.id)))`;

/** How many checkouts hold the code now (anyone's). */
export async function heldCheckouts(db: Db | Tx, code: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payment_sessions ps where ${heldBy(code)}`,
  );
  return Number(row?.n ?? 0);
}

export interface Customer {
  userId: string | null;
  email: string;
}

/**
 * The code's use: by anyone (orders, plus other shoppers' checkouts paying with it now) and by this customer
 * (their orders — by account or e-mail — plus a payment of theirs not yet made an order). Without `holds`, orders
 * only (what the order itself counts).
 */
export async function usageOf(
  db: Db | Tx,
  row: DiscountRow,
  customer: Customer,
  options: { holds?: boolean } = {},
): Promise<DiscountUsage> {
  const email = customer.email.toLowerCase();
  const [used] = await queryRows<{ total: number; mine: number }>(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where (${customer.userId}::uuid is not null and r.user_id = ${customer.userId}::uuid)
                                   or (${email}::text <> '' and lower(r.email) = ${email}::text))::int as mine
        from discount_redemptions r where r.discount_id = ${row.id}::uuid`,
  );
  if (options.holds === false)
    return { total: Number(used?.total ?? 0), byCustomer: Number(used?.mine ?? 0) };
  const [held] = await queryRows<{ others: number; mine: number }>(
    db,
    sql`select count(*) filter (where ps.user_id is distinct from ${customer.userId}::uuid)::int as others,
               count(*) filter (where ps.user_id = ${customer.userId}::uuid and ps.status = 'paid')::int as mine
        from payment_sessions ps where ${heldBy(row.code)}`,
  );
  return {
    total: Number(used?.total ?? 0) + Number(held?.others ?? 0),
    byCustomer: Number(used?.mine ?? 0) + Number(held?.mine ?? 0),
  };
}

/** The category of each product (a line's category decides whether a code applies to it). */
export async function categoriesOf(db: Db | Tx, productIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const ids = [...new Set(productIds)];
  if (!ids.length) return found;
  const rows = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, ids));
  for (const r of rows) if (r.categoryId) found.set(r.id, r.categoryId);
  return found;
}
