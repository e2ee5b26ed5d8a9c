import type { RouteObject } from 'react-router';

/** Routes of the cart feature, mounted inside the storefront layout by app/routes.tsx; /cart is its own chunk. */
export const cartRoutes: RouteObject[] = [
  { path: 'cart', lazy: async () => ({ Component: (await import('./pages/CartPage')).default }) },
];
