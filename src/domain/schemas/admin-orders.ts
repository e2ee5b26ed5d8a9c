/** The admin's orders (admin.md §3 Order, §4 status): the list with its dialog's details, and a status change. */
import { z } from 'zod';
import { ORDER_STATUSES } from '../business-constants';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { AdminListQuery, PageInfo } from './admin-paging';
import { Timestamp } from './common';

export const AdminOrdersQuery = AdminListQuery.extend({
  status: z.enum(ORDER_STATUSES, { error: M.orderStatusInvalid }).optional(),
  /** `true`: only paid orders flagged for a refund. */
  needsRefund: z.enum(['true', 'false'], { error: 'needsRefund must be true or false.' }).optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const OrderStatusInput = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.enum(ORDER_STATUSES, { error: M.orderStatusInvalid }),
  ),
});
export type OrderStatusInput = z.infer<typeof OrderStatusInput>;

export const AdminOrderItem = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  nameAtPurchase: z.string(),
  mainImageAtPurchase: z.string(),
  /** Rupees, the unit price paid. */
  priceAtPurchase: z.number(),
  quantity: z.number().int(),
  material: z.string(),
  purity: z.string(),
  selectedSize: z.string(),
  sku: z.string(),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItem>;

export const ShippingAddressDto = z.object({
  fullName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phoneNumber: z.string(),
});

export const AdminOrderDto = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  status: z.enum(ORDER_STATUSES),
  /** Rupees. */
  totalAmount: z.number(),
  cartItems: z.array(AdminOrderItem),
  /** The account when it still exists (`_id` set), else the name and e-mail the order was placed with. */
  user: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }),
  shippingAddress: ShippingAddressDto,
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  needsRefund: z.boolean(),
  refundReason: z.string().nullable(),
});
export type AdminOrderDto = z.infer<typeof AdminOrderDto>;

export const AdminOrdersReply = z.object({
  success: z.literal(true),
  orders: z.array(AdminOrderDto),
  ...PageInfo,
});
export type AdminOrdersReply = z.infer<typeof AdminOrdersReply>;

export const OrderStatusReply = z.object({
  success: z.literal(true),
  order: AdminOrderDto,
  message: z.string(),
});
export type OrderStatusReply = z.infer<typeof OrderStatusReply>;
