/** Query keys of the reviews calls: a product's public list and the signed-in shopper's own review. */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (productId: string) => ['reviews', 'list', productId] as const,
  mine: (productId: string, userId: string | null) => ['reviews', 'mine', productId, userId] as const,
  /** Whoever is signed in (a prefix of `mine`). */
  mineOfProduct: (productId: string) => ['reviews', 'mine', productId] as const,
};
