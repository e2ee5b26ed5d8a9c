/**
 * The admin's orders (docs/shop/admin.md §3 Order, §4 status): the list with its dialog's details, and a status
 * change.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../business-constants';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { AdminListQuery } from './admin-paging';
import { Timestamp, okReply, trimmedText } from './common';
import { pagedReply } from './paging';
import { OrderAfterSaleFields, OrderLineDto } from './orders';
import { ShippingAddressDto } from './payments';
import { HUID_MESSAGES, normalizeHuid } from '../hallmarks';
import {
  AFTER_SALE_LIMITS as L,
  AFTER_SALE_MESSAGES as AS,
  ORDER_EVENT_TYPES,
  isTrackingUrl,
} from '../after-sale';
import { hasAtMostTwoDecimals, rupeesToPaise } from '../money';

export const AdminOrdersQuery = AdminListQuery.extend({
  status: z.enum(ORDER_STATUSES, { error: M.orderStatusInvalid }).optional(),
  /** `true`: only paid orders flagged for a refund. */
  needsRefund: z.enum(['true', 'false'], { error: 'needsRefund must be true or false.' }).optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

/** `true`/`false` as JSON or as a form's text. */
const booleanish = (message: string) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ message }));

/**
 * PUT /api/order/{id}/status — `{ status, confirm? }`. A move back along Placed → Processing → Shipped →
 * Delivered, out of Cancelled or into Cancelled needs `confirm: true` (else 409 with `needsConfirmation: true`
 * and a sentence to show in the confirmation). Into Cancelled, the body is also the cancel call's
 * (reason, restock, refund — CancelInput) and the same cancellation runs (docs/decisions/097).
 */
export const OrderStatusInput = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.enum(ORDER_STATUSES, { error: M.orderStatusInvalid }),
  ),
  confirm: booleanish(AS.confirmInvalid).optional().default(false),
});
export type OrderStatusInput = z.infer<typeof OrderStatusInput>;

/** A line as the shopper sees it, with its own id (the hallmark edit names it). */
export const AdminOrderItem = z.object({ _id: z.string(), ...OrderLineDto.shape });

/** A refund as recorded (table `refunds`). */
export const RefundDto = z.object({
  _id: z.string(),
  /** Rupees. */
  amount: z.number(),
  /** The provider's id of the refund (re_…, rfnd_…, rf_test_…); null while the provider is being asked. */
  providerRefundId: z.string().nullable(),
  reason: z.string(),
  /** The admin who gave it. */
  by: z.string(),
  createdAt: Timestamp,
});
export type RefundDto = z.infer<typeof RefundDto>;

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
  /** The GST invoice's number and date; null for orders placed before invoices (docs/decisions/093). */
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  /** Fulfilment (docs/decisions/097) as the shopper sees it, and the rupees given back so far. */
  ...OrderAfterSaleFields,
  /** Internal: why the shop cancelled it (the shopper is not shown it). */
  cancelReason: z.string().nullable(),
  /**
   * Rupees the shop still owes: what is left to refund of a cancelled order, or of one flagged needsRefund (paid
   * but out of stock when made); 0 otherwise. "Needs refund" lists the orders where it is above 0.
   */
  amountOwed: z.number(),
  /** The order's refunds, oldest first. */
  refunds: z.array(RefundDto),
  /** Who took the payment, and who refunds it: 'stripe', 'razorpay' or 'test'. */
  paymentProvider: z.string(),
});
export type AdminOrderDto = z.infer<typeof AdminOrderDto>;

export const AdminOrdersReply = pagedReply({ orders: z.array(AdminOrderDto) });
export type AdminOrdersReply = z.infer<typeof AdminOrdersReply>;

export const OrderStatusReply = okReply({ order: AdminOrderDto, message: z.string() });
export type OrderStatusReply = z.infer<typeof OrderStatusReply>;

/**
 * PUT /api/order/{id}/huids — `{ lines: { [lineId]: ["AB12C3", …] } }`: each named line's HUIDs are replaced by
 * these (an empty list clears them); lines not named keep theirs. HUIDs are trimmed and upper-cased; blank
 * entries (a piece not hallmarked yet) are dropped. How many a line may have and that none repeats in the order
 * are checked by the server against the order (docs/decisions/095).
 */
/** `{ [lineId]: ["AB12C3", …] }`: trimmed, upper-cased HUIDs per line; blank entries dropped. */
export const HuidLines = z.record(
  z.string().max(64),
  z
    .array(
      z
        .string({ message: HUID_MESSAGES.format })
        .max(40, { message: HUID_MESSAGES.format })
        .transform((v) => v.trim()),
      { message: HUID_MESSAGES.format },
    )
    .max(500, { message: HUID_MESSAGES.format })
    .transform((list, ctx) => {
      const huids: string[] = [];
      list.forEach((value, i) => {
        if (!value) return;
        const huid = normalizeHuid(value);
        if (huid) huids.push(huid);
        else ctx.addIssue({ code: 'custom', message: HUID_MESSAGES.format, path: [i] });
      });
      return huids;
    }),
  { message: HUID_MESSAGES.noLines },
);

export const OrderHuidsInput = z.object({
  lines: HuidLines.refine((lines) => Object.keys(lines).length > 0, { message: HUID_MESSAGES.noLines }),
});
export type OrderHuidsInput = z.input<typeof OrderHuidsInput>;

export const OrderHuidsReply = OrderStatusReply;
export type OrderHuidsReply = OrderStatusReply;

/**
 * PUT /api/order/{id}/fulfil — the parcel's carrier, tracking number and tracking link (http or https), and
 * optionally the pieces' HUIDs as PUT /api/order/{id}/huids takes them (docs/api/admin.md).
 */
export const FulfilInput = z.object({
  carrier: trimmedText(AS.carrierRequired, L.carrierMax, AS.carrierTooLong),
  trackingNumber: trimmedText(AS.trackingNumberRequired, L.trackingNumberMax, AS.trackingNumberTooLong),
  trackingUrl: z
    .string({ message: AS.trackingUrl })
    .trim()
    .max(L.trackingUrlMax, { message: AS.trackingUrl })
    .refine(isTrackingUrl, { message: AS.trackingUrl }),
  huids: HuidLines.optional(),
});
export type FulfilInput = z.input<typeof FulfilInput>;

/** A refund's amount in rupees (a number, or its text from a form), as whole paise. */
const refundAmount = (value: unknown, ctx: z.RefinementCtx, path: string[]): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  if (n === undefined || n === null || n === '') {
    ctx.addIssue({ code: 'custom', message: AS.amountRequired, path });
    return z.NEVER;
  }
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: AS.amountDecimals, path });
    return z.NEVER;
  }
  if (!(n > 0)) {
    ctx.addIssue({ code: 'custom', message: AS.amountPositive, path });
    return z.NEVER;
  }
  if (!hasAtMostTwoDecimals(n) || n > 100_000_000) {
    ctx.addIssue({ code: 'custom', message: AS.amountDecimals, path });
    return z.NEVER;
  }
  return rupeesToPaise(n);
};

/** What to give back: everything left, nothing, or this many paise (checked against the order by the server). */
export type RefundChoice = { kind: 'full' } | { kind: 'none' } | { kind: 'amount'; paise: number };

/**
 * POST /api/order/{id}/cancel — `{ reason, restock = true, refund: 'full' | 'none' | amount }` (amount in
 * rupees). The reason is the shop's own record: the shopper is not shown it.
 */
export const CancelInput = z.object({
  reason: trimmedText(AS.reasonRequired, L.reasonMax, AS.reasonTooLong),
  restock: booleanish(AS.restock).default(true),
  refund: z.unknown().transform((value, ctx): RefundChoice => {
    if (value === 'full' || value === 'none') return { kind: value };
    if (
      value === undefined ||
      value === null ||
      value === '' ||
      (typeof value === 'string' && !/\d/.test(value))
    ) {
      ctx.addIssue({ code: 'custom', message: AS.refundChoice });
      return z.NEVER;
    }
    return { kind: 'amount', paise: refundAmount(value, ctx, []) };
  }),
});
export type CancelInput = z.input<typeof CancelInput>;

/** POST /api/order/{id}/refund — `{ amount (rupees), reason? }`: money back without cancelling (a return). */
export const RefundInput = z.object({
  amount: z.unknown().transform((value, ctx) => refundAmount(value, ctx, [])),
  reason: z
    .string({ message: AS.reasonTooLong })
    .trim()
    .max(L.reasonMax, { message: AS.reasonTooLong })
    .optional()
    .default(''),
});
export type RefundInput = z.input<typeof RefundInput>;

/** POST /api/order/{id}/notes — `{ text }`: an internal note on the order's timeline. */
export const OrderNoteInput = z.object({
  text: trimmedText(AS.noteRequired, L.noteMax, AS.noteTooLong),
});
export type OrderNoteInput = z.infer<typeof OrderNoteInput>;

/** One entry of an order's timeline. */
export const OrderEventDto = z.object({
  _id: z.string(),
  type: z.enum(ORDER_EVENT_TYPES),
  at: Timestamp,
  /** Who: the admin's or the shopper's name, or the shop's own name for what the shop did by itself. */
  by: z.string(),
  /** What it says, by type (docs/api/admin.md "The timeline"): the note's text, the statuses, the amount… */
  detail: z.record(z.string(), z.unknown()),
});
export type OrderEventDto = z.infer<typeof OrderEventDto>;

export const OrderTimelineReply = okReply({ events: z.array(OrderEventDto) });
export type OrderTimelineReply = z.infer<typeof OrderTimelineReply>;

export const OrderNoteReply = okReply({ event: OrderEventDto, message: z.string() });
export type OrderNoteReply = z.infer<typeof OrderNoteReply>;

/** Fulfil, deliver and cancel answer the order as the list shows it; refund adds the refund made. */
export const OrderActionReply = OrderStatusReply;
export type OrderActionReply = OrderStatusReply;
export const OrderRefundReply = OrderStatusReply.extend({ refund: RefundDto });
export type OrderRefundReply = z.infer<typeof OrderRefundReply>;
