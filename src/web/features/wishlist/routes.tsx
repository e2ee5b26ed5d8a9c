import type { RouteObject } from 'react-router';

/** Routes of the wishlist feature, mounted inside the storefront layout by app/routes.tsx. */
export const wishlistRoutes: RouteObject[] = [
  { path: 'wishlist', lazy: async () => ({ Component: (await import('./pages/WishlistPage')).default }) },
];
