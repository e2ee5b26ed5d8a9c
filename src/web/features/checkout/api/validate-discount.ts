/**
 * POST /api/discounts/validate {code} — whether a code applies to the signed-in shopper's bag and what it takes off
 * (docs/api/buying.md "Discount codes"). A refusal is a 400 whose message is the reason, shown under the field.
 * The reply schema loads only where replies are checked (development builds: docs/decisions/064).
 */
import { api } from '../../../lib/api-client';

const schemas = () => import('../../../../domain/schemas/discounts');

export const DISCOUNT_CHECK_FAILED = 'We could not check this code. Please try again.';

export function validateDiscount(code: string) {
  return api('/api/discounts/validate', {
    method: 'POST',
    body: { code },
    schema: () => schemas().then((m) => m.ValidateDiscountReply),
    fallbackMessage: DISCOUNT_CHECK_FAILED,
  });
}
