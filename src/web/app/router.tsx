import { createBrowserRouter } from 'react-router';
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

/**
 * Every route of the shop. Each feature owns its list of routes; the admin back office is one lazily loaded
 * chunk so that no admin code ships with storefront pages.
 */
export const router = createBrowserRouter([
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
      ...appointmentsRoutes,
      { path: '*', Component: NotFoundPage },
    ],
  },
  {
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('../features/admin/AdminApp')).default }),
  },
]);
