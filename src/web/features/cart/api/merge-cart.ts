/**
 * POST /api/cart/merge — the guest cart's lines after sign-in. The server adds each line on its own, caps at
 * stock and skips what it cannot add, and says so in `adjustments` (docs/decisions/034).
 */
import type { MergeCartReply } from '../../../../domain/schemas/cart';
import { CART_LIMITS } from '../../../../domain/cart-constants';
import { api } from '../../../lib/api-client';
import type { CartLine } from '../cart-line';
import { CART_FALLBACKS } from '../cart-messages';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('../../../../domain/schemas/cart');

/** The most lines one merge request may carry; a longer guest cart is sent in several requests. */
export const MERGE_BATCH = CART_LIMITS.maxMergeLines;

export function mergeCart(guestCartItems: readonly CartLine[]): Promise<MergeCartReply> {
  return api('/api/cart/merge', {
    method: 'POST',
    body: { guestCartItems },
    schema: () => schemas().then((m) => m.MergeCartReply),
    fallbackMessage: CART_FALLBACKS.merge.failed,
  });
}
