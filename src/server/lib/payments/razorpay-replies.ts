/**
 * The parts of Razorpay's replies and webhook events the shop reads, checked before they are believed: the SDK
 * hands back whatever came over the wire (a proxy's HTML page arrives as a string), and its typings are looser
 * than the API (a link's `payments` is an array, `notes` an empty array when there are none).
 */
import { z } from 'zod';

export const PAYMENT_LINK_STATUSES = ['created', 'partially_paid', 'expired', 'cancelled', 'paid'] as const;

export const PaymentLinkReply = z.object({
  id: z.string().min(1),
  short_url: z.string().optional(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  /** Paise. */
  amount: z.number().int(),
  amount_paid: z.number().int().nullish(),
  reference_id: z.string().nullish(),
  /** Filled once the shopper has paid: one entry per payment made through the link. */
  payments: z
    .array(z.object({ payment_id: z.string().min(1), status: z.string(), amount: z.number().optional() }))
    .nullish(),
});
export type PaymentLinkReply = z.infer<typeof PaymentLinkReply>;

/** Razorpay sends `notes: []` for "no notes". */
const Notes = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish();

export const RefundReply = z.object({
  id: z.string().min(1),
  payment_id: z.string().optional(),
  amount: z.number().optional(),
  receipt: z.string().nullish(),
  notes: Notes,
});
export type RefundReply = z.infer<typeof RefundReply>;

export const RefundListReply = z.object({ items: z.array(RefundReply) });

/** A webhook event; only payment_link.* events carry the link the shop acts on. */
export const WebhookEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment_link: z.object({ entity: PaymentLinkReply }).optional(),
      payment: z.object({ entity: z.object({ id: z.string(), amount: z.number().optional() }) }).optional(),
    })
    .optional(),
});

/**
 * The key we made a refund under, from its notes (idempotency: one refund per key): an order's refund carries
 * its `refunds` row id as `refundId`; the whole refund of a late payment only the session id (docs/decisions/097).
 */
export function refundKeyOf(refund: RefundReply): string | undefined {
  const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : undefined;
  const key = notes?.refundId ?? notes?.sessionId;
  return typeof key === 'string' ? key : (refund.receipt ?? undefined);
}
