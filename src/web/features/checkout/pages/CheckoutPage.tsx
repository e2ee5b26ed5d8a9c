/**
 * /checkout (docs/shop/storefront.md §2 "Checkout", §4 "Checkout steps"). Not behind a guard: step 1
 * (Authentication) logs in or registers right here, so a guest must be able to reach it; a signed-in shopper
 * starts at step 2 with step 1 completed. Every call after step 1 carries the token and the server checks it.
 *
 * - Empty cart → /cart with the warning 'Your cart is empty. Please add items before checking out.'
 * - Step 2: the address; a valid one completes it and opens step 3. 'Change Address' goes back (3 pending).
 * - Step 3: the lines (the address once, in step 2's summary above), a discount code (checked by the server;
 *   DiscountCodeField), the total with two decimals, and Pay → create-checkout (with the code) → the provider's
 *   hosted page (the test provider's /payment-sandbox/{id}, or Stripe). A code the server refuses at Pay shows
 *   its reason under the field.
 * - A cart the server refuses to check out (sold out, over stock, off sale) or a cart that could not be loaded
 *   → the error state with 'Back to Cart'.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import type { ShippingAddress } from '#domain/schemas/payments';
import { CHECKOUT_MESSAGES } from '#domain/payment-constants';
import { usePageTitle } from '#web/components/usePageTitle';
import { Spinner } from '#web/components/Spinner';
import { useSession, type SessionUser } from '#web/lib/session';
import { useCart } from '#web/features/cart/hooks/use-cart';
import { useBagKnown } from '#web/features/cart/server-bag';
import { createCheckout } from '../api/create-checkout';
import { saveAddressDraft, type AddressValues } from '../address-draft';
import { useAddressDefaults } from '../use-address-defaults';
import { onPayError } from '../pay-errors';
import { CHECKOUT_STEPS, currentStep, stepStatus } from '../checkout-steps';
import { setGuestCheckoutEmail, useGuestCheckoutEmail } from '../guest-checkout';
import { AuthStep } from '../components/AuthStep';
import { CheckoutSummary } from '../components/CheckoutSummary';
import type { AppliedCode } from '../components/DiscountCodeField';
import { CheckoutFailureScreen } from '../components/CheckoutFailureScreen';
import type { PaymentStep as PaymentStepComponent } from '../components/PaymentStep';
import { StepIndicator } from '../components/StepIndicator';
import { StepPanel } from '../components/StepPanel';
import '../checkout.css';
import { AddressBlock } from '../components/AddressBlock';

/**
 * The address form (with react-hook-form) is its own chunk: a guest's first load shows step 1 only. A signed-in
 * shopper's page asks for it at once, while the bag loads.
 */
const loadShippingForm = () => import('../components/ShippingForm');
const ShippingForm = lazy(() => loadShippingForm().then((m) => ({ default: m.ShippingForm })));
/**
 * Step 3 (the discount code, the total and Pay) likewise, asked for with the address form. Once loaded it is
 * rendered as itself, not through `lazy`: a lazy component suspends on its first render even when its chunk is
 * there, and Pay would appear a moment after the step opens.
 */
let paymentStep: typeof PaymentStepComponent | undefined;
const loadPaymentStep = () =>
  import('../components/PaymentStep').then((m) => {
    paymentStep = m.PaymentStep;
    return m;
  });
const LazyPaymentStep = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));

interface CheckoutFailure {
  message: string;
  details: string[];
}

export default function CheckoutPage() {
  usePageTitle('Checkout');
  const { user } = useSession();
  const signedIn = !!user;
  // A guest who gave an e-mail at step 1 checks out without an account (docs/decisions/108).
  const storedGuestEmail = useGuestCheckoutEmail();
  const guestEmail = signedIn ? null : storedGuestEmail;
  const cart = useCart();
  const queryClient = useQueryClient();
  const [address, setAddress] = useState<{ value: ShippingAddress; form: AddressValues } | null>(null);
  /** What the form last held when confirmed: 'Change Address' reopens it as it was. */
  const [formValues, setFormValues] = useState<AddressValues | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<Array<{ path: string; message: string }>>();
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [discount, setDiscount] = useState<AppliedCode | null>(null);
  const [discountError, setDiscountError] = useState<string | null>(null);

  // Signing out (or a rejected session) sends the shopper back to step 1 and forgets the confirmed address.
  useEffect(() => {
    if (!signedIn && !guestEmail) {
      setAddress(null);
      setFormValues(null);
    }
  }, [signedIn, guestEmail]);

  const step = currentStep(signedIn || !!guestEmail, !!address);
  useEffect(() => {
    if (!signedIn && !guestEmail) return;
    void loadShippingForm();
    void loadPaymentStep();
  }, [signedIn, guestEmail]);

  const defaults = useAddressDefaults(user);

  const pay = useMutation({
    mutationFn: (shippingAddress: ShippingAddress) =>
      createCheckout(cart.items, shippingAddress, discount?.code, guestEmail),
    onSuccess: (reply) => {
      setRedirecting(true);
      window.location.assign(reply.url);
    },
    onError: (err) =>
      onPayError(err, {
        queryClient,
        refuseCode: (message) => {
          setDiscount(null);
          setDiscountError(message);
        },
        refuseAddress: (fieldErrors) => {
          setServerFieldErrors(fieldErrors);
          setAddress(null);
        },
        fail: setFailure,
      }),
  });

  const bagKnown = useBagKnown();
  const waiting = !bagKnown || cart.isLoading || cart.isMerging;
  const empty = !waiting && !cart.error && cart.items.length === 0 && !redirecting;
  useEffect(() => {
    if (empty) toast.warning(CHECKOUT_MESSAGES.emptyCart, { id: 'checkout-empty' });
  }, [empty]);

  if (empty) return <Navigate to="/cart" replace />;

  if (cart.error || failure) {
    return (
      <CheckoutFailureScreen message={failure?.message ?? cart.error} details={failure?.details ?? []} />
    );
  }

  if (waiting) {
    return (
      // A screen tall, like the page that replaces it, so the footer does not jump when the bag appears.
      <section className="container-page flex min-h-screen items-start justify-center py-24 text-muted">
        <Spinner label="Loading your bag…" />
      </section>
    );
  }

  const confirmAddress = (value: ShippingAddress, form: AddressValues) => {
    if (user) saveAddressDraft(user._id, form);
    setServerFieldErrors(undefined);
    setFormValues(form);
    setAddress({ value, form });
  };

  const s = (n: 1 | 2 | 3) => stepStatus(n, step);
  const PaymentStep = paymentStep ?? LazyPaymentStep;
  const shipTo = address?.value;
  // What the server will charge: the bag less the applied code (the server checks the code again at Pay).
  const total = Math.max(0, Math.round((cart.subtotal - (discount?.amount ?? 0)) * 100) / 100);

  return (
    <section className="container-page py-8 sm:py-12">
      <p className="eyebrow">Secure checkout</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">Checkout</h1>
      <div className="mt-6">
        <StepIndicator current={step} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="order-2 min-w-0 space-y-4 lg:order-1">
          <StepPanel
            number={1}
            title={CHECKOUT_STEPS[0]!.title}
            status={s(1)}
            summary={<SignedInAs user={user} guestEmail={guestEmail} />}
            action={guestEmail ? <ChangeGuestEmail disabled={pay.isPending || redirecting} /> : undefined}
          >
            <AuthStep />
          </StepPanel>

          <ShippingStep
            status={s(2)}
            shipTo={shipTo}
            busy={pay.isPending || redirecting}
            onChange={() => setAddress(null)}
            defaults={formValues ?? defaults}
            serverErrors={serverFieldErrors}
            onConfirm={confirmAddress}
          />

          <StepPanel number={3} title={CHECKOUT_STEPS[2]!.title} status={s(3)}>
            {shipTo && (
              <Suspense fallback={<Spinner label="Loading…" />}>
                <PaymentStep
                  items={cart.items}
                  subtotal={cart.subtotal}
                  total={total}
                  discount={discount}
                  onDiscount={setDiscount}
                  discountError={discountError}
                  onDiscountError={setDiscountError}
                  guestEmail={guestEmail}
                  busy={pay.isPending || redirecting}
                  onPay={() => pay.mutate(shipTo)}
                />
              </Suspense>
            )}
          </StepPanel>
        </div>

        <div className="order-1 lg:order-2">
          <CheckoutSummary items={cart.items} subtotal={cart.subtotal} discount={discount} />
        </div>
      </div>
    </section>
  );
}

/** Step 1's summary once it is complete: who is checking out. */
function SignedInAs({ user, guestEmail }: { user: SessionUser | null; guestEmail: string | null }) {
  if (user)
    return (
      <p className="text-muted">
        Signed in as <span className="text-charcoal">{user.name}</span> ({user.email})
      </p>
    );
  if (!guestEmail) return null;
  return (
    <p className="text-muted">
      Checking out as a guest: <span className="text-charcoal">{guestEmail}</span>
    </p>
  );
}

/** A guest's 'Change': back to step 1 to log in, register or give another e-mail. */
function ChangeGuestEmail({ disabled }: { disabled: boolean }) {
  return (
    <button
      type="button"
      className="link text-sm font-medium text-gold-text underline"
      onClick={() => setGuestCheckoutEmail(null)}
      disabled={disabled}
    >
      Change
    </button>
  );
}

/** Step 2: the address form (its own chunk), or once confirmed the address with 'Change Address'. */
function ShippingStep({
  status,
  shipTo,
  busy,
  onChange,
  defaults,
  serverErrors,
  onConfirm,
}: {
  status: ReturnType<typeof stepStatus>;
  shipTo: ShippingAddress | undefined;
  busy: boolean;
  onChange: () => void;
  defaults: AddressValues;
  serverErrors: Array<{ path: string; message: string }> | undefined;
  onConfirm: (address: ShippingAddress, values: AddressValues) => void;
}) {
  return (
    <StepPanel
      number={2}
      title={CHECKOUT_STEPS[1]!.title}
      status={status}
      summary={
        shipTo && <AddressBlock address={shipTo} testId="shipping-address" className="text-charcoal" />
      }
      action={
        <button
          type="button"
          className="link text-sm font-medium text-gold-text underline"
          onClick={onChange}
          disabled={busy}
        >
          Change Address
        </button>
      }
    >
      <Suspense
        fallback={
          <div className="flex min-h-[28rem] items-center justify-center text-muted">
            <Spinner label="Loading the address form…" />
          </div>
        }
      >
        <ShippingForm defaults={defaults} serverErrors={serverErrors} onConfirm={onConfirm} />
      </Suspense>
    </StepPanel>
  );
}
