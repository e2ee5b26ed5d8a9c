import type { RouteObject } from 'react-router';
import { StorefrontLayout } from './layout/StorefrontLayout';
import type { QueryData } from './route-data';
import type { SessionUser } from '../lib/session';
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
 * The storefront layout's data (header navigation, footer rates), as its server-only loader returns it
 * (app/server-loaders.ts): in the browser the header and footer ask for their data as they mount, and pages that
 * start in the browser need not wait for a loader to begin.
 */
export interface LayoutData extends QueryData {
  /** The guest bag a server-rendered /cart or /checkout was rendered with ([] for none; decision 112). */
  guestBag?: unknown[];
  /** The signed-in shopper the page was rendered for (docs/decisions/122); absent for a guest. */
  session?: { user: SessionUser };
}

/** The layout route's id: its loader data carries the guest bag (boot.tsx reads it). */
export const LAYOUT_ROUTE_ID = 'storefront';

/**
 * Every route of the shop. Each feature owns its list of routes; the admin back office is one lazily loaded
 * chunk so that no admin code ships with storefront pages. The browser builds its router from this list
 * (app/browser-router.ts); the server renders the first HTML of storefront pages from the same list
 * (entry-server.tsx), so both always agree on what a path shows. Loaders ensure each page's queries
 * (app/route-data.tsx, docs/decisions/112).
 */
export const routes: RouteObject[] = [
  {
    id: LAYOUT_ROUTE_ID,
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
