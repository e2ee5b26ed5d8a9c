/**
 * /track-order (docs/shop/conventions.md §4 "Calls beyond the screens' tables"): the order number (or the long
 * order id) and the e-mail it was placed with → its status, date, the parcel's tracking, delivery or cancellation
 * with the refund (docs/decisions/097), pieces and total. No sign-in needed; the server answers only when both
 * match ('We could not find an order with that number and e-mail.').
 *
 * `?number=100042&email=…` — the link of the confirmation mail and the thank-you page (docs/decisions/108) —
 * fills the form and looks the order up at once.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { formatINR } from '#domain/money';
import { formatOrderNumber } from '#domain/order-constants';
import { usePageTitle } from '#web/components/usePageTitle';
import { errorMessage } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { trackOrder } from '../api/track-order';
import { formatOrderDate } from '../order-text';
import { OrderLineList } from '../components/OrderLineList';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { OrderProgress } from '../components/OrderProgress';
import { FormError, TextField, useForm } from '#web/components/form';

interface TrackValues {
  orderId: string;
  email: string;
}

export default function TrackOrderPage() {
  usePageTitle('Track Your Order');
  const [params] = useSearchParams();
  const { user } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackValues>({
    schema: () => import('#domain/schemas/orders').then((m) => m.TrackQuery),
    defaultValues: {
      orderId: params.get('number') ?? params.get('orderId') ?? '',
      email: params.get('email') ?? user?.email ?? '',
    },
  });
  const track = useMutation({
    mutationFn: (v: TrackValues) => trackOrder(v.orderId, v.email),
    onMutate: () => setFormError(null),
    onError: (err) => setFormError(errorMessage(err, 'We could not look up that order. Please try again.')),
  });
  const order = track.data?.order;

  // A link with both the number and the e-mail looks the order up once, as if Track were pressed.
  const linked = useRef(false);
  const submit = handleSubmit((v) => track.mutate(v));
  useEffect(() => {
    if (linked.current) return;
    linked.current = true;
    if ((params.get('number') ?? params.get('orderId')) && params.get('email')) void submit();
  }, [params, submit]);

  return (
    <section className="container-page py-8 sm:py-12">
      <div className="mx-auto max-w-2xl">
        <p className="eyebrow">Order status</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">Track Your Order</h1>
        <p className="mt-3 text-muted">
          Enter your order number (it starts with #, as in your confirmation e-mail) and the e-mail address
          you ordered with.
        </p>

        <form
          method="post"
          onSubmit={submit}
          noValidate
          aria-label="Track your order"
          className="mt-8 grid gap-5 border border-line bg-surface p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:p-6"
        >
          <TextField
            label="Order number"
            placeholder="#100042"
            autoComplete="off"
            error={errors.orderId?.message}
            {...register('orderId')}
          />
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <button type="submit" className="btn-primary sm:mt-[1.85rem]" disabled={track.isPending}>
            {track.isPending ? 'Looking…' : 'Track'}
          </button>
          <div className="sm:col-span-3 [&:empty]:hidden">
            <FormError message={formError} />
          </div>
        </form>

        <div aria-live="polite">
          {order && (
            <article className="mt-8 border border-line bg-surface" data-testid="tracked-order">
              <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
                <div>
                  <h2 className="text-2xl">Order {formatOrderNumber(order.orderNumber)}</h2>
                  <p className="text-sm text-muted">
                    Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
                  </p>
                </div>
                <OrderStatusBadge status={order.status} />
              </header>
              <div className="px-5 pt-4 sm:px-6 [&:empty]:hidden">
                <OrderProgress order={order} />
              </div>
              <div className="px-5 sm:px-6">
                <OrderLineList lines={order.items} />
              </div>
              <p className="flex justify-between border-t border-line px-5 py-4 font-medium sm:px-6">
                <span>Total</span>
                <span className="tabular-nums">{formatINR(order.totalAmount)}</span>
              </p>
            </article>
          )}
        </div>

        {!order && (
          <div className="mt-10 flex items-start gap-3 text-sm text-muted">
            <PackageSearch aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold" />
            <p>
              Signed in? All your orders are under{' '}
              <Link to="/profile?tab=orders" className="link text-charcoal underline">
                My Orders
              </Link>
              . Questions about a delivery?{' '}
              <Link to="/contact" className="link text-charcoal underline">
                Contact us
              </Link>
              .
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
