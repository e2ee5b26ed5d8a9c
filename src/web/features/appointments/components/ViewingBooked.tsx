/** The viewing dialog after the request was accepted: the day and time asked for and the server's message. */
import * as Dialog from '@radix-ui/react-dialog';
import { CalendarCheck } from 'lucide-react';
import { formatSlot, formatViewingDate } from '#domain/schemas/appointments';

export interface Booking {
  message: string;
  date: string;
  time: string;
}

export function ViewingBooked({ booking }: { booking: Booking }) {
  return (
    <div role="status" className="mt-8 space-y-4 text-center">
      <CalendarCheck aria-hidden="true" className="mx-auto h-10 w-10 text-gold" />
      <p className="font-display text-2xl">
        {formatViewingDate(booking.date)}, {formatSlot(booking.time)}
      </p>
      <p className="mx-auto max-w-md text-muted">{booking.message}</p>
      <Dialog.Close className="btn-primary">Done</Dialog.Close>
    </div>
  );
}
