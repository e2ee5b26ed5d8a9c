import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, keptRef, ownedBy, timestamps } from './columns';
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
  /** Gross weight of one piece (grams), for the tax invoice; absent in sessions made before invoices. */
  weightGrams?: number;
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
    userId: keptRef('user_id', () => users.id),
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
    /** A payment that arrived for a session already closed is refunded, never made an order (decision 087). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
    /** A discount code applied at create-checkout: the snapshot's lines keep their prices; amount is net of it. */
    discountCode: text('discount_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('payment_sessions_user_idx').on(t.userId),
    // One open checkout per shopper: a new one closes the earlier one first (docs/decisions/087).
    uniqueIndex('payment_sessions_one_open_per_user_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    // Checkout counts the stock held by recent open sessions (modules/checkout/stock-holds.ts).
    index('payment_sessions_created_idx').on(t.createdAt),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /**
     * A short number a shopper can read out on the phone, e.g. 100042. Taken from `counters` in the order's own
     * transaction, so numbers are consecutive whatever path places the order (docs/decisions/086).
     */
    orderNumber: integer('order_number').notNull().unique(),
    /** set null: deleting a user keeps their orders whole. */
    userId: keptRef('user_id', () => users.id),
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
    /**
     * The GST tax invoice: `AUR/26-27/000123` — prefix / financial year / serial, the serial from the year's
     * gapless series in `counters` (docs/decisions/093), given when the paid order is made.
     */
    invoiceNumber: text('invoice_number').unique(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }),
    /** Fulfilment (issue 18): the parcel's carrier and tracking, and when it left and arrived. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Sum of the order's refunds (table `refunds`); never more than total_paise. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /** The discount code used and what it took off (already in total_paise). */
    discountCode: text('discount_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** When the review request e-mail went out (a few days after delivery), so it goes once. */
    reviewRequestSentAt: timestamp('review_request_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // Money never given back twice: the refunds of an order add up to at most what was paid.
    check('orders_refunded_within_total', sql`${t.refundedPaise} between 0 and ${t.totalPaise}`),
    check('orders_discount_nonnegative', sql`${t.discountPaise} >= 0`),
    index('orders_status_idx').on(t.status),
    index('orders_created_idx').on(t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: ownedBy('order_id', () => orders.id),
    /** set null: a deleted product leaves the line's name, image and price at purchase intact. */
    productId: keptRef('product_id', () => products.id),
    variantId: keptRef('variant_id', () => variants.id),
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
    /** Gross weight of one piece in grams (from the checkout snapshot), printed on the invoice. */
    weightGrams: numeric('weight_grams', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    /** BIS hallmark unique ids of the pieces of this line, recorded when the order is packed (one per piece). */
    huids: text('huids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Gapless number series (order numbers today; invoice series later). A number is taken with
 * `update counters set value = value + 1 … returning value` inside the transaction that uses it, so a rolled-back
 * or repeated attempt gives its number back — a sequence would burn it (docs/decisions/086).
 */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});
