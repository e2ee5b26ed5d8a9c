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
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CreditCard, Lock } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { formatINR } from '../../../../domain/money';
import type { ShippingAddress } from '../../../../domain/schemas/payments';
import { CHECKOUT_MESSAGES } from '../../../../domain/payment-constants';
import { SHIPPING_COUNTRY } from '../../../../domain/shipping';
import { usePageTitle } from '../../../components/usePageTitle';
import { Spinner } from '../../../components/Spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCart } from '../../cart/hooks/use-cart';
import { cartKeys } from '../../cart/api/cart-keys';
import { useBagKnown } from '../../cart/server-bag';
import { myOrdersQuery } from '../../orders/api/my-orders-query';
import { createCheckout, CHECKOUT_FALLBACK } from '../api/create-checkout';
import { readAddressDraft, saveAddressDraft, toAddressValues, type AddressValues } from '../address-draft';
import { CHECKOUT_STEPS, currentStep, stepStatus } from '../checkout-steps';
import { setGuestCheckoutEmail, useGuestCheckoutEmail } from '../guest-checkout';
import { MADE_TO_ORDER_DISPATCH } from '../../../../domain/dispatch';
import { AuthStep } from '../components/AuthStep';
import { CheckoutSummary } from '../components/CheckoutSummary';
import { DiscountCodeField, type AppliedCode } from '../components/DiscountCodeField';
import { OrderLines } from '../components/OrderLines';
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

const EMPTY_ADDRESS: AddressValues = {
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  country: SHIPPING_COUNTRY,
  phoneNumber: '',
};

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
    if (signedIn || guestEmail) void loadShippingForm();
  }, [signedIn, guestEmail]);

  // Prefill: this tab's last address for this account, else the address of the latest order, else the account.
  const orders = useQuery({ ...myOrdersQuery(user?._id), enabled: signedIn, retry: false });
  const defaults = useMemo<AddressValues>(() => {
    if (!user) return EMPTY_ADDRESS;
    const draft = readAddressDraft(user._id);
    if (draft) return { ...EMPTY_ADDRESS, ...draft, country: SHIPPING_COUNTRY };
    const last = orders.data?.[0]?.shippingAddress;
    if (last) return { ...EMPTY_ADDRESS, ...toAddressValues(last), country: SHIPPING_COUNTRY };
    return { ...EMPTY_ADDRESS, fullName: user.name, phoneNumber: user.mobile ?? '' };
  }, [user, orders.data]);

  const pay = useMutation({
    mutationFn: (shippingAddress: ShippingAddress) =>
      createCheckout(cart.items, shippingAddress, discount?.code, guestEmail),
    onSuccess: (reply) => {
      setRedirecting(true);
      window.location.assign(reply.url);
    },
    onError: (err) => {
      const message = errorMessage(err, CHECKOUT_FALLBACK);
      if (!(err instanceof ApiError)) return void toast.error(message);
      if (err.status === 401) return; // logged out by the api-client; step 1 shows again
      if (err.status === 400 && err.errors?.some((e) => e.path === 'discountCode')) {
        // The code no longer applies (used up, expired meanwhile): its reason under the field, nothing paid.
        setDiscount(null);
        return setDiscountError(message);
      }
      const fieldErrors = err.errors?.filter((e) => e.path.startsWith('shippingAddress')) ?? [];
      if (err.status === 400 && fieldErrors.length) {
        // The server found something in the address: back to step 2 with the messages at their fields.
        toast.error(message);
        setServerFieldErrors(fieldErrors);
        setAddress(null);
        return;
      }
      if (err.status === 400 && message === CHECKOUT_MESSAGES.emptyCart) {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        return void toast.warning(message, { id: 'checkout-empty' });
      }
      if (err.status === 409 || err.status === 404 || err.status === 400) {
        // The cart cannot be bought as it is (stock, availability, amount): the cart page is where to fix it.
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        const details = (err.errors ?? []).map((e) => e.message).filter((m) => m !== message);
        setFailure({ message, details });
        return;
      }
      // 502/503 and network trouble: nothing was stored; the shopper can press Pay again.
      toast.error(message, { id: 'checkout-pay-failed' });
    },
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
      <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
        <AlertTriangle aria-hidden="true" className="h-8 w-8 text-danger" />
        <h1 className="mt-4 text-4xl">We could not continue to payment</h1>
        <div role="alert" className="mt-3 max-w-lg text-muted">
          <p>{failure?.message ?? cart.error}</p>
          {failure?.details.length ? (
            <ul className="mt-3 space-y-1 text-left text-sm">
              {failure.details.map((d) => (
                <li key={d} className="border-l-2 border-danger/60 pl-3">
                  {d}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <Link to="/cart" className="btn-primary mt-8">
          Back to Cart
        </Link>
      </section>
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
            summary={
              user ? (
                <p className="text-muted">
                  Signed in as <span className="text-charcoal">{user.name}</span> ({user.email})
                </p>
              ) : (
                guestEmail && (
                  <p className="text-muted">
                    Checking out as a guest: <span className="text-charcoal">{guestEmail}</span>
                  </p>
                )
              )
            }
            action={
              guestEmail ? (
                <button
                  type="button"
                  className="link text-sm font-medium text-gold-text underline"
                  onClick={() => setGuestCheckoutEmail(null)}
                  disabled={pay.isPending || redirecting}
                >
                  Change
                </button>
              ) : undefined
            }
          >
            <AuthStep />
          </StepPanel>

          <StepPanel
            number={2}
            title={CHECKOUT_STEPS[1]!.title}
            status={s(2)}
            summary={
              shipTo && <AddressBlock address={shipTo} testId="shipping-address" className="text-charcoal" />
            }
            action={
              <button
                type="button"
                className="link text-sm font-medium text-gold-text underline"
                onClick={() => setAddress(null)}
                disabled={pay.isPending || redirecting}
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
              <ShippingForm
                defaults={formValues ?? defaults}
                serverErrors={serverFieldErrors}
                onConfirm={confirmAddress}
              />
            </Suspense>
          </StepPanel>

          <StepPanel number={3} title={CHECKOUT_STEPS[2]!.title} status={s(3)}>
            {shipTo && (
              <div className="space-y-6">
                <OrderLines items={cart.items} />
                <DiscountCodeField
                  applied={discount}
                  onApplied={setDiscount}
                  error={discountError}
                  onError={setDiscountError}
                  disabled={pay.isPending || redirecting}
                  guest={guestEmail ? { email: guestEmail, lines: cart.items } : undefined}
                />
                <dl className="space-y-2 border-t border-line pt-4 text-sm">
                  <div className="flex justify-between">
                    <dt className="text-muted">Subtotal</dt>
                    <dd className="tabular-nums">{formatINR(cart.subtotal)}</dd>
                  </div>
                  {discount && (
                    <div className="flex justify-between text-gold-text">
                      <dt>Discount ({discount.code})</dt>
                      <dd className="tabular-nums" data-testid="checkout-discount">
                        −{formatINR(discount.amount)}
                      </dd>
                    </div>
                  )}
                  <div className="flex justify-between text-lg font-medium">
                    <dt>Total</dt>
                    <dd className="tabular-nums" data-testid="checkout-total">
                      {formatINR(total)}
                    </dd>
                  </div>
                </dl>
                {/* The address shows once: in step 2's summary just above, with Change Address (decision 109). */}
                <div className="border-t border-line pt-4 text-sm">
                  <h3 className="font-sans text-xs font-medium uppercase tracking-[0.14em] text-muted">
                    Payment
                  </h3>
                  <p className="mt-1 flex items-center gap-2">
                    <CreditCard aria-hidden="true" className="h-4 w-4 text-gold" /> Card
                  </p>
                  <p className="mt-1 text-muted">You enter your card on the secure payment page.</p>
                </div>
                <p
                  className="border-t border-line pt-4 text-sm text-charcoal"
                  data-testid="checkout-dispatch"
                >
                  {MADE_TO_ORDER_DISPATCH}
                </p>
                <button
                  type="button"
                  className="btn-primary w-full"
                  disabled={pay.isPending || redirecting}
                  onClick={() => pay.mutate(shipTo)}
                >
                  <Lock aria-hidden="true" className="h-4 w-4" />
                  {pay.isPending || redirecting ? 'Redirecting to payment…' : `Pay ${formatINR(total)}`}
                </button>
                <p aria-live="polite" className="sr-only">
                  {pay.isPending || redirecting ? 'Redirecting to the payment page' : ''}
                </p>
              </div>
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
