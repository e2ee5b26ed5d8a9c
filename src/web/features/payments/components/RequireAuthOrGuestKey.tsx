import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { GUEST_KEY_PARAM } from '#domain/guest-key-param';
import { RequireAuth } from '#web/features/auth/components/RequireAuth';

/**
 * A guest's checkout carries its key in the address (`?key=`; docs/decisions/108): the server checks it, so the
 * page needs no session. Without one, as before, a signed-in shopper.
 */
export function RequireAuthOrGuestKey({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  return params.get(GUEST_KEY_PARAM) ? children : <RequireAuth>{children}</RequireAuth>;
}
