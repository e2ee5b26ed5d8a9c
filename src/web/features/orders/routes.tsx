import type { RouteObject } from 'react-router';

/**
 * Routes of the orders feature, mounted inside the storefront layout by app/routes.tsx. The order history itself
 * is the profile's Orders tab (components/OrderHistory.tsx); /track-order is public.
 */
export const ordersRoutes: RouteObject[] = [
  {
    path: 'track-order',
    lazy: async () => ({ Component: (await import('./pages/TrackOrderPage')).default }),
  },
  {
    // The sign-up mail's link: guest orders join the account (docs/decisions/108).
    path: 'join-orders/:token',
    lazy: async () => ({ Component: (await import('./pages/JoinOrdersPage')).default }),
  },
];
