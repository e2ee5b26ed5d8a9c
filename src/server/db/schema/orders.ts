import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { orderStatusEnum, paymentSessionStatusEnum } from './enums';
import { users } from './users';
import { products, variants } from './catalog';

/** A priced line as frozen at checkout time. */
export interface SnapshotLine {
  productId: string;
  variantId: string;
  name: string;
  image: string;
  material: string;
  purity: string;
  selectedSize: string;
  sku: string;
  quantity: number;
  /** Discounted unit price in paise at checkout time. */
  unitPricePaise: number;
}

export interface ShippingAddress {
  fullName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phoneNumber: string;
}

/**
 * A checkout attempt with a payment provider. The snapshot of priced lines and the address is kept here, on the
 * server, so the order made from a paid session never depends on what a client sends afterwards.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** The provider's own id (Stripe's cs_… or the test provider's id); what the client calls the session id. */
    providerSessionId: text('provider_session_id').notNull().unique(),
    status: paymentSessionStatusEnum('status').notNull().default('open'),
    lines: jsonb('lines').$type<SnapshotLine[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    customerEmail: text('customer_email'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payment_sessions_user_idx').on(t.userId),
    // Checkout counts the stock held by recent open sessions (modules/payments/stock-holds.ts).
    index('payment_sessions_created_idx').on(t.createdAt),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** A short number a shopper can read out on the phone, e.g. 100042. */
    orderNumber: integer('order_number').generatedAlwaysAsIdentity({ startWith: 100001 }).notNull().unique(),
    /** set null: deleting a user keeps their orders whole. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Unique: one paid session becomes exactly one order, enforced by the database. */
    paymentSessionId: uuid('payment_session_id')
      .notNull()
      .unique()
      .references(() => paymentSessions.id, { onDelete: 'restrict' }),
    stripeSessionId: text('stripe_session_id').notNull().unique(),
    status: orderStatusEnum('status').notNull().default('Placed'),
    paymentMethod: text('payment_method').notNull().default('Card'),
    paymentStatus: text('payment_status').notNull().default('Paid'),
    totalPaise: integer('total_paise').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** Paid but stock ran out before the order was made: the order stands and the admin refunds or restocks. */
    needsRefund: boolean('needs_refund').notNull().default(false),
    refundReason: text('refund_reason'),
    ...timestamps,
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_created_idx').on(t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** set null: a deleted product leaves the line's name, image and price at purchase intact. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    nameAtPurchase: text('name_at_purchase').notNull(),
    mainImageAtPurchase: text('main_image_at_purchase').notNull(),
    priceAtPurchasePaise: integer('price_at_purchase_paise').notNull(),
    quantity: integer('quantity').notNull(),
    material: text('material').notNull().default(''),
    purity: text('purity').notNull().default(''),
    selectedSize: text('selected_size').notNull().default(''),
    sku: text('sku').notNull().default(''),
    /** The line's place in the order, as it was in the cart (all lines share one created_at). */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
