import type { RouteObject } from 'react-router';
import { StorefrontLayout } from './layout/StorefrontLayout';
import { NotFoundPage } from '../components/NotFoundPage';
import { catalogRoutes } from '../features/catalog/routes';
import { contentRoutes } from '../features/content/routes';
import { authRoutes } from '../features/auth/routes';
import { cartRoutes } from '../features/cart/routes';
import { wishlistRoutes } from '../features/wishlist/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { ordersRoutes } from '../features/orders/routes';
import { appointmentsRoutes } from '../features/appointments/routes';
import { paymentRoutes, paymentSandboxRoute } from '../features/payments/routes';

/**
 * Every route of the shop. Each feature owns its list of routes; the admin back office is one lazily loaded
 * chunk so that no admin code ships with storefront pages. The browser builds its router from this list
 * (app/browser-router.ts); the server renders the first HTML of storefront pages from the same list
 * (entry-server.tsx), so both always agree on what a path shows.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: StorefrontLayout,
    children: [
      ...catalogRoutes,
      ...contentRoutes,
      ...authRoutes,
      ...cartRoutes,
      ...wishlistRoutes,
      ...checkoutRoutes,
      ...ordersRoutes,
      ...paymentRoutes,
      ...appointmentsRoutes,
      { path: '*', Component: NotFoundPage },
    ],
  },
  // The test payment provider's hosted card page: a page of its own, without the shop's header and footer.
  paymentSandboxRoute,
  {
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('../features/admin/AdminApp')).default }),
  },
];
