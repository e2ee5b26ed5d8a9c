import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The page and its guard, fetched together: the guard's code (the session checks) is no page's first load. */
const guarded = async (page: Promise<{ default: ComponentType }>) => {
  const [{ default: Page }, { RequireAuthOrGuestKey }] = await Promise.all([
    page,
    import('./components/RequireAuthOrGuestKey'),
  ]);
  return {
    Component: () => (
      <RequireAuthOrGuestKey>
        <Page />
      </RequireAuthOrGuestKey>
    ),
  };
};

/**
 * Payment routes. /payment-success and /payment-cancel sit in the storefront layout (`paymentRoutes`);
 * /payment-sandbox/{id} is the test provider's hosted card page and stands alone (`paymentSandboxRoute`), like a
 * provider's page would. The sandbox and the success page act for the session's owner, so they need a session
 * (a shopper whose token ran out logs in and comes back to the same address) — or a guest's key.
 */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'payment-success',
    lazy: () => guarded(import('./pages/PaymentSuccessPage')),
  },
  {
    path: 'payment-cancel',
    lazy: async () => ({ Component: (await import('./pages/PaymentCancelPage')).default }),
  },
];

export const paymentSandboxRoute: RouteObject = {
  path: '/payment-sandbox/:id',
  lazy: () => guarded(import('./pages/PaymentSandboxPage')),
};
