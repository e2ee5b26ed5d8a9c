/**
 * /join-orders/{token} — the link the sign-up mail sends to an address that has orders placed as a guest
 * (docs/decisions/108). Opening it proves the mailbox; pressing "Add my orders" joins those orders to the account
 * (POST /api/auth/join-orders/{token}). Like the e-mail change link, it acts on a press, not on page load, so a
 * mail scanner that opens links changes nothing. Public: it may be opened on any device.
 */
import { Link, useParams } from 'react-router';
import { JOIN_ORDERS_MESSAGES } from '#domain/order-constants';
import { usePageTitle } from '#web/components/usePageTitle';
import { api } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { queryClient } from '#web/app/query-client';
import { AuthShell, useMailedLink } from '#web/features/auth/components/AuthShell';
import { FormError } from '#web/components/form/FormError';

const JOIN_FAILED = 'We could not add your orders. Please try again.';

export default function JoinOrdersPage() {
  usePageTitle('Add your orders');
  const { token = '' } = useParams();
  const signedIn = !!useSession().user;
  const [state, join] = useMailedLink(async () => {
    const reply = (await api(`/api/auth/join-orders/${encodeURIComponent(token)}`, {
      method: 'POST',
      auth: false,
      fallbackMessage: JOIN_FAILED,
    })) as { message?: string };
    void queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] });
    return reply.message ?? JOIN_ORDERS_MESSAGES.joined(1);
  }, JOIN_FAILED);

  return (
    <AuthShell eyebrow="Account" title="Add your orders">
      {state.step === 'done' ? (
        <div className="space-y-6">
          <p role="status" className="border-l-2 border-gold pl-3">
            {state.value}
          </p>
          <Link to={signedIn ? '/profile?tab=orders' : '/login'} className="btn-primary">
            {signedIn ? 'See my orders' : 'Log in to see them'}
          </Link>
        </div>
      ) : (
        <div className="space-y-6">
          <p className="text-muted">
            Orders you placed as a guest with this e-mail address will join your account, with their tracking
            and invoices.
          </p>
          {state.step === 'failed' && <FormError message={state.message} />}
          <button
            type="button"
            className="btn-primary w-full"
            disabled={state.step === 'sending'}
            onClick={() => void join()}
          >
            {state.step === 'sending' ? 'Adding…' : 'Add my orders'}
          </button>
        </div>
      )}
    </AuthShell>
  );
}
