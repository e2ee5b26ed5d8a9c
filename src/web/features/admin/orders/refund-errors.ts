/**
 * The problems of a form that refunds (Cancel order, Refund; docs/decisions/097): the domain schema's, in the
 * server's own words, and the one the schema cannot see — an amount over what is still refundable, checked here
 * as the server checks it.
 */
import type { z } from 'zod';
import { AFTER_SALE_MESSAGES as AS } from '#domain/after-sale';
import { formatINR } from '#domain/money';
import type { AdminOrderDto } from '#domain/schemas/admin-orders';
import { issuesByField, type FieldErrors } from './form-errors';
import { rupeesFromText } from './order-money';

/** The amount as sent: digits and a point, without ₹, commas or spaces. */
export const amountToSend = (amount: string) => amount.replace(/[₹,\s]/g, '');

/** " (₹X refunded already)" when part of the order was, for the words beside what can be refunded. */
export const refundedAlready = (order: Pick<AdminOrderDto, 'refundedAmount'>): string =>
  order.refundedAmount > 0 ? ` (${formatINR(order.refundedAmount)} refunded already)` : '';

export function refundErrors(
  schema: z.ZodType,
  input: unknown,
  {
    amount,
    refundable,
    field,
  }: {
    /** The amount typed, or null when the form sends no amount (a full refund, or none). */
    amount: string | null;
    refundable: number;
    /** The form's field for a schema path (see issuesByField). */
    field?: (path: string) => string;
  },
): FieldErrors {
  const parsed = schema.safeParse(input);
  const found = parsed.success ? {} : issuesByField(parsed.error.issues, field);
  // Over the refundable only matters once the amount is otherwise right.
  if (!found.amount && amount !== null && rupeesFromText(amount) > refundable)
    found.amount = AS.amountTooHigh(refundable);
  return found;
}
