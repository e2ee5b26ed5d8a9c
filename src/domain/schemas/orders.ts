import { z } from 'zod';
import { ORDER_STATUSES } from '../business-constants';
import { ShippingAddressDto } from './payments';
import { ORDER_MESSAGES, formatOrderNumber, parseOrderNumber } from '../order-constants';

/** Re-exported: the server imports them from here; the web app imports them from ../order-constants. */
export { ORDER_MESSAGES, formatOrderNumber, parseOrderNumber };

/** Orders as the shopper sees them (storefront.md §3 "Order", §7 order calls; conventions.md track). */

/** The body of POST /api/order/createOrder: only stripeSessionId is read; the rest (spec's order JSON) is ignored. */
export const CreateOrderBody = z.object({
  stripeSessionId: z
    .string({ message: ORDER_MESSAGES.sessionRequired })
    .trim()
    .min(1, { message: ORDER_MESSAGES.sessionRequired })
    .max(200, { message: ORDER_MESSAGES.sessionNotFound }),
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
});
export type OrderLineDto = z.infer<typeof OrderLineDto>;

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
});
export type OrderDto = z.infer<typeof OrderDto>;

export const CreateOrderReply = z.object({
  success: z.literal(true),
  message: z.string(),
  order: OrderDto,
  /** false when this session's order already existed (a reload, or the webhook got there first). */
  created: z.boolean(),
});
export type CreateOrderReply = z.infer<typeof CreateOrderReply>;

export const MyOrdersReply = z.object({ success: z.literal(true), orders: z.array(OrderDto) });
export type MyOrdersReply = z.infer<typeof MyOrdersReply>;

/** "#100042", "100042" or the order's uuid. */
export const TrackQuery = z.object({
  orderId: z
    .string({ message: ORDER_MESSAGES.trackRequired })
    .trim()
    .min(1, { message: ORDER_MESSAGES.trackRequired })
    .max(64, { message: ORDER_MESSAGES.trackNotFound }),
  email: z
    .string({ message: ORDER_MESSAGES.trackRequired })
    .trim()
    .min(1, { message: ORDER_MESSAGES.trackRequired })
    .max(254, { message: ORDER_MESSAGES.trackEmail })
    .pipe(z.email({ message: ORDER_MESSAGES.trackEmail })),
});

export const TrackedOrderDto = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  totalAmount: z.number(),
  /** Lines without the address: tracking needs only the order number and e-mail. */
  items: z.array(OrderLineDto),
});
export const TrackReply = z.object({ success: z.literal(true), order: TrackedOrderDto });
export type TrackReply = z.infer<typeof TrackReply>;
