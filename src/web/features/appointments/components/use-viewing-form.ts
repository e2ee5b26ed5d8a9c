/**
 * The viewing request's form (docs/shop/storefront.md §2, §3, §5, §8): checked with the server's own schema for
 * the shop's time zone (domain/schemas/appointments.ts), sent, and the booking or the failure kept for the
 * dialog. On today's date only the half-hour slots still ahead are offered.
 */
import { useMemo, useState } from 'react';
import { toast } from '#web/lib/toast';
import { SERVICE_FALLBACKS } from '#domain/service-constants';
import {
  VIEWING_TIME_SLOTS,
  type ViewingRequestBody,
  formatSlot,
  shopDate,
  shopTime,
} from '#domain/schemas/appointments';
import { errorMessage } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { shopTimeZone } from '#web/lib/shop-time';
import { useForm } from '#web/components/form';
import { serviceApi } from '../api';
import type { Booking } from './ViewingBooked';

export interface ViewingFormValues {
  name: string;
  email: string;
  date: string;
  time: string;
  material: string;
  budget: string;
  shape: string;
  notes: string;
}

export function useViewingForm() {
  const { user } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  const today = useMemo(() => shopDate(new Date(), shopTimeZone()), []);
  const form = useForm<ViewingFormValues, ViewingRequestBody>({
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

  const date = form.watch('date');
  const slots = useMemo(() => {
    const now = shopTime(new Date(), shopTimeZone());
    return VIEWING_TIME_SLOTS.filter((s) => date !== today || s > now).map((s) => ({
      value: s,
      label: formatSlot(s),
    }));
  }, [date, today]);

  const onSubmit = form.handleSubmit(async (values) => {
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

  return { form, onSubmit, formError, booked, today, slots };
}

export type ViewingForm = ReturnType<typeof useViewingForm>;
