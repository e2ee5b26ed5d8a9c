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
import { usePageTitle } from '#web/components/usePageTitle';
import { errorMessage } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { trackOrder } from '../api/track-order';
import { TrackedOrder } from '../components/TrackedOrder';
import { FormError, TextField, useForm } from '#web/components/form';
import { EmailField } from '#web/features/auth/components/AccountFields';
import { SubmitButton } from '#web/features/auth/components/SubmitButton';

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
          <EmailField error={errors.email?.message} {...register('email')} />
          <SubmitButton className="btn-primary sm:mt-[1.85rem]" busy={track.isPending} busyText="Looking…">
            Track
          </SubmitButton>
          <div className="sm:col-span-3 [&:empty]:hidden">
            <FormError message={formError} />
          </div>
        </form>

        <div aria-live="polite">{order && <TrackedOrder order={order} />}</div>

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
