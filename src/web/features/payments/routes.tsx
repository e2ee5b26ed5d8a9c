import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth/components/RequireAuth';

/**
 * Payment routes. /payment-success and /payment-cancel sit in the storefront layout (`paymentRoutes`);
 * /payment-sandbox/{id} is the test provider's hosted card page and stands alone (`paymentSandboxRoute`), like a
 * provider's page would. The sandbox and the success page act for the session's owner, so they need a session
 * (a shopper whose token ran out logs in and comes back to the same address).
 */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'payment-success',
    lazy: async () => {
      const Page = (await import('./pages/PaymentSuccessPage')).default;
      return {
        Component: () => (
          <RequireAuth>
            <Page />
          </RequireAuth>
        ),
      };
    },
  },
  {
    path: 'payment-cancel',
    lazy: async () => ({ Component: (await import('./pages/PaymentCancelPage')).default }),
  },
];

export const paymentSandboxRoute: RouteObject = {
  path: '/payment-sandbox/:id',
  lazy: async () => {
    const Page = (await import('./pages/PaymentSandboxPage')).default;
    return {
      Component: () => (
        <RequireAuth>
          <Page />
        </RequireAuth>
      ),
    };
  },
};
