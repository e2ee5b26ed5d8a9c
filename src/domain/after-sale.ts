/**
 * After the sale (issue 18; docs/decisions/097): shipping, delivery, cancellation, refunds and the order's timeline —
 * the rules and words both the server and the screens use, without zod (docs/decisions/112 "zod off the first
 * load"). The payload schemas are in schemas/admin-orders.ts and schemas/orders.ts.
 */
import type { OrderStatus } from './business-constants';
import { formatINR } from './money';

export const AFTER_SALE_LIMITS = {
  carrierMax: 60,
  trackingNumberMax: 60,
  trackingUrlMax: 500,
  reasonMax: 500,
  noteMax: 2000,
  /** A timeline shows at most this many events (a busy order has a few dozen). */
  timelineMax: 500,
} as const;

/** Carriers Indian jewellers ship insured parcels with; the field takes any name, these are suggestions. */
export const CARRIERS = [
  'Blue Dart',
  'Delhivery',
  'DTDC',
  'India Post (Speed Post)',
  'Ecom Express',
  'XpressBees',
  'Shiprocket',
  'Sequel Logistics',
] as const;

/**
 * What the shopper sees of their order's timeline: the milestones and the e-mails they were sent. Internal notes,
 * stock movements, hallmark edits and failed refund attempts stay with the shop.
 */
const SHOPPER_EVENTS = [
  'placed',
  'paid',
  'email',
  'status',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;

/** What can happen to an order, as its timeline records it (order_events.type). */
export const ORDER_EVENT_TYPES = [...SHOPPER_EVENTS, 'refund_failed', 'restocked', 'huids', 'note'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
export const SHOPPER_EVENT_TYPES: readonly OrderEventType[] = SHOPPER_EVENTS;

/** The order of fulfilment; Cancelled stands apart. */
const STATUS_RANK: Record<OrderStatus, number> = {
  Placed: 0,
  Processing: 1,
  Shipped: 2,
  Delivered: 3,
  Cancelled: 4,
};

/**
 * A move the admin is asked to confirm: back along Placed → Processing → Shipped → Delivered, out of Cancelled
 * (the stock and money it gave back stay given back), or into Cancelled (which has its own form).
 */
export function needsConfirmation(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  if (to === 'Cancelled' || from === 'Cancelled') return true;
  return STATUS_RANK[to] < STATUS_RANK[from];
}

/** An http(s) address a shopper can open (a carrier's tracking page). */
export function isTrackingUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname && !url.username;
  } catch {
    return false;
  }
}

export const AFTER_SALE_MESSAGES = {
  carrierRequired: 'Enter the carrier.',
  carrierTooLong: `The carrier is at most ${AFTER_SALE_LIMITS.carrierMax} characters.`,
  trackingNumberRequired: 'Enter the tracking number.',
  trackingNumberTooLong: `The tracking number is at most ${AFTER_SALE_LIMITS.trackingNumberMax} characters.`,
  trackingUrl: 'Enter the tracking link, starting with https:// (or http://).',
  reasonRequired: 'Give the reason for cancelling.',
  reasonTooLong: `The reason is at most ${AFTER_SALE_LIMITS.reasonMax} characters.`,
  refundChoice: 'Choose the refund: full, none, or an amount in rupees.',
  amountRequired: 'Enter the amount to refund.',
  amountPositive: 'Enter an amount above ₹0.',
  amountDecimals: 'Enter the amount in rupees, with at most two decimals.',
  amountTooHigh: (maxRupees: number) => `At most ${formatINR(maxRupees)} is left to refund on this order.`,
  restock: 'Restock must be true or false.',
  noteRequired: 'Write the note first.',
  noteTooLong: `A note is at most ${AFTER_SALE_LIMITS.noteMax} characters.`,
  noteAdded: 'Note added.',
  shipped: (n: number) =>
    `Order #${n} marked as shipped. The customer is being e-mailed the tracking details.`,
  delivered: (n: number) => `Order #${n} marked as delivered. The customer is being e-mailed.`,
  cancelled: (n: number, refundedRupees: number) =>
    refundedRupees > 0
      ? `Order #${n} cancelled and ${formatINR(refundedRupees)} refunded.`
      : `Order #${n} cancelled.`,
  refunded: (n: number, rupees: number) => `${formatINR(rupees)} refunded on order #${n}.`,
  alreadyCancelled: (n: number) => `Order #${n} is cancelled already.`,
  cancelDelivered: (n: number) =>
    `Order #${n} has been delivered: give money back with Refund instead of cancelling it.`,
  shipCancelled: (n: number) => `Order #${n} is cancelled: it cannot be shipped.`,
  shipDelivered: (n: number) => `Order #${n} has been delivered already.`,
  deliverCancelled: (n: number) => `Order #${n} is cancelled: it cannot be delivered.`,
  alreadyDelivered: (n: number) => `Order #${n} is marked as delivered already.`,
  nothingToRefund: (n: number) => `Order #${n} has been refunded in full already.`,
  otherProvider: (provider: string) =>
    `This order was paid through ${provider}, which the shop no longer takes payments with: refund it from ${provider}'s dashboard.`,
  refundUnavailable:
    'The payment provider is not answering, so nothing was refunded. Please try again in a moment.',
  refundFailed:
    'The payment provider refused the refund, so nothing was refunded. Please check the payment in its dashboard.',
  /** The order is cancelled (and restocked), but its refund did not go through. */
  cancelledRefundFailed: (n: number, why: 'unavailable' | 'failed') =>
    `Order #${n} is cancelled, but its refund did not go through: ${
      why === 'unavailable' ? 'the payment provider is not answering' : 'the payment provider refused it'
    }. Use Refund to try again.`,
  timelineNotFound: 'Order not found.',
  confirmInvalid: 'confirm must be true or false.',
  /** 409 of PUT /status without `confirm: true`: the screen shows it in its confirmation. */
  confirmBackwards: (n: number, from: OrderStatus, to: OrderStatus) =>
    `Order #${n} is ${from}. Move it back to ${to}? The customer is not e-mailed about this.`,
  confirmCancel: (n: number) =>
    `Cancel order #${n}? Its pieces go back into stock and the payment can be refunded; the customer is e-mailed.`,
  confirmReopen: (n: number, to: OrderStatus) =>
    `Order #${n} is cancelled. Reopen it as ${to}? The stock and money given back stay given back.`,
  shipRefunded: (n: number) => `Order #${n} has been refunded in full: it cannot be shipped.`,
} as const;

/** How the shop names a payment provider to its owner. */
export const PROVIDER_NAMES: Record<string, string> = {
  stripe: 'Stripe',
  razorpay: 'Razorpay',
  test: 'the test payment provider',
};
