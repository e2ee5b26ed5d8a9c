/**
 * /payment-success?session_id=… (storefront.md §2 "Payment result", §4 "Payment success"). 'Creating your
 * order...' while POST /api/order/createOrder turns the paid session into its order, then the cart is cleared
 * and a 5-second countdown leads to /profile?tab=orders.
 *
 * Razorpay comes back here with its own signed parameters instead of session_id (razorpay_payment_link_id names
 * the session); they are passed on as they came, and the server checks the signature (docs/decisions/094).
 *
 * The call is idempotent on the server (docs/decisions/031): with the test provider the order already exists
 * and the answer is `created: false` — a success like any other — and a reload asks again and gets the same
 * order, never a second one. A Stripe or Razorpay return can beat the provider's own confirmation by a moment:
 * "not completed yet" is asked again twice, a second or so apart. Failure: the server's message or 'Order failed
 * to save.'; unreachable: 'Failed to create order after payment.'.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { UI_TIMINGS } from '../../../../domain/business-constants';
import { formatINR } from '../../../../domain/money';
import { ORDER_MESSAGES, formatOrderNumber } from '../../../../domain/order-constants';
import { razorpayReturnOf, returnSessionId } from '../../../../domain/provider-return';
import { usePageTitle } from '../../../components/usePageTitle';
import { Spinner } from '../../../components/Spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCart } from '../../cart/hooks/use-cart';
import { createOrder } from '../../orders/api/create-order';
import { ORDER_TEXT } from '../../orders/order-text';

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
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clearCart } = useCart();

  const order = useQuery({
    queryKey: ['orders', 'create', sessionId],
    queryFn: ({ signal }) => createOrder(sessionId, signal, providerReturn),
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

  const [seconds, setSeconds] = useState<number>(UI_TIMINGS.paymentRedirectSeconds);
  useEffect(() => {
    if (!order.data) return;
    if (seconds <= 0) {
      navigate(ORDERS_PATH, { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [order.data, seconds, navigate]);

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
          <Link to={ORDERS_PATH} className="btn-secondary">
            My Orders
          </Link>
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

  const o = order.data.order;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-success" />
      <p className="eyebrow mt-6">Payment received</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">Thank you{user ? `, ${user.name.split(' ')[0]}` : ''}!</h1>
      <p className="mt-4 max-w-md text-muted">
        Your order <strong className="text-charcoal">{formatOrderNumber(o.orderNumber)}</strong> of{' '}
        <strong className="text-charcoal">{formatINR(o.totalAmount)}</strong> is placed. A confirmation is on
        its way to your e-mail.
      </p>
      <p className="mt-6 text-sm" role="status">
        Taking you to your orders in <span data-testid="countdown">{seconds}</span>{' '}
        {seconds === 1 ? 'second' : 'seconds'}…
      </p>
      <Link to={ORDERS_PATH} replace className="btn-primary mt-6">
        View My Orders
      </Link>
    </section>
  );
}
