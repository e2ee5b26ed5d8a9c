/**
 * The virtual viewing dialog (docs/shop/storefront.md §2, §3, §5, §8): name, email, date and time are required;
 * material, budget, shape and notes are optional. Dates are the shop's days (Monday to Saturday, not in the
 * past), times its half-hour slots in India time — the server checks the same (domain/schemas/appointments.ts).
 * Success shows the server's message; a failure its message or 'An error occurred. Please try again.'
 */
import { useMemo, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CalendarCheck, X } from 'lucide-react';
import { toast } from '#web/lib/toast';
import { VIEWING_MATERIALS, VIEWING_SHAPES } from '#domain/business-constants';
import {
  SERVICE_FALLBACKS,
  VIEWING_BUDGETS,
  VIEWING_MAX_DAYS_AHEAD,
  VIEWING_TIME_SLOTS,
  type ViewingRequestBody,
  addDays,
  formatSlot,
  formatViewingDate,
  shopDate,
  shopTime,
} from '#domain/schemas/appointments';
import { errorMessage } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { shopTimeZone } from '#web/lib/shop-time';
import { serviceApi } from '../api';
import { closeViewingDialog, restoreFocusAfterViewingDialog } from '../viewing-dialog-store';
import { FormError, SelectField, TextAreaField, TextField, useForm } from '#web/components/form';

interface ViewingFormValues {
  name: string;
  email: string;
  date: string;
  time: string;
  material: string;
  budget: string;
  shape: string;
  notes: string;
}

const toOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export default function VirtualViewingDialog() {
  const { user } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ message: string; date: string; time: string } | null>(null);
  const today = useMemo(() => shopDate(new Date(), shopTimeZone()), []);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ViewingFormValues, ViewingRequestBody>({
    schema: () => import('#domain/schemas/appointments').then((m) => m.viewingRequestBody(shopTimeZone())),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      date: '',
      time: '',
      material: '',
      budget: '',
      shape: '',
      notes: '',
    },
  });

  // On today's date only the slots still ahead are offered.
  const date = watch('date');
  const slots = useMemo(() => {
    const now = shopTime(new Date(), shopTimeZone());
    return VIEWING_TIME_SLOTS.filter((s) => date !== today || s > now).map((s) => ({
      value: s,
      label: formatSlot(s),
    }));
  }, [date, today]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await serviceApi.requestViewing(values);
      toast.success(reply.message);
      setBooked({ message: reply.message, date: values.date, time: values.time });
    } catch (err) {
      const message = errorMessage(err, SERVICE_FALLBACKS.viewing);
      setFormError(message);
      toast.error(message);
    }
  });

  return (
    <Dialog.Root open onOpenChange={(o) => !o && !isSubmitting && closeViewingDialog()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            restoreFocusAfterViewingDialog();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto border-t border-line bg-surface p-5 shadow-xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:border sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="eyebrow">Private appointment</p>
              <Dialog.Title className="mt-1 font-display text-3xl sm:text-4xl">
                Book a Virtual View
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-muted">
                See pieces up close on a video call with one of our jewellery specialists. Monday to Saturday,
                11:00 AM to 8:00 PM (India time).
              </Dialog.Description>
            </div>
            <Dialog.Close className="-mr-2 -mt-2 p-2 text-muted hover:text-charcoal" aria-label="Close">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>

          {booked ? (
            <div role="status" className="mt-8 space-y-4 text-center">
              <CalendarCheck aria-hidden="true" className="mx-auto h-10 w-10 text-gold" />
              <p className="font-display text-2xl">
                {formatViewingDate(booked.date)}, {formatSlot(booked.time)}
              </p>
              <p className="mx-auto max-w-md text-muted">{booked.message}</p>
              <Dialog.Close className="btn-primary">Done</Dialog.Close>
            </div>
          ) : (
            <form
              method="post"
              onSubmit={onSubmit}
              noValidate
              className="mt-6 grid gap-5 sm:grid-cols-2"
              aria-label="Book a Virtual View"
            >
              <TextField
                label="Name"
                autoComplete="name"
                error={errors.name?.message}
                {...register('name')}
              />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                inputMode="email"
                error={errors.email?.message}
                {...register('email')}
              />
              <TextField
                label="Date"
                type="date"
                min={today}
                max={addDays(today, VIEWING_MAX_DAYS_AHEAD)}
                error={errors.date?.message}
                hint="Monday to Saturday"
                {...register('date')}
              />
              <SelectField
                label="Time"
                placeholder="Choose a time"
                options={slots}
                error={errors.time?.message}
                {...register('time')}
              />
              <SelectField
                label="Material"
                optional
                placeholder="No preference"
                options={toOptions(VIEWING_MATERIALS)}
                error={errors.material?.message}
                {...register('material')}
              />
              <SelectField
                label="Shape"
                optional
                placeholder="No preference"
                options={toOptions(VIEWING_SHAPES)}
                error={errors.shape?.message}
                {...register('shape')}
              />
              <SelectField
                label="Budget"
                optional
                placeholder="Prefer not to say"
                options={toOptions(VIEWING_BUDGETS)}
                error={errors.budget?.message}
                className="sm:col-span-2"
                {...register('budget')}
              />
              <TextAreaField
                label="Notes"
                optional
                rows={3}
                placeholder="The occasion, a piece you liked, your ring size…"
                error={errors.notes?.message}
                className="sm:col-span-2"
                {...register('notes')}
              />
              <div className="space-y-3 sm:col-span-2">
                <FormError message={formError} />
                <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
                  {isSubmitting ? 'Sending…' : 'Request Viewing'}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
