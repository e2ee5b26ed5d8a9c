import type { RouteObject } from 'react-router';

/**
 * /checkout, inside the storefront layout. Deliberately not behind RequireAuth: step 1 of the checkout is where
 * a guest logs in or registers (docs/shop/storefront.md §2), and the server checks the token on every call after
 * it.
 */
export const checkoutRoutes: RouteObject[] = [
  { path: 'checkout', lazy: async () => ({ Component: (await import('./pages/CheckoutPage')).default }) },
];
