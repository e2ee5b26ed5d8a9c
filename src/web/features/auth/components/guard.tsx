/**
 * The two guards of docs/shop/storefront.md §2 and docs/shop/admin.md §2 in one: the local check (this browser
 * has a signed-in user record) and the server check (GET /api/auth/check-auth, or admin/check-auth for the back
 * office, with the HttpOnly session cookie — docs/decisions/113). On failure the session is dropped and the
 * shopper is sent to /login carrying the origin location, with a toast that says why. A signed-in shopper who is
 * not an admin is sent home.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import { ApiError } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { Spinner } from '#web/components/Spinner';
import {
  SESSION_EXPIRED,
  TOKEN_MISSING,
  fetchMe,
  logout,
  recentSessionEnd,
  rejectionMessage,
  sessionQueryKey,
  watchSession,
} from '../session-actions';

interface Denial {
  to: string;
  message: string | null;
  keepOrigin: boolean;
}

function deniedWithoutToken(): Denial {
  const end = recentSessionEnd();
  if (end?.reason === 'logout') return { to: '/', message: null, keepOrigin: false };
  return { to: '/login', message: end?.message ?? TOKEN_MISSING, keepOrigin: true };
}

function Redirect({ denial, from }: { denial: Denial; from: Location }) {
  useEffect(() => {
    // The id keeps one toast when React runs effects twice (StrictMode) or two guards agree.
    if (denial.message) toast.info(denial.message, { id: 'auth-guard' });
  }, [denial.message]);
  return <Navigate to={denial.to} replace state={denial.keepOrigin ? { from } : undefined} />;
}

export function SessionGuard({ scope, children }: { scope: 'user' | 'admin'; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const query = useQuery({
    queryKey: sessionQueryKey(scope, user?._id ?? null),
    queryFn: () => fetchMe(scope),
    enabled: !!user,
    staleTime: 30_000,
    retry: false,
  });
  const status = query.error instanceof ApiError ? query.error.status : query.error ? 0 : undefined;
  const rejected = status === 401 ? rejectionMessage(query.error?.message) : undefined;

  // The admin area has no header: start the page-load session check (and the 401 watcher) here too.
  useEffect(() => watchSession(), []);

  useEffect(() => {
    if (status === 401)
      void logout({
        silent: true,
        reason: rejected === SESSION_EXPIRED ? 'expired' : 'rejected',
        message: rejected,
      });
  }, [status, rejected]);

  if (!user) return <Redirect denial={deniedWithoutToken()} from={location} />;
  if (status === 401)
    return (
      <Redirect denial={{ to: '/login', message: rejected ?? null, keepOrigin: true }} from={location} />
    );
  if (status === 403)
    return (
      <Redirect denial={{ to: '/', message: query.error!.message, keepOrigin: false }} from={location} />
    );
  if (query.isError) {
    return (
      <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="text-3xl">We could not check your session</h1>
        <p role="alert" className="max-w-md text-muted">
          {query.error.message}
        </p>
        <button type="button" className="btn-primary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  if (!query.data) {
    return (
      <div className="container-page flex min-h-[50vh] items-center justify-center py-16 text-muted">
        <Spinner label="Checking your session…" />
      </div>
    );
  }
  return <>{children}</>;
}
