/**
 * /payment-success?session_id=… (docs/shop/storefront.md §2 "Payment result", §4 "Payment success") — the
 * thank-you page (issue 17 item 4). 'Creating your order...' while POST /api/order/createOrder turns the paid
 * session into its order, then the cart is cleared and the page STAYS: the pieces (name, options, quantity,
 * price), the totals with the discount code, the delivery address, the payment, when it will be dispatched (every
 * piece is made to order: domain/dispatch.ts), Track order and Continue shopping. No redirect.
 *
 * A guest's return carries the guest's key (`&key=…`; docs/decisions/108): createOrder is asked with it instead
 * of a token, and the page offers an account with the order's e-mail (sign-up prefilled). Track order opens
 * /track-order with the number and e-mail filled in for a guest, the Orders tab for an account.
 *
 * Razorpay comes back here with its own signed parameters instead of session_id (razorpay_payment_link_id names
 * the session); they are passed on as they came, and the server checks the signature (docs/decisions/094).
 *
 * The call is idempotent on the server (docs/decisions/031): with the test provider the order already exists
 * and the answer is `created: false` — a success like any other — and a reload asks again and gets the same
 * order, never a second one (so a refresh shows the same page). A Stripe or Razorpay return can beat the
 * provider's own confirmation by a moment: "not completed yet" is asked again twice, a second or so apart.
 * Failure: the server's message or 'Order failed to save.'; unreachable: 'Failed to create order after payment.'.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, CreditCard, PackageCheck, UserPlus } from 'lucide-react';
import { toast } from '#web/lib/toast';
import { formatINR } from '#domain/money';
import { DELIVERY_AFTER_DISPATCH, MADE_TO_ORDER_DISPATCH } from '#domain/dispatch';
import { ORDER_MESSAGES, formatOrderNumber, trackOrderPath } from '#domain/order-constants';
import { GUEST_KEY_PARAM } from '#domain/payment-constants';
import { razorpayReturnOf, returnSessionId } from '#domain/provider-return';
import type { CreateOrderReply } from '#domain/schemas/orders';
import { usePageTitle } from '#web/components/usePageTitle';
import { Spinner } from '#web/components/Spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { useCart } from '#web/features/cart/hooks/use-cart';
import { createOrder } from '#web/features/orders/api/create-order';
import { OrderLineList } from '#web/features/orders/components/OrderLineList';
import { ORDER_TEXT, formatOrderDate, paymentSummary } from '#web/features/orders/order-text';
import { AddressBlock } from '#web/features/checkout/components/AddressBlock';

const ORDERS_PATH = '/profile?tab=orders';

/** Worth asking again: the provider has not confirmed yet, or the provider/network hiccuped. */
function retryable(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.status === 409) return err.message === ORDER_MESSAGES.notPaid;
  return err.status === 0 || err.status === 502 || err.status === 503;
}

function failureMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 0) return ORDER_TEXT.afterPaymentFailed;
  return errorMessage(err, ORDER_TEXT.saveFailed);
}

export default function PaymentSuccessPage() {
  usePageTitle('Order confirmation');
  const [params] = useSearchParams();
  const sessionId = returnSessionId(params);
  const providerReturn = razorpayReturnOf(params);
  const guestKey = params.get(GUEST_KEY_PARAM);
  const queryClient = useQueryClient();
  const { clearCart } = useCart();

  const order = useQuery({
    queryKey: ['orders', 'create', sessionId],
    queryFn: ({ signal }) => createOrder(sessionId, signal, providerReturn, guestKey),
    enabled: !!sessionId,
    // One answer per page view: never asked again behind the shopper's back.
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    retry: (count, err) => count < 2 && retryable(err),
    retryDelay: 1200,
  });

  const done = useRef(false);
  useEffect(() => {
    if (!order.data || done.current) return;
    done.current = true;
    clearCart();
    void queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] });
    toast.success(ORDER_MESSAGES.created, { id: `order-${sessionId}` });
  }, [order.data, clearCart, queryClient, sessionId]);

  useEffect(() => {
    if (order.error) toast.error(failureMessage(order.error), { id: `order-failed-${sessionId}` });
  }, [order.error, sessionId]);

  if (!sessionId || order.isError) {
    const message = !sessionId ? ORDER_MESSAGES.sessionRequired : failureMessage(order.error);
    return (
      <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
        <AlertTriangle aria-hidden="true" className="h-9 w-9 text-danger" />
        <h1 className="mt-4 text-4xl">We could not confirm your order</h1>
        <p role="alert" className="mt-3 max-w-md text-muted">
          {message}
        </p>
        <p className="mt-2 max-w-md text-sm text-muted">
          If your card was charged, your payment is safe: our team sees every payment and will contact you.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {sessionId && (
            <button type="button" className="btn-primary" onClick={() => void order.refetch()}>
              Try again
            </button>
          )}
          {guestKey ? (
            <Link to="/track-order" className="btn-secondary">
              Track Order
            </Link>
          ) : (
            <Link to={ORDERS_PATH} className="btn-secondary">
              My Orders
            </Link>
          )}
          <Link to="/contact" className="btn-secondary">
            Contact Us
          </Link>
        </div>
      </section>
    );
  }

  if (!order.data) {
    return (
      <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
        <Spinner label="Creating your order..." className="text-lg" />
        <p className="mt-3 text-sm text-muted">Please keep this page open.</p>
      </section>
    );
  }

  return <ThankYou reply={order.data} />;
}

function ThankYou({ reply }: { reply: CreateOrderReply }) {
  const { user } = useSession();
  const o = reply.order;
  const email = reply.customerEmail;
  const firstName = (user && !reply.guest ? user.name : o.shippingAddress.fullName).trim().split(/\s+/)[0];
  const subtotal = o.cartItems.reduce((sum, l) => sum + l.priceAtPurchase * l.quantity, 0);
  const pieces = o.cartItems.reduce((sum, l) => sum + l.quantity, 0);
  const trackTo = reply.guest ? trackOrderPath(o.orderNumber, email) : ORDERS_PATH;
  const itemsId = useId();

  return (
    <section className="container-page py-10 sm:py-14" data-testid="thank-you">
      <header className="mx-auto max-w-2xl text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-success" />
        <p className="eyebrow mt-5">Payment received</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">Thank you{firstName ? `, ${firstName}` : ''}!</h1>
        <p className="mt-4 text-muted">
          Your order{' '}
          <strong className="text-charcoal" data-testid="thanks-order-number">
            {formatOrderNumber(o.orderNumber)}
          </strong>{' '}
          is placed. A confirmation is on its way to{' '}
          <strong className="break-all text-charcoal">{email}</strong>.
        </p>
      </header>

      <div
        className="mx-auto mt-8 flex max-w-3xl items-start gap-3 border border-gold/40 bg-gold-tint/40 px-4 py-4 sm:px-5"
        data-testid="dispatch-note"
      >
        <PackageCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-text" />
        <div>
          <p className="font-medium text-charcoal">{MADE_TO_ORDER_DISPATCH}</p>
          <p className="mt-1 text-sm text-muted">{DELIVERY_AFTER_DISPATCH}</p>
        </div>
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_22rem] lg:gap-12">
        <section aria-labelledby={itemsId} className="min-w-0">
          <h2 id={itemsId} className="text-2xl">
            Your {pieces === 1 ? 'piece' : `${pieces} pieces`}
          </h2>
          <div className="mt-2 border-t border-line" data-testid="thanks-items">
            <OrderLineList lines={o.cartItems} />
          </div>
          <dl className="space-y-2 border-t border-line pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Subtotal</dt>
              <dd className="tabular-nums">{formatINR(subtotal)}</dd>
            </div>
            {o.discountCode && o.discount > 0 && (
              <div className="flex justify-between gap-4 text-gold-text">
                <dt>Discount ({o.discountCode})</dt>
                <dd className="tabular-nums" data-testid="thanks-discount">
                  −{formatINR(o.discount)}
                </dd>
              </div>
            )}
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Shipping</dt>
              <dd>Free, insured</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-line pt-3 text-lg font-medium">
              <dt>Total paid</dt>
              <dd className="tabular-nums" data-testid="thanks-total">
                {formatINR(o.totalAmount)}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-muted">
            Prices include 3% GST.
            {o.invoiceNumber
              ? ` Your GST tax invoice ${o.invoiceNumber} is attached to the confirmation e-mail.`
              : ''}
          </p>
        </section>

        <aside className="space-y-6 text-sm">
          <Detail title="Order">
            <p>
              {formatOrderNumber(o.orderNumber)} · {formatOrderDate(o.createdAt)}
            </p>
          </Detail>
          <Detail title="Shipping to">
            <AddressBlock address={o.shippingAddress} testId="thanks-address" />
          </Detail>
          <Detail title="Payment">
            <p className="flex items-center gap-2">
              <CreditCard aria-hidden="true" className="h-4 w-4 text-gold" /> {paymentSummary(o)}
            </p>
          </Detail>
          <div className="flex flex-col gap-3 border-t border-line pt-6">
            <Link to={trackTo} className="btn-primary w-full">
              Track order
            </Link>
            <Link to="/shop" className="btn-secondary w-full">
              Continue shopping
            </Link>
          </div>
        </aside>
      </div>

      {reply.guest && !user && <CreateAccountOffer email={email} />}
    </section>
  );
}

function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-line pt-4 first:border-t-0 first:pt-0">
      <h2 className="font-sans text-xs font-medium uppercase tracking-[0.14em] text-muted">{title}</h2>
      <div className="mt-1.5 text-charcoal">{children}</div>
    </div>
  );
}

/** A guest's order joins an account made with its e-mail once the address is confirmed (docs/decisions/108). */
function CreateAccountOffer({ email }: { email: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-12 flex flex-col gap-5 border border-line bg-ivory px-5 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-8"
      data-testid="create-account-offer"
    >
      <div className="flex items-start gap-3">
        <UserPlus aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-gold-text" />
        <div>
          <h2 id={headingId} className="text-2xl">
            Keep this order in an account
          </h2>
          <p className="mt-1 max-w-xl text-sm text-muted">
            Create an account with <span className="break-all text-charcoal">{email}</span>. Once you confirm
            the address from the e-mail we send, this order joins your account, with its tracking and invoice.
          </p>
        </div>
      </div>
      <Link
        to={`/signup?email=${encodeURIComponent(email)}`}
        className="btn-secondary shrink-0 self-start sm:self-center"
      >
        Create an account
      </Link>
    </section>
  );
}
