/**
 * After the sale (issue 18): what happened to an order and who did it, refunds, discount codes and their use,
 * customer notes, and reviews. Money in paise, like everywhere.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, keptRef, ownedBy, timestamps } from './columns';
import { users } from './users';
import { products } from './catalog';
import { orders } from './orders';

/** Who did it: their account while it exists, and their name kept as text, so the record still says who when the
 * account is gone ('' = the shop itself). */
const doneBy = () => ({
  byUserId: keptRef('by_user_id', () => users.id),
  byName: text('by_name').notNull().default(''),
});

/**
 * An order's timeline: placed, paid, e-mails sent, status changes, shipped, delivered, cancelled, refunded,
 * hallmarks recorded, and internal notes — each with who (an admin, the shopper, or the shop itself) and when.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: ownedBy('order_id', () => orders.id),
    /** placed, paid, email, status, shipped, delivered, cancelled, refunded, restocked, huids, note. */
    type: text('type').notNull(),
    ...doneBy(),
    /** What the event says: a note's text, the new status, the e-mail's subject, a refund's amount… */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** Money given back on an order through its payment provider (in full or in part). */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason').notNull().default(''),
    ...doneBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_created_idx').on(t.createdAt),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Discount codes (docs/shop/beyond.md §5 "Checkout and after-sale"). */
export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    /** Stored as entered; unique whatever its case. */
    code: text('code').notNull(),
    /** `percent`: value in basis points (1000 = 10%); `fixed`: value in paise. */
    type: text('type').$type<'percent' | 'fixed'>().notNull(),
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** How many orders may use it in all, and per customer (by account or e-mail); null = no limit. */
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Categories whose pieces it applies to; empty = every piece. */
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('discounts_code_lower_uq').on(sql`lower(${t.code})`),
    check('discounts_type', sql`${t.type} in ('percent', 'fixed')`),
    check('discounts_value_positive', sql`${t.value} > 0`),
    check(
      'discounts_limits_positive',
      sql`coalesce(${t.usageLimit}, 1) > 0 and coalesce(${t.perCustomerLimit}, 1) > 0`,
    ),
  ],
);

/** One use of a discount by one order (counted against its limits when the order is made). */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: id(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'restrict' }),
    orderId: ownedBy('order_id', () => orders.id).unique(),
    userId: keptRef('user_id', () => users.id),
    email: text('email').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('discount_redemptions_discount_idx').on(t.discountId)],
);

/** Internal notes on a customer, for the admin's customer page. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    body: text('body').notNull(),
    ...doneBy(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_notes_user_idx').on(t.userId, t.createdAt)],
);

/** A verified buyer's review: pending until an admin approves it. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: ownedBy('product_id', () => products.id),
    userId: keptRef('user_id', () => users.id),
    /** The delivered order that makes the reviewer a verified buyer. */
    orderId: keptRef('order_id', () => orders.id),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'hidden'>().notNull().default('pending'),
    moderatedBy: keptRef('moderated_by', () => users.id),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    index('reviews_product_status_idx').on(t.productId, t.status),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_status', sql`${t.status} in ('pending', 'approved', 'hidden')`),
  ],
);
