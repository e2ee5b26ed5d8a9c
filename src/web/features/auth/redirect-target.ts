/** Where to go after login: back to the page a guard sent the shopper from, or home. */
import type { Location } from 'react-router';

export interface AuthLocationState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  email?: string;
  signedUp?: boolean;
}

const NOT_BACK_TO = ['/login', '/signup', '/forgot-password'];

/**
 * Where to go after login: `state.from` (a guard in the browser), else the `next` parameter of the address (the
 * server's guard sends a guest to /login?next=…, docs/decisions/122). Only paths of this shop; never back to the
 * sign-in pages themselves.
 */
export function redirectTarget(state: unknown, search = ''): string {
  let from = (state as AuthLocationState | null)?.from;
  const next = new URLSearchParams(search).get('next');
  if (!from && next) {
    try {
      const url = new URL(next, 'http://aurelia.local');
      if (url.origin === 'http://aurelia.local' && next.startsWith('/'))
        from = { pathname: url.pathname, search: url.search, hash: url.hash };
    } catch {
      // Not an address: home.
    }
  }
  if (
    !from ||
    typeof from.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname.startsWith('//')
  )
    return '/';
  if (NOT_BACK_TO.includes(from.pathname) || from.pathname.startsWith('/reset-password')) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
