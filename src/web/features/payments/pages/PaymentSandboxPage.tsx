/**
 * /payment-sandbox/{id}: the built-in test provider's hosted card page (conventions.md "Payment and orders",
 * docs/decisions/033). It stands outside the shop's layout and looks like a hosted checkout: the shop's name, the
 * amount and the lines on one side, the card form on the other, Pay and Cancel.
 *
 * The card is checked here with the same rule the server applies (src/domain/test-cards.ts) to show field errors
 * early; the server decides. 4242 4242 4242 4242 pays → /payment-success?session_id=…; 4000 0000 0000 0002 is
 * declined: the message shows, then /payment-cancel; Cancel → /payment-cancel.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CreditCard, Lock } from 'lucide-react';
import { BRAND } from '../../../../domain/brand';
import { formatINR } from '../../../../domain/money';
import type { SnapshotLineDto } from '../../../../domain/schemas/payments';
import { PAYMENT_CANCEL_PATH, paymentSuccessPath } from '../../../../domain/payment-constants';
import { CARD_MESSAGES, checkTestCard, formatCardNumber } from '../../../../domain/test-cards';
import { usePageTitle } from '../../../components/usePageTitle';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { Spinner } from '../../../components/Spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { getSandboxSession } from '../api/get-sandbox-session';
import { completeSandboxSession } from '../api/complete-sandbox-session';
import type { PaymentCancelState } from '../payment-state';

/** How long the decline message stays before the shopper is taken to /payment-cancel. */
const DECLINE_PAUSE_MS = 2500;

type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'name';

/** "1230" → "12 / 30" as the shopper types. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export default function PaymentSandboxPage() {
  usePageTitle('Pay');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useQuery({
    queryKey: ['payments', 'sandbox', id],
    queryFn: ({ signal }) => getSandboxSession(id, signal),
    retry: false,
    staleTime: Infinity,
  });

  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<{ field: CardField; message: string } | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pay' | 'cancel' | 'paid' | null>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const cardErrorId = useId();
  const nameErrorId = useId();

  useEffect(() => {
    if (!declined) return;
    const state: PaymentCancelState = { reason: 'declined', message: declined };
    const timer = setTimeout(() => navigate(PAYMENT_CANCEL_PATH, { replace: true, state }), DECLINE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [declined, navigate]);

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
  if (s.status === 'paid') return <Navigate to={paymentSuccessPath(s.id)} replace />;
  if (s.status !== 'open' && !declined) {
    const why =
      s.status === 'expired'
        ? 'This payment session has expired. Please check out again.'
        : s.status === 'declined'
          ? 'The card was declined for this payment.'
          : 'This payment was cancelled.';
    return <ClosedSession title="This payment is closed" message={why} />;
  }

  const focusField = (field: CardField) =>
    ({ cardNumber: numberRef, expiry: expiryRef, cvc: cvcRef, name: nameRef })[field].current?.focus();

  const onPay = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setPageError(null);
    const check = checkTestCard({ cardNumber, expiry, cvc });
    if (!check.ok) {
      setFieldError({ field: check.field, message: check.message });
      return focusField(check.field);
    }
    if (!name.trim()) {
      setFieldError({ field: 'name', message: 'Please enter the name on your card.' });
      return focusField('name');
    }
    setFieldError(null);
    setBusy('pay');
    try {
      const reply = await completeSandboxSession(s.id, { outcome: 'paid', cardNumber, expiry, cvc });
      if (reply.outcome === 'paid') {
        setBusy('paid');
        navigate(reply.redirectUrl, { replace: true });
      } else {
        setBusy(null);
        setDeclined(reply.message || CARD_MESSAGES.declined);
      }
    } catch (err) {
      setBusy(null);
      const field = err instanceof ApiError ? err.errors?.[0]?.path : undefined;
      const message = errorMessage(err, 'The payment could not be completed. Please try again.');
      if (field === 'cardNumber' || field === 'expiry' || field === 'cvc') {
        setFieldError({ field, message });
        focusField(field);
      } else setPageError(message);
    }
  };

  const onCancel = async () => {
    if (busy) return;
    setBusy('cancel');
    try {
      const reply = await completeSandboxSession(s.id, { outcome: 'cancelled' });
      const state: PaymentCancelState = { reason: 'cancelled', message: reply.message };
      navigate(reply.redirectUrl, { replace: true, state });
    } catch (err) {
      setBusy(null);
      // Already closed or expired: leaving is still what the shopper asked for.
      if (err instanceof ApiError && err.status === 409) navigate(PAYMENT_CANCEL_PATH, { replace: true });
      else setPageError(errorMessage(err, 'The payment could not be cancelled. Please try again.'));
    }
  };

  const cardInvalid = (f: CardField) => (fieldError?.field === f ? true : undefined);
  const cardMessage = fieldError && fieldError.field !== 'name' ? fieldError.message : null;
  const payLabel = `Pay ${formatINR(s.amount)}`;

  return (
    <SandboxFrame>
      <div className="mx-auto grid w-full max-w-5xl lg:min-h-screen lg:grid-cols-2">
        {/* The merchant and what is being paid for. */}
        <section aria-label="Order" className="px-6 pb-6 pt-8 sm:px-10 lg:py-16 lg:pr-14">
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={() => void onCancel()}
              disabled={!!busy}
              className="group inline-flex items-center gap-2 text-sm text-muted hover:text-charcoal"
              aria-label={`Cancel and return to ${BRAND.name}`}
            >
              <ArrowLeft
                aria-hidden="true"
                className="h-4 w-4 transition-transform group-hover:-translate-x-0.5"
              />
              <span className="font-display text-xl uppercase tracking-[0.18em] text-charcoal">
                {BRAND.name}
              </span>
            </button>
            <span className="rounded-[3px] bg-[#FFDE92] px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wider text-[#7A4A00]">
              Test mode
            </span>
          </div>
          <p className="mt-8 text-sm text-muted">Pay {BRAND.name}</p>
          <p className="mt-1 text-4xl font-medium tabular-nums tracking-tight" data-testid="sandbox-amount">
            {formatINR(s.amount)}
          </p>
          <ul className="mt-8 space-y-4" aria-label="Items">
            {s.lines.map((line, i) => (
              <SandboxLine key={`${line.variantId}-${line.selectedSize}-${i}`} line={line} />
            ))}
          </ul>
          <dl className="mt-6 space-y-2 border-t border-black/10 pt-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted">Subtotal</dt>
              <dd className="tabular-nums">{formatINR(s.amount)}</dd>
            </div>
            <div className="flex justify-between font-medium">
              <dt>Total due</dt>
              <dd className="tabular-nums">{formatINR(s.amount)}</dd>
            </div>
          </dl>
        </section>

        {/* The card form. */}
        <section
          aria-labelledby="pay-with-card"
          className="bg-white px-6 py-8 shadow-[0_0_40px_-20px_rgba(0,0,0,0.25)] sm:px-10 lg:py-16 lg:pl-14 lg:shadow-[-12px_0_30px_-24px_rgba(0,0,0,0.35)]"
        >
          <h1 id="pay-with-card" className="font-sans text-xl font-medium tracking-normal">
            Pay with card
          </h1>
          <div className="mt-4 rounded-md border border-[#F5D78A] bg-[#FFF8E6] px-3 py-2 text-xs leading-relaxed text-[#6B4A00]">
            Test payments only. Use <strong>4242 4242 4242 4242</strong> to pay or{' '}
            <strong>4000 0000 0000 0002</strong> to see a decline, with any future date and any 3 digits.
          </div>

          <form
            method="post"
            onSubmit={onPay}
            noValidate
            className="mt-6 space-y-5"
            aria-describedby={cardMessage ? cardErrorId : undefined}
          >
            <div>
              <p className="mb-1.5 text-sm font-medium text-[#30313D]">Email</p>
              <p className="rounded-md border border-[#E6E6E6] bg-[#F7F7F7] px-3 py-2.5 text-sm text-[#30313D]">
                {s.customerEmail ?? '—'}
              </p>
            </div>

            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-[#30313D]">Card information</legend>
              <div className="overflow-hidden rounded-md border border-[#E0E0E0] shadow-sm focus-within:border-gold">
                <div className="relative border-b border-[#E0E0E0]">
                  <label htmlFor="card-number" className="sr-only">
                    Card number
                  </label>
                  <input
                    ref={numberRef}
                    id="card-number"
                    name="cardnumber"
                    inputMode="numeric"
                    autoComplete="cc-number"
                    placeholder="1234 1234 1234 1234"
                    value={cardNumber}
                    onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
                    aria-invalid={cardInvalid('cardNumber')}
                    aria-describedby={cardMessage ? cardErrorId : undefined}
                    className="sandbox-input w-full px-3 py-3 pr-12 text-base tabular-nums"
                  />
                  <CreditCard
                    aria-hidden="true"
                    className="absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-[#A3A3A3]"
                  />
                </div>
                <div className="grid grid-cols-2">
                  <div className="border-r border-[#E0E0E0]">
                    <label htmlFor="card-expiry" className="sr-only">
                      Expiration date (MM / YY)
                    </label>
                    <input
                      ref={expiryRef}
                      id="card-expiry"
                      name="exp-date"
                      inputMode="numeric"
                      autoComplete="cc-exp"
                      placeholder="MM / YY"
                      value={expiry}
                      onChange={(e) => setExpiry(formatExpiry(e.target.value))}
                      aria-invalid={cardInvalid('expiry')}
                      aria-describedby={cardMessage ? cardErrorId : undefined}
                      className="sandbox-input w-full px-3 py-3 text-base tabular-nums"
                    />
                  </div>
                  <div>
                    <label htmlFor="card-cvc" className="sr-only">
                      Security code (CVC)
                    </label>
                    <input
                      ref={cvcRef}
                      id="card-cvc"
                      name="cvc"
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      placeholder="CVC"
                      maxLength={4}
                      value={cvc}
                      onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
                      aria-invalid={cardInvalid('cvc')}
                      aria-describedby={cardMessage ? cardErrorId : undefined}
                      className="sandbox-input w-full px-3 py-3 text-base tabular-nums"
                    />
                  </div>
                </div>
              </div>
              {cardMessage && (
                <p id={cardErrorId} role="alert" className="mt-1.5 text-sm text-danger">
                  {cardMessage}
                </p>
              )}
            </fieldset>

            <div>
              <label htmlFor="card-name" className="mb-1.5 block text-sm font-medium text-[#30313D]">
                Name on card
              </label>
              <input
                ref={nameRef}
                id="card-name"
                name="ccname"
                autoComplete="cc-name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                aria-invalid={cardInvalid('name')}
                aria-describedby={fieldError?.field === 'name' ? nameErrorId : undefined}
                className="sandbox-input w-full rounded-md border border-[#E0E0E0] px-3 py-3 text-base shadow-sm"
              />
              {fieldError?.field === 'name' && (
                <p id={nameErrorId} role="alert" className="mt-1.5 text-sm text-danger">
                  {fieldError.message}
                </p>
              )}
            </div>

            <div>
              <p className="mb-1.5 text-sm font-medium text-[#30313D]">Country or region</p>
              <p className="rounded-md border border-[#E6E6E6] bg-[#F7F7F7] px-3 py-2.5 text-sm text-[#30313D]">
                India
              </p>
            </div>

            {declined && (
              <div
                role="alert"
                className="rounded-md border border-danger/30 bg-danger/5 px-3 py-3 text-sm text-danger"
              >
                <p className="font-medium">{declined}</p>
                <p className="mt-1 text-danger/80">No money was taken. Taking you back to the shop…</p>
              </div>
            )}
            {pageError && (
              <p
                role="alert"
                className="rounded-md border border-danger/30 bg-danger/5 px-3 py-3 text-sm text-danger"
              >
                {pageError}
              </p>
            )}

            <button
              type="submit"
              disabled={!!busy || !!declined}
              className="flex w-full items-center justify-center gap-2 rounded-md bg-charcoal px-4 py-3.5 text-base font-medium text-white shadow-sm transition-colors hover:bg-black disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy === 'pay' || busy === 'paid' ? (
                <Spinner label="Processing…" />
              ) : (
                <>
                  <Lock aria-hidden="true" className="h-4 w-4" /> {payLabel}
                </>
              )}
            </button>
            <button
              type="button"
              onClick={() => void onCancel()}
              disabled={!!busy || !!declined}
              className="w-full rounded-md px-4 py-2.5 text-sm font-medium text-muted hover:bg-black/5 hover:text-charcoal disabled:opacity-60"
            >
              {busy === 'cancel' ? 'Cancelling…' : 'Cancel'}
            </button>
          </form>
          <p className="mt-8 text-center text-xs text-[#6B6B6B]">
            Test payments by {BRAND.name} · No real card is ever charged on this page.
          </p>
        </section>
      </div>
    </SandboxFrame>
  );
}

function SandboxFrame({ children }: { children: ReactNode }) {
  return (
    <main className="min-h-screen bg-[#F6F4F0] font-sans text-[#1A1A1A] lg:bg-[linear-gradient(90deg,#F6F4F0_50%,#FFFFFF_50%)]">
      <style>{`.sandbox-input{background:#fff;outline:none}.sandbox-input:focus-visible{outline:2px solid var(--color-gold);outline-offset:-2px}.sandbox-input[aria-invalid='true']{color:#A23B34}`}</style>
      {children}
    </main>
  );
}

function SandboxLine({ line }: { line: SnapshotLineDto }) {
  return (
    <li className="flex items-start gap-3">
      <ResponsiveImage
        src={line.mainImage}
        alt=""
        width={96}
        height={120}
        sizes="48px"
        className="aspect-[4/5] w-12 shrink-0 rounded-md bg-white object-cover"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium leading-snug">{line.name}</p>
        <p className="text-muted">
          {line.material} · {line.purity}
          {line.selectedSize ? ` · Size ${line.selectedSize}` : ''}
        </p>
        <p className="text-muted">Qty {line.quantity}</p>
      </div>
      <p className="text-sm tabular-nums">{formatINR(line.lineTotal)}</p>
    </li>
  );
}

function ClosedSession({ title, message }: { title: string; message: string }) {
  return (
    <SandboxFrame>
      <div className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center px-6 text-center">
        <p className="font-display text-2xl uppercase tracking-[0.18em]">{BRAND.name}</p>
        <h1 className="mt-6 font-sans text-xl font-medium tracking-normal">{title}</h1>
        <p role="alert" className="mt-2 text-muted">
          {message}
        </p>
        <Link to="/checkout" className="btn-primary mt-8">
          Back to Checkout
        </Link>
      </div>
    </SandboxFrame>
  );
}
