/**
 * POST /api/cart/addToCart. The body has the spec's shape (§7); the server reads only the ids, the quantity and
 * the size, and answers `capped: true` when it filled the line up to the stock instead.
 */
import type { AddToCartReply } from '../../../../domain/schemas/cart';
import { api } from '../../../lib/api-client';
import { CART_FALLBACKS } from '../cart-messages';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('../../../../domain/schemas/cart');

export interface AddToCartRequest {
  productId: string;
  variantId: string;
  quantity: number;
  name: string;
  mainImage: string;
  variantDetails: { material: string; purity: string; selectedSize: string; price: number };
}

export function addToCart(body: AddToCartRequest): Promise<AddToCartReply> {
  return api('/api/cart/addToCart', {
    method: 'POST',
    body,
    schema: () => schemas().then((m) => m.AddToCartReply),
    fallbackMessage: CART_FALLBACKS.add.failed,
  });
}
