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
 *
 * Steps 2 and 3 are chunks of their own (step-chunks.ts); the page's state is in use-checkout-address.ts,
 * use-checkout-discount.ts and use-pay.ts.
 */
import { Navigate } from 'react-router';
import { usePageTitle } from '#web/components/usePageTitle';
import { Spinner } from '#web/components/Spinner';
import { useSession } from '#web/lib/session';
import { useCart } from '#web/features/cart/hooks/use-cart';
import { useAddressDefaults } from '../use-address-defaults';
import { CHECKOUT_STEPS, currentStep, stepStatus } from '../checkout-steps';
import { useGuestCheckoutEmail } from '../guest-checkout';
import { totalAfterDiscount } from '../checkout-total';
import { useStepChunks } from '../step-chunks';
import { useCheckoutAddress } from '../use-checkout-address';
import { useCheckoutDiscount } from '../use-checkout-discount';
import { usePay } from '../use-pay';
import { useBagState } from '../use-bag-state';
import { AuthStep } from '../components/AuthStep';
import { ChangeGuestEmail, CheckingOutAs } from '../components/CheckingOutAs';
import { CheckoutSummary } from '../components/CheckoutSummary';
import { CheckoutFailureScreen } from '../components/CheckoutFailureScreen';
import { OrderSummaryStep } from '../components/OrderSummaryStep';
import { ShippingStep } from '../components/ShippingStep';
import { StepIndicator } from '../components/StepIndicator';
import { StepPanel } from '../components/StepPanel';
import '../checkout.css';

export default function CheckoutPage() {
  usePageTitle('Checkout');
  const { user } = useSession();
  // A guest who gave an e-mail at step 1 checks out without an account (docs/decisions/108).
  const storedGuestEmail = useGuestCheckoutEmail();
  const guestEmail = user ? null : storedGuestEmail;
  const stepOneDone = !!user || !!guestEmail;
  const cart = useCart();
  const address = useCheckoutAddress(user, guestEmail);
  const discount = useCheckoutDiscount();
  const payment = usePay({
    items: cart.items,
    code: discount.applied?.code,
    guestEmail,
    refuseCode: discount.refuse,
    refuseAddress: address.refuse,
  });
  useStepChunks(stepOneDone);
  const defaults = useAddressDefaults(user);
  const { waiting, empty } = useBagState(cart, payment.redirecting);

  if (empty) return <Navigate to="/cart" replace />;
  if (cart.error || payment.failure) {
    const { failure } = payment;
    return (
      <CheckoutFailureScreen message={failure?.message ?? cart.error} details={failure?.details ?? []} />
    );
  }
  if (waiting) return <BagLoading />;

  const step = currentStep(stepOneDone, !!address.shipTo);
  const s = (n: 1 | 2 | 3) => stepStatus(n, step);
  const { shipTo } = address;
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
            summary={<CheckingOutAs user={user} guestEmail={guestEmail} />}
            action={guestEmail ? <ChangeGuestEmail disabled={payment.busy} /> : undefined}
          >
            <AuthStep />
          </StepPanel>
          <ShippingStep
            status={s(2)}
            shipTo={shipTo}
            busy={payment.busy}
            onChange={address.change}
            defaults={address.formValues ?? defaults}
            serverErrors={address.serverErrors}
            onConfirm={address.confirm}
          />
          <OrderSummaryStep
            status={s(3)}
            ready={!!shipTo}
            items={cart.items}
            subtotal={cart.subtotal}
            total={totalAfterDiscount(cart.subtotal, discount.applied)}
            discount={discount.applied}
            onDiscount={discount.setApplied}
            discountError={discount.error}
            onDiscountError={discount.setError}
            guestEmail={guestEmail}
            busy={payment.busy}
            onPay={() => shipTo && payment.pay(shipTo)}
          />
        </div>

        <div className="order-1 lg:order-2">
          <CheckoutSummary items={cart.items} subtotal={cart.subtotal} discount={discount.applied} />
        </div>
      </div>
    </section>
  );
}

/** Until the bag is known: a screen tall, like the page that replaces it, so the footer does not jump. */
function BagLoading() {
  return (
    <section className="container-page flex min-h-screen items-start justify-center py-24 text-muted">
      <Spinner label="Loading your bag…" />
    </section>
  );
}
