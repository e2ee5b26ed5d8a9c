/**
 * /confirm-email/{token} — the link mailed to a new address (docs/decisions/088). Public: it may be opened on any
 * device. The change happens on an explicit press, not on page load, so a mail scanner that opens links cannot
 * use the link up.
 */
import { Link, useParams } from 'react-router';
import { BUSINESS } from '#domain/business-constants';
import { AUTH_REPLIES } from '#domain/auth-messages';
import { usePageTitle } from '#web/components/usePageTitle';
import { session } from '#web/lib/session';
import { queryClient } from '#web/app/query-client';
import { authApi } from '../api';
import { AuthShell, useMailedLink } from '../components/AuthShell';
import { fetchMe } from '../session-actions';
import { FormError } from '#web/components/form/FormError';

const CONFIRM_FAILED = 'Could not confirm your email address. Please try again.';

export default function ConfirmEmailPage() {
  usePageTitle('Confirm your email');
  const { token = '' } = useParams();
  const [state, confirm] = useMailedLink(
    async () => {
      const reply = await authApi.confirmEmail(token, CONFIRM_FAILED);
      // Signed in on this device: the header and profile show the new address at once.
      if (session.signedIn()) {
        queryClient.removeQueries({ queryKey: ['auth'] });
        fetchMe('user')
          .then((me) => session.setUser(me.user))
          .catch(() => {});
      }
      return reply.email;
    },
    CONFIRM_FAILED,
    token.length < BUSINESS.resetTokenMinLength ? AUTH_REPLIES.emailChangeInvalid : undefined,
  );

  return (
    <AuthShell eyebrow="Account" title="Confirm your email">
      {state.step === 'done' ? (
        <div className="space-y-6">
          <p role="status" className="border-l-2 border-gold pl-3">
            {AUTH_REPLIES.emailChanged} You now sign in with{' '}
            <strong className="break-all">{state.value}</strong>.
          </p>
          <Link to={session.signedIn() ? '/profile' : '/login'} className="btn-primary">
            {session.signedIn() ? 'Go to your profile' : 'Log in'}
          </Link>
        </div>
      ) : state.step === 'failed' ? (
        <div className="space-y-6">
          <FormError message={state.message} />
          <Link to="/profile" className="btn-secondary">
            Back to your profile
          </Link>
        </div>
      ) : (
        <div className="space-y-6">
          <p>Press the button to start using this address for your account.</p>
          <button
            type="button"
            className="btn-primary w-full"
            onClick={confirm}
            disabled={state.step === 'sending'}
          >
            {state.step === 'sending' ? 'Confirming…' : 'Confirm my new email address'}
          </button>
        </div>
      )}
    </AuthShell>
  );
}
