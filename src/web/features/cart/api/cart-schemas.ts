/**
 * The cart's reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off
 * the first load"), so the calls of this folder are zod-free and load with the header's badge.
 */
import type * as schemas from '#domain/schemas/cart';

type CartSchemas = typeof schemas;

export const cartSchema =
  <K extends 'CartReply' | 'AddToCartReply' | 'MergeCartReply'>(name: K) =>
  (): Promise<CartSchemas[K]> =>
    import('#domain/schemas/cart').then((m) => m[name]);
