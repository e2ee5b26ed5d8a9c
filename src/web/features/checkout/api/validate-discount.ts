/**
 * POST /api/discounts/validate {code, lines?, email?} — whether a code applies to the shopper's bag (a guest sends it) and what it takes off
 * (docs/api/buying.md "Discount codes"). A refusal is a 400 whose message is the reason, shown under the field.
 * The reply schema loads only where replies are checked (development builds: docs/decisions/112 "zod off the
 * first load").
 */
import { api } from '#web/lib/api-client';

const schemas = () => import('#domain/schemas/discounts');

export const DISCOUNT_CHECK_FAILED = 'We could not check this code. Please try again.';

/** A guest's bag and e-mail (docs/decisions/108): the server prices the lines from the catalogue. */
export interface GuestBag {
  email: string;
  lines: ReadonlyArray<{ variantId: string; quantity: number }>;
}

export function validateDiscount(code: string, guest?: GuestBag) {
  return api('/api/discounts/validate', {
    method: 'POST',
    body: guest
      ? {
          code,
          email: guest.email,
          lines: guest.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
        }
      : { code },
    schema: () => schemas().then((m) => m.ValidateDiscountReply),
    fallbackMessage: DISCOUNT_CHECK_FAILED,
  });
}
