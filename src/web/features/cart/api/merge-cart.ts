/**
 * POST /api/cart/merge — the guest cart's lines after sign-in. The server adds each line on its own, caps at
 * stock and skips what it cannot add, and says so in `adjustments` (docs/decisions/034). Called in batches by
 * merge-guest-cart.tsx (not a hook: the merge runs from the session's sign-in, not from a screen).
 */
import type { MergeCartReply } from '#domain/schemas/cart';
import { CART_LIMITS } from '#domain/cart-constants';
import { api } from '#web/lib/api-client';
import type { CartLine } from '../cart-line';
import { CART_FALLBACKS } from '../cart-messages';
import { cartSchema } from './cart-schemas';

/** The most lines one merge request may carry; a longer guest cart is sent in several requests. */
export const MERGE_BATCH = CART_LIMITS.maxMergeLines;

export function mergeCart(guestCartItems: readonly CartLine[]): Promise<MergeCartReply> {
  return api('/api/cart/merge', {
    method: 'POST',
    body: { guestCartItems },
    schema: cartSchema('MergeCartReply'),
    fallbackMessage: CART_FALLBACKS.merge.failed,
  });
}
