/** Query and mutation keys of the server cart (the header badge reads the cart on every page). */
export const cartKeys = {
  all: ['cart'] as const,
  /** One shopper's server cart (the user id keeps two accounts in one browser apart). */
  user: (userId: string | undefined) => ['cart', 'user', userId ?? ''] as const,
  /** A quantity change or removal: while one is on its way every quantity button waits (useIsMutating). */
  change: ['cart', 'change'] as const,
};
