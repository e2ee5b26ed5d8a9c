/**
 * Which e-mail an appointment change sends the shopper (docs/decisions/102):
 * - becoming Confirmed, or a Confirmed viewing's meeting link changing → "confirmed" (time and link);
 * - a new date or time → "rescheduled" (new and old time, link);
 * - becoming Cancelled while the viewing is still to come → "cancelled";
 * - anything else (Pending, Completed, the same status again) → nothing.
 * Mails go after the reply (MailQueue): a mail failure never undoes the saved change.
 */
import type { FastifyInstance } from 'fastify';
import type { appointments } from '#server/db/schema';
import type { MailQueue } from '#server/lib/mail/background';
import type { MailMessage } from '#server/lib/mail/mailer';
import { viewingHasBegun } from '#domain/schemas/appointments';
import { appointmentConfirmedMail } from '#server/lib/mail/templates/appointment-confirmed';
import { appointmentRescheduledMail } from '#server/lib/mail/templates/appointment-rescheduled';
import { appointmentCancelledMail } from '#server/lib/mail/templates/appointment-cancelled';
import { referenceOf } from '#server/lib/appointments/acknowledge';

type Row = typeof appointments.$inferSelect;

export function mailForChange(app: FastifyInstance, before: Row, after: Row): MailMessage | null {
  const data = {
    to: after.email,
    reference: referenceOf('V', after.id),
    date: after.date,
    time: after.time,
    meetingLink: after.meetingLink,
    zone: app.config.shopTimeZone,
    replyTo: app.config.mail.shopEmail,
  };
  const moved = before.date !== after.date || before.time !== after.time;
  if (moved && after.status === 'Confirmed') return appointmentRescheduledMail(data, before);
  if (
    after.status === 'Confirmed' &&
    (before.status !== 'Confirmed' || before.meetingLink !== after.meetingLink)
  )
    return appointmentConfirmedMail(data);
  if (
    after.status === 'Cancelled' &&
    before.status !== 'Cancelled' &&
    !viewingHasBegun(after, app.config.shopTimeZone)
  )
    return appointmentCancelledMail(data);
  return null;
}

/** Queues the change's e-mail, if it has one; answers whether it did. */
export function mailShopper(app: FastifyInstance, mail: MailQueue, before: Row, after: Row): boolean {
  const message = mailForChange(app, before, after);
  if (!message) return false;
  mail.send(message, `appointment ${after.status.toLowerCase()}`);
  return true;
}
