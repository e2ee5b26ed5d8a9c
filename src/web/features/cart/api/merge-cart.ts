/**
 * POST /api/cart/merge — the guest cart's lines after sign-in. The server adds each line on its own, caps at
 * stock and skips what it cannot add, and says so in `adjustments` (docs/decisions/034).
 */
import { CART_LIMITS, MergeCartReply } from '../../../../domain/schemas/cart';
import { api } from '../../../lib/api-client';
import type { CartLine } from '../guest-cart';
import { CART_FALLBACKS } from '../cart-messages';

/** The most lines one merge request may carry; a longer guest cart is sent in several requests. */
export const MERGE_BATCH = CART_LIMITS.maxMergeLines;

export function mergeCart(guestCartItems: readonly CartLine[]): Promise<MergeCartReply> {
  return api('/api/cart/merge', {
    method: 'POST',
    body: { guestCartItems },
    schema: MergeCartReply,
    fallbackMessage: CART_FALLBACKS.merge.failed,
  });
}
