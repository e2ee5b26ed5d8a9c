import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ownedBy, timestamps } from './columns';
import { users } from './users';
import { products, variants } from './catalog';

export const carts = pgTable('carts', {
  id: id(),
  userId: ownedBy('user_id', () => users.id).unique(),
  ...timestamps,
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    cartId: ownedBy('cart_id', () => carts.id),
    productId: ownedBy('product_id', () => products.id),
    variantId: ownedBy('variant_id', () => variants.id),
    /** '' when the variant has no sizes, so the unique key below also covers unsized lines. */
    selectedSize: text('selected_size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cart_lines_cart_variant_size_uq').on(t.cartId, t.variantId, t.selectedSize),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: ownedBy('user_id', () => users.id),
    productId: ownedBy('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Key/value facts about this installation (e.g. when the demo catalogue was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});

/** Fixed-window counters for rate limits that must hold across server processes. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_hits_window_idx').on(t.windowStart),
  ],
);
