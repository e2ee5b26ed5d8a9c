/**
 * The dashboard: the spec's five counts (getcounts) and, beyond the spec, orders to ship, low stock and sales over
 * 7, 30 or 90 days against the period before (docs/decisions/101-dashboard-and-exports.md).
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../business-constants';
import { Timestamp, okReply } from './common';

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

export const CountsReply = okReply({ data: DashboardCounts });
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
  /** YYYY-MM-DD in the shop's time zone (`timeZone`, SHOP_TIME_ZONE). */
  date: z.string(),
  orders: z.number().int(),
  /** Rupees. */
  revenue: z.number(),
});

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
  /** The shop's time zone (SHOP_TIME_ZONE), in which the days of `sales` are counted. */
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

export const DashboardStatsReply = okReply({ data: DashboardStats });
export type DashboardStatsReply = z.infer<typeof DashboardStatsReply>;

// ---- sales over a period (GET /api/admin/dashboard/sales) ----

/** The periods the dashboard offers, in days ending today (the shop's day). */
export const SALES_PERIODS = [7, 30, 90] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];
export const DEFAULT_SALES_PERIOD: SalesPeriod = 30;
/** Products listed by revenue and by units. */
export const TOP_PRODUCTS_LIMIT = 5;
export const SALES_PERIOD_INVALID = 'days must be 7, 30 or 90.';

export function isSalesPeriod(value: unknown): value is SalesPeriod {
  return SALES_PERIODS.some((p) => String(p) === String(value));
}

export const DashboardSalesQuery = z.object({
  days: z.preprocess(
    (v) => (v === undefined || v === '' ? DEFAULT_SALES_PERIOD : isSalesPeriod(v) ? Number(v) : v),
    z.union([z.literal(7), z.literal(30), z.literal(90)], { error: SALES_PERIOD_INVALID }),
  ),
});

/**
 * A period's figures (rupees, GST included). `grossSales`: what the orders placed in it were paid (after their
 * discount codes); `refunds`: money given back in it, whatever the order's date; `revenue` = grossSales − refunds;
 * `averageOrderValue` = grossSales ÷ orders.
 */
export const SalesFigures = z.object({
  /** First and last day, YYYY-MM-DD in the shop's time zone, both included. */
  from: z.string(),
  to: z.string(),
  orders: z.number().int(),
  grossSales: z.number(),
  refunds: z.number(),
  refundCount: z.number().int(),
  revenue: z.number(),
  averageOrderValue: z.number(),
});
export type SalesFigures = z.infer<typeof SalesFigures>;

export const SalesDayFigures = z.object({
  /** YYYY-MM-DD in the shop's time zone. */
  date: z.string(),
  orders: z.number().int(),
  grossSales: z.number(),
  refunds: z.number(),
  revenue: z.number(),
});
export type SalesDayFigures = z.infer<typeof SalesDayFigures>;

/**
 * A product's sales in the period: pieces of orders not cancelled, at their share of what the order was paid
 * (a discount code spread over its lines), before partial refunds.
 */
export const TopProduct = z.object({
  /** null when the product was deleted since (its name at purchase is the title). */
  productId: z.string().nullable(),
  title: z.string(),
  units: z.number().int(),
  revenue: z.number(),
  previous: z.object({ units: z.number().int(), revenue: z.number() }),
});
export type TopProduct = z.infer<typeof TopProduct>;

export const DashboardSales = z.object({
  timeZone: z.string(),
  days: z.number().int(),
  current: SalesFigures,
  previous: SalesFigures,
  /** Each day of the period, oldest first, empty days 0. */
  daily: z.array(SalesDayFigures),
  /** Each day of the period before, oldest first (the same length: day i compares with daily[i]). */
  previousDaily: z.array(SalesDayFigures),
  topProducts: z.object({ byRevenue: z.array(TopProduct), byUnits: z.array(TopProduct) }),
});
export type DashboardSales = z.infer<typeof DashboardSales>;

export const DashboardSalesReply = okReply({ data: DashboardSales });
export type DashboardSalesReply = z.infer<typeof DashboardSalesReply>;
