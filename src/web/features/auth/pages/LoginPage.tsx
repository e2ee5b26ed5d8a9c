/** /login (docs/shop/storefront.md §2): Email and Password, a Login button, links to create an account and reset. */
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '#web/components/usePageTitle';
import { session } from '#web/lib/session';
import { toast } from '#web/lib/toast';
import { AuthShell } from '../components/AuthShell';
import { LoginForm } from '../components/LoginForm';
import { redirectTarget, type AuthLocationState } from '../redirect-target';
import { TOKEN_MISSING } from '../session-actions';

/** Sent here by the server's guard (`?next=`): the browser guard's words (guard.tsx), once. */
function useGuardNotice(sentByGuard: boolean) {
  useEffect(() => {
    if (sentByGuard && !session.signedIn()) toast.info(TOKEN_MISSING, { id: 'auth-guard' });
  }, [sentByGuard]);
}

export default function LoginPage() {
  usePageTitle('Login');
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as AuthLocationState | null;
  const target = redirectTarget(state, location.search);
  useGuardNotice(!state?.from && new URLSearchParams(location.search).has('next'));
  // Someone already signed in who opens /login goes on; the check happens once, not after this form signs in.
  const [alreadySignedIn] = useState(() => session.signedIn());
  if (alreadySignedIn) return <Navigate to={target} replace />;

  return (
    <AuthShell
      eyebrow="Welcome back"
      title="Login"
      intro={
        state?.signedUp ? (
          <p role="status" className="border-l-2 border-gold pl-3 text-charcoal">
            Your account is ready. Log in to continue.
          </p>
        ) : (
          <p>Log in to follow your orders, keep your wishlist and check out faster.</p>
        )
      }
      footer={{
        question: 'New to Aurelia?',
        to: '/signup',
        label: 'Create an account',
        state: state?.from ? { from: state.from } : undefined,
      }}
    >
      <LoginForm defaultEmail={state?.email ?? ''} onSuccess={() => navigate(target, { replace: true })} />
    </AuthShell>
  );
}
