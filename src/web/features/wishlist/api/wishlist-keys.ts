/** Query keys of the server wishlist (zod-free: the header badge needs them in the first download). */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  user: (userId: string | undefined) => ['wishlist', 'user', userId ?? ''] as const,
};
