/**
 * The admin's CSV exports (docs/decisions/101-dashboard-and-exports.md, docs/api/admin.md "Exports"):
 * GET /api/admin/export/orders.csv?from=&to=&status= and GET /api/admin/export/products.csv (the bulk template's
 * columns, so the file imports back unchanged through POST /api/product/bulk-add).
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../business-constants';

export const EXPORT_MESSAGES = {
  dateInvalid: (field: 'from' | 'to') => `${field} must be a date written YYYY-MM-DD.`,
  rangeReversed: 'from must be on or before to.',
  statusInvalid: `status must be one of ${ORDER_STATUSES.join(', ')}.`,
} as const;

/** A real calendar day, YYYY-MM-DD (2026-02-30 is refused, not rolled over). */
function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const day = (field: 'from' | 'to') =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: EXPORT_MESSAGES.dateInvalid(field) })
      .refine(isCalendarDay, { error: EXPORT_MESSAGES.dateInvalid(field) })
      .optional(),
  );

/**
 * Both days are the shop's days (SHOP_TIME_ZONE) and both are included; either may be left out (from the first
 * order, up to the last). `status` keeps orders in that status; blank means every status.
 */
export const ExportOrdersQuery = z
  .object({
    from: day('from'),
    to: day('to'),
    status: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(ORDER_STATUSES, { error: EXPORT_MESSAGES.statusInvalid }).optional(),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: EXPORT_MESSAGES.rangeReversed,
    path: ['from'],
  });
export type ExportOrdersQuery = z.infer<typeof ExportOrdersQuery>;

/** The orders export's columns, in order: one row per order (docs/decisions/101). Amounts in rupees. */
export const ORDER_EXPORT_HEADER = [
  'order_number',
  'placed_at',
  'status',
  'payment_method',
  'customer_name',
  'customer_email',
  'phone',
  'city',
  'state',
  'pin_code',
  'items',
  'pieces',
  'subtotal',
  'discount_code',
  'discount',
  'total',
  'taxable_value',
  'gst',
  'refunded',
  'net',
  'invoice_number',
  'carrier',
  'tracking_number',
  'shipped_at',
  'delivered_at',
  'cancelled_at',
  'cancel_reason',
] as const;
