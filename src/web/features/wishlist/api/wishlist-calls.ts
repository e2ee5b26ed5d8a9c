/** The server-wishlist calls, each loaded as its own chunk when first used (they validate with zod). */
export const wishlistCalls = {
  getWishlist: async (signal?: AbortSignal) => (await import('./get-wishlist')).getWishlist(signal),
  addToWishlist: async (productId: string) => (await import('./add-to-wishlist')).addToWishlist(productId),
  removeFromWishlist: async (productId: string) =>
    (await import('./remove-from-wishlist')).removeFromWishlist(productId),
};
