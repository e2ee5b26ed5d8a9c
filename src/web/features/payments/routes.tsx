import type { ReactNode } from 'react';
import { useSearchParams, type RouteObject } from 'react-router';
import { GUEST_KEY_PARAM } from '../../../domain/guest-key-param';
import { RequireAuth } from '../auth/components/RequireAuth';

/**
 * A guest's checkout carries its key in the address (`?key=`; docs/decisions/108): the server checks it, so the
 * page needs no session. Without one, as before, a signed-in shopper.
 */
function RequireAuthOrGuestKey({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  return params.get(GUEST_KEY_PARAM) ? children : <RequireAuth>{children}</RequireAuth>;
}

/**
 * Payment routes. /payment-success and /payment-cancel sit in the storefront layout (`paymentRoutes`);
 * /payment-sandbox/{id} is the test provider's hosted card page and stands alone (`paymentSandboxRoute`), like a
 * provider's page would. The sandbox and the success page act for the session's owner, so they need a session
 * (a shopper whose token ran out logs in and comes back to the same address) — or a guest's key.
 */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'payment-success',
    lazy: async () => {
      const Page = (await import('./pages/PaymentSuccessPage')).default;
      return {
        Component: () => (
          <RequireAuthOrGuestKey>
            <Page />
          </RequireAuthOrGuestKey>
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
        <RequireAuthOrGuestKey>
          <Page />
        </RequireAuthOrGuestKey>
      ),
    };
  },
};
