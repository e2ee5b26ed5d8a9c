/** The dashboard: the spec's five counts (getcounts) and, beyond the spec, 30-day sales, orders to ship, low stock. */
import { z } from 'zod';
import { ORDER_STATUSES } from '../business-constants';
import { Timestamp } from './common';

/** Days are counted in the shop's time zone, whatever the server's. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
export const DASHBOARD_DAYS = 30;
export const LOW_STOCK_THRESHOLD = 3;
/** Orders in these states are paid and still waiting to leave the workshop. */
export const AWAITING_SHIPMENT_STATUSES = ['Placed', 'Processing'] as const;

export const DashboardCounts = z.object({
  users: z.number().int(),
  orders: z.number().int(),
  categories: z.number().int(),
  subcategories: z.number().int(),
  products: z.number().int(),
});
export type DashboardCounts = z.infer<typeof DashboardCounts>;

export const CountsReply = z.object({ success: z.literal(true), data: DashboardCounts });
export type CountsReply = z.infer<typeof CountsReply>;

export const DashboardStatsQuery = z.object({
  lowStock: z.coerce
    .number({ error: 'lowStock must be a whole number from 0 to 1000.' })
    .int({ error: 'lowStock must be a whole number from 0 to 1000.' })
    .min(0, { error: 'lowStock must be a whole number from 0 to 1000.' })
    .max(1000, { error: 'lowStock must be a whole number from 0 to 1000.' })
    .default(LOW_STOCK_THRESHOLD),
});

export const SalesDay = z.object({
  /** YYYY-MM-DD in Asia/Kolkata. */
  date: z.string(),
  orders: z.number().int(),
  /** Rupees. */
  revenue: z.number(),
});
export type SalesDay = z.infer<typeof SalesDay>;

export const AwaitingOrder = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  createdAt: Timestamp,
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  totalAmount: z.number(),
  items: z.number().int(),
  needsRefund: z.boolean(),
});

export const LowStockVariant = z.object({
  productId: z.string(),
  productTitle: z.string(),
  productSlug: z.string(),
  productStatus: z.enum(['active', 'inactive']),
  variantId: z.string(),
  sku: z.string(),
  material: z.string(),
  purity: z.string(),
  stock: z.number().int(),
});

export const DashboardStats = z.object({
  counts: DashboardCounts,
  timeZone: z.string(),
  /** Oldest first, exactly DASHBOARD_DAYS entries ending today; days without orders are 0. */
  sales: z.array(SalesDay),
  salesTotals: z.object({ orders: z.number().int(), revenue: z.number() }),
  awaitingShipment: z.object({ count: z.number().int(), orders: z.array(AwaitingOrder) }),
  lowStock: z.object({
    threshold: z.number().int(),
    count: z.number().int(),
    variants: z.array(LowStockVariant),
  }),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

export const DashboardStatsReply = z.object({ success: z.literal(true), data: DashboardStats });
export type DashboardStatsReply = z.infer<typeof DashboardStatsReply>;
