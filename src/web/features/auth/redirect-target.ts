/** Where to go after login: back to the page a guard sent the shopper from, or home. */
import type { Location } from 'react-router';

export interface AuthLocationState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  email?: string;
  signedUp?: boolean;
}

const NOT_BACK_TO = ['/login', '/signup', '/forgot-password'];

export function redirectTarget(state: unknown): string {
  const from = (state as AuthLocationState | null)?.from;
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
