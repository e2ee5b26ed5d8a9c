import { z } from 'zod';
import { ORDER_STATUSES } from '../business-constants';
import { ShippingAddressDto } from './payments';
import { ORDER_MESSAGES, formatOrderNumber, parseOrderNumber } from '../order-constants';
import { PAGE_SIZES } from '../paging';
import { pageQuery, pagedReply } from './paging';
import { MessageReply, okReply, trimmedText } from './common';

/** Re-exported: the server imports them from here; the web app imports them from ../order-constants. */
export { ORDER_MESSAGES, formatOrderNumber, parseOrderNumber };

/**
 * Orders as the shopper sees them (docs/shop/storefront.md §3 "Order", §7 order calls; docs/shop/conventions.md
 * §4 track).
 */

/** A parameter of Razorpay's signed return, forwarded as the page got it (ids and a 64-hex-digit signature). */
const returnParam = z.string().max(200).optional();

/**
 * The body of POST /api/order/createOrder: stripeSessionId, and — after a Razorpay Payment Link — the signed
 * parameters of Razorpay's return (src/domain/provider-return.ts; the server checks the signature). The rest (the
 * spec's order JSON) is ignored.
 */
export const CreateOrderBody = z.object({
  stripeSessionId: trimmedText(ORDER_MESSAGES.sessionRequired, 200, ORDER_MESSAGES.sessionNotFound),
  razorpay_payment_id: returnParam,
  razorpay_payment_link_id: returnParam,
  razorpay_payment_link_reference_id: returnParam,
  razorpay_payment_link_status: returnParam,
  razorpay_signature: returnParam,
  /** A guest's key to their checkout, from the return address's `key` (docs/decisions/108); no token needed then. */
  guestKey: z.string().trim().max(100, { message: ORDER_MESSAGES.sessionNotFound }).optional(),
});

export const OrderLineDto = z.object({
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  quantity: z.number().int(),
  /** Rupees per piece, after discount, as paid. */
  priceAtPurchase: z.number(),
  nameAtPurchase: z.string(),
  mainImageAtPurchase: z.string(),
  material: z.string(),
  purity: z.string(),
  selectedSize: z.string(),
  sku: z.string(),
  /** Grams per piece, as sold (0 for orders made before invoices). */
  weightGrams: z.number(),
  /** BIS hallmark ids of the pieces, once the shop has recorded them when packing (docs/decisions/095). */
  huids: z.array(z.string()),
});
export type OrderLineDto = z.infer<typeof OrderLineDto>;

/**
 * What became of the order after the sale (docs/decisions/097), for the shopper's order page and Track Order: the
 * parcel's carrier and tracking link once shipped, when it left and arrived, when it was cancelled, and the rupees
 * given back so far ("Cancelled · Refunded ₹X"). Null (0 for the refund) until it happens.
 */
export const OrderAfterSaleFields = {
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** An http(s) address of the carrier's tracking page. */
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Rupees refunded so far (at most totalAmount). */
  refundedAmount: z.number(),
};

export const OrderDto = z.object({
  _id: z.string(),
  /** Short number for the shopper (shown as "#100042"); track accepts it as well as _id. */
  orderNumber: z.number().int(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Rupees. */
  totalAmount: z.number(),
  cartItems: z.array(OrderLineDto),
  shippingAddress: ShippingAddressDto,
  paymentMethod: z.literal('Card'),
  paymentStatus: z.literal('Paid'),
  stripeSessionId: z.string(),
  /**
   * The GST tax invoice's number ("AUR/26-27/000123") and date; null for orders placed before invoices existed
   * (their GET /api/order/{id}/invoice answers 404 — docs/decisions/093).
   */
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  /** The discount code used at checkout and the rupees it took off (already out of totalAmount); null and 0 without. */
  discountCode: z.string().nullable(),
  discount: z.number(),
  ...OrderAfterSaleFields,
});
export type OrderDto = z.infer<typeof OrderDto>;

export const CreateOrderReply = MessageReply.extend({
  order: OrderDto,
  /** false when this session's order already existed (a reload, or the webhook got there first). */
  created: z.boolean(),
  /** The order's e-mail (where the confirmation went; with the number, what Track Order asks for). */
  customerEmail: z.string(),
  /** true when the order was placed as a guest and belongs to no account yet (docs/decisions/108). */
  guest: z.boolean(),
});
export type CreateOrderReply = z.infer<typeof CreateOrderReply>;

/** GET /api/order/my-orders?page=&limit= — newest first, 10 a page by default, at most 50 (docs/decisions/084). */
export const MyOrdersQuery = z.object(pageQuery(PAGE_SIZES.myOrders));
export type MyOrdersQuery = z.infer<typeof MyOrdersQuery>;

export const MyOrdersReply = pagedReply({ orders: z.array(OrderDto) });
export type MyOrdersReply = z.infer<typeof MyOrdersReply>;

/** "#100042", "100042" or the order's uuid. */
export const TrackQuery = z.object({
  orderId: trimmedText(ORDER_MESSAGES.trackRequired, 64, ORDER_MESSAGES.trackNotFound),
  email: trimmedText(ORDER_MESSAGES.trackRequired, 254, ORDER_MESSAGES.trackEmail).pipe(
    z.email({ message: ORDER_MESSAGES.trackEmail }),
  ),
});

export const TrackedOrderDto = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  totalAmount: z.number(),
  /** Lines without the address: tracking needs only the order number and e-mail. */
  items: z.array(OrderLineDto),
  ...OrderAfterSaleFields,
});
export const TrackReply = okReply({ order: TrackedOrderDto });
export type TrackReply = z.infer<typeof TrackReply>;
