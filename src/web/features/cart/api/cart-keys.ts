/**
 * Query and mutation keys of the server cart. Zod-free on purpose: the header badge reads the cart on every
 * page, so the calls themselves (which validate replies with the domain schemas) are loaded on demand through
 * `cart-calls.ts` and only this file is in the first download.
 */
export const cartKeys = {
  all: ['cart'] as const,
  /** One shopper's server cart (the user id keeps two accounts in one browser apart). */
  user: (userId: string | undefined) => ['cart', 'user', userId ?? ''] as const,
};
