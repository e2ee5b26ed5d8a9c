/**
 * /payment-sandbox/{id}: the built-in test provider's hosted payment page (docs/shop/conventions.md §5 "Payment
 * and orders", docs/decisions/033, 094). It stands outside the shop's layout and looks like a hosted checkout:
 * the shop's name, the amount and the lines on one side; on the other, Card and UPI tabs, Pay and Cancel.
 *
 * What is typed is checked here with the rules the server applies, to show field errors early; the server
 * decides. Card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. UPI: success@razorpay pays,
 * failure@razorpay is declined. Paid → /payment-success?session_id=…; declined: the message shows, then
 * /payment-cancel; Cancel → /payment-cancel.
 */
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, Smartphone } from 'lucide-react';
import { BRAND } from '#domain/brand';
import { formatINR } from '#domain/money';
import { GUEST_KEY_PARAM, paymentSuccessPath } from '#domain/payment-constants';
import { usePageTitle } from '#web/components/usePageTitle';
import { Spinner } from '#web/components/Spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { getSandboxSession } from '../api/get-sandbox-session';
import { CardPayForm } from '../sandbox/CardPayForm';
import { PaymentMethodTabs } from '../sandbox/PaymentMethodTabs';
import { ClosedSession, SandboxFrame } from '../sandbox/SandboxFrame';
import { SandboxFixedValue } from '../sandbox/SandboxField';
import { SandboxOrderSummary } from '../sandbox/SandboxOrderSummary';
import { UpiPayForm } from '../sandbox/UpiPayForm';
import { useSandboxPayment } from '../sandbox/use-sandbox-payment';

type Method = 'card' | 'upi';

export default function PaymentSandboxPage() {
  usePageTitle('Pay');
  const { id = '' } = useParams();
  // A guest's checkout carries its key in the address (docs/decisions/108).
  const [params] = useSearchParams();
  const guestKey = params.get(GUEST_KEY_PARAM);
  const session = useQuery({
    queryKey: ['payments', 'sandbox', id],
    queryFn: ({ signal }) => getSandboxSession(id, signal, guestKey),
    retry: false,
    staleTime: Infinity,
  });
  const payment = useSandboxPayment(id, guestKey);
  const [method, setMethod] = useState<Method>('card');

  if (session.isPending) {
    return (
      <SandboxFrame>
        <div className="flex min-h-[60vh] items-center justify-center text-muted">
          <Spinner label="Loading payment…" />
        </div>
      </SandboxFrame>
    );
  }

  if (session.isError) {
    const notFound = session.error instanceof ApiError && session.error.status === 404;
    return (
      <ClosedSession
        title={notFound ? 'Payment session not found' : 'We could not load this payment'}
        message={
          notFound
            ? 'This payment page does not exist or belongs to another account. Please check out again.'
            : errorMessage(session.error, 'Please try again in a moment.')
        }
      />
    );
  }

  const s = session.data;
  if (s.status === 'paid') return <Navigate to={paymentSuccessPath(s.id, guestKey)} replace />;
  if (s.status !== 'open' && !payment.declined) {
    const why =
      s.status === 'expired'
        ? 'This payment session has expired. Please check out again.'
        : s.status === 'declined'
          ? 'This payment was declined.'
          : 'This payment was cancelled.';
    return <ClosedSession title="This payment is closed" message={why} />;
  }

  const payLabel = `Pay ${formatINR(s.amount)}`;

  return (
    <SandboxFrame>
      <div className="mx-auto grid w-full max-w-5xl lg:min-h-screen lg:grid-cols-2">
        <SandboxOrderSummary session={s} onCancel={() => void payment.cancel()} locked={!!payment.busy} />

        <section
          aria-labelledby="sandbox-pay-heading"
          className="bg-white px-6 py-8 shadow-[0_0_40px_-20px_rgba(0,0,0,0.25)] sm:px-10 lg:py-16 lg:pl-14 lg:shadow-[-12px_0_30px_-24px_rgba(0,0,0,0.35)]"
        >
          <h1 id="sandbox-pay-heading" className="font-sans text-xl font-medium tracking-normal">
            {method === 'card' ? 'Pay with card' : 'Pay with UPI'}
          </h1>
          <div className="mt-4">
            <SandboxFixedValue caption="Email">{s.customerEmail ?? '—'}</SandboxFixedValue>
          </div>

          <div className="mt-6">
            <PaymentMethodTabs<Method>
              selected={method}
              onSelect={setMethod}
              tabs={[
                {
                  key: 'card',
                  label: 'Card',
                  icon: CreditCard,
                  panel: <CardPayForm payment={payment} payLabel={payLabel} active={method === 'card'} />,
                },
                {
                  key: 'upi',
                  label: 'UPI',
                  icon: Smartphone,
                  panel: <UpiPayForm payment={payment} payLabel={payLabel} active={method === 'upi'} />,
                },
              ]}
            />
          </div>
          <p className="mt-8 text-center text-xs text-[#6B6B6B]">
            Test payments by {BRAND.name} · No real card or UPI account is ever charged on this page.
          </p>
        </section>
      </div>
    </SandboxFrame>
  );
}
