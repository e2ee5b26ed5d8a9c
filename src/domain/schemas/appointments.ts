/**
 * Customer service: virtual viewing requests and contact messages (docs/shop/storefront.md §3, §5, §7, §8).
 * The server validates with these schemas; the web forms use the same ones.
 *
 * Viewings are booked in the shop's own time zone (SHOP_TIME_ZONE, India by default) within its business
 * hours (SHOP_CONTACT.hours: Monday to Saturday 11:00 AM to 8:00 PM, Sunday closed), in half-hour slots the
 * last of which starts at 7:30 PM.
 */
import { z } from 'zod';
import { VIEWING_MATERIALS, VIEWING_SHAPES, APPOINTMENT_STATUSES } from '../business-constants';
import { DEFAULT_SHOP_TIME_ZONE, formatCalendarDay, shopDate, shopTime } from '../shop-time';
import { Email } from './auth';
import { MessageReply, trimmedText } from './common';

export { shopDate, shopTime };
/** How far ahead a viewing can be booked. */
export const VIEWING_MAX_DAYS_AHEAD = 180;

/** Half-hour slots from 11:00 to 19:30, as `HH:MM`. */
export const VIEWING_TIME_SLOTS: readonly string[] = Array.from({ length: 18 }, (_, i) => {
  const minutes = 11 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export const VIEWING_BUDGETS = [
  'Under ₹50,000',
  '₹50,000 – ₹1,00,000',
  '₹1,00,000 – ₹2,50,000',
  '₹2,50,000 – ₹5,00,000',
  'Above ₹5,00,000',
] as const;

export const VIEWING_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Name must be at most 100 characters.',
  dateRequired: 'Please choose a date.',
  dateInvalid: 'Please choose a valid date.',
  datePast: 'Please choose a date that is not in the past.',
  dateSunday: 'We are closed on Sundays. Please choose another day.',
  dateTooFar: `Please choose a date within the next ${VIEWING_MAX_DAYS_AHEAD} days.`,
  timeRequired: 'Please choose a time.',
  timeInvalid: 'Please choose a time between 11:00 AM and 7:30 PM.',
  timePassed: 'That time has already passed today. Please choose a later time.',
  material: 'Please choose a material from the list.',
  shape: 'Please choose a shape from the list.',
  budget: 'Please choose a budget from the list.',
  notesTooLong: 'Notes must be at most 2000 characters.',
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Name must be at most 100 characters.',
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: 'Subject must be at most 200 characters.',
  messageRequired: 'Please enter your message.',
  messageTooLong: 'Message must be at most 5000 characters.',
} as const;

export const SERVICE_REPLIES = {
  viewingReceived:
    'Thank you! Your virtual viewing request has been received. We will confirm your appointment by email shortly.',
  messageReceived: 'Thank you for your message! We will get back to you within one business day.',
} as const;

/** Adds days to a `YYYY-MM-DD` date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A real calendar date written as `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

export const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

/** '14:30' → '2:30 PM'. */
export function formatSlot(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '2026-03-14' → 'Saturday, 14 March 2026'. */
export function formatViewingDate(date: string): string {
  return formatCalendarDay(date, 'weekday');
}

/** An optional choice: '' or null means "not chosen"; otherwise one of the list. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.enum(values, { message }).optional(),
  );

/** The fields of POST /api/appointments/request-virtual-view; `viewingRequestBody` adds the checks on now. */
const ViewingFields = z.object({
  name: trimmedText(VIEWING_MESSAGES.nameRequired, 100, VIEWING_MESSAGES.nameTooLong),
  email: Email,
  date: trimmedText(VIEWING_MESSAGES.dateRequired).refine(isCalendarDate, {
    message: VIEWING_MESSAGES.dateInvalid,
  }),
  time: trimmedText(VIEWING_MESSAGES.timeRequired).refine((t) => VIEWING_TIME_SLOTS.includes(t), {
    message: VIEWING_MESSAGES.timeInvalid,
  }),
  material: optionalChoice(VIEWING_MATERIALS, VIEWING_MESSAGES.material),
  budget: optionalChoice(VIEWING_BUDGETS, VIEWING_MESSAGES.budget),
  shape: optionalChoice(VIEWING_SHAPES, VIEWING_MESSAGES.shape),
  notes: z.preprocess(
    (v) => (v == null ? undefined : typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string({ message: VIEWING_MESSAGES.notesTooLong })
      .max(2000, { message: VIEWING_MESSAGES.notesTooLong })
      .optional(),
  ),
});

/**
 * POST /api/appointments/request-virtual-view in the shop's zone (the server passes SHOP_TIME_ZONE, the web
 * the zone its page names): the date and time are checked against "now" in that zone at parse time.
 */
export const viewingRequestBody = (zone: string) =>
  ViewingFields.superRefine((v, ctx) => checkViewingSlot(v, zone, ctx));

/**
 * The booking rules on "now" (docs/decisions/023): not in the past, not a Sunday, within VIEWING_MAX_DAYS_AHEAD,
 * not a slot already gone today — all in the shop's zone. Shared by the shopper's request and the admin's
 * reschedule (docs/decisions/102), so a viewing can never be moved where it could not have been booked.
 */
export function checkViewingSlot(
  v: { date: string; time: string },
  zone: string,
  ctx: z.RefinementCtx,
  now: Date = new Date(),
): void {
  if (!isCalendarDate(v.date)) return;
  const today = shopDate(now, zone);
  if (v.date < today) {
    ctx.addIssue({ code: 'custom', message: VIEWING_MESSAGES.datePast, path: ['date'] });
  } else if (isSunday(v.date)) {
    ctx.addIssue({ code: 'custom', message: VIEWING_MESSAGES.dateSunday, path: ['date'] });
  } else if (v.date > addDays(today, VIEWING_MAX_DAYS_AHEAD)) {
    ctx.addIssue({ code: 'custom', message: VIEWING_MESSAGES.dateTooFar, path: ['date'] });
  } else if (v.date === today && VIEWING_TIME_SLOTS.includes(v.time) && v.time <= shopTime(now, zone)) {
    ctx.addIssue({ code: 'custom', message: VIEWING_MESSAGES.timePassed, path: ['time'] });
  }
}

/** Whether a viewing's slot (a wall-clock date and time in the shop's zone) has begun. */
export function viewingHasBegun(
  v: { date: string; time: string },
  zone: string,
  now: Date = new Date(),
): boolean {
  const today = shopDate(now, zone);
  return v.date < today || (v.date === today && v.time <= shopTime(now, zone));
}

/** The date and time fields of a booking, reused by the admin's reschedule (admin-service.ts). */
export const ViewingSlotFields = ViewingFields.pick({ date: true, time: true });
/** The request in the default zone, for its types and for callers without a configured zone. */
export const ViewingRequestBody = viewingRequestBody(DEFAULT_SHOP_TIME_ZONE);
export type ViewingRequestBody = z.infer<typeof ViewingRequestBody>;

/** POST /api/appointments/send-message: all four fields required, the email an email address. */
export const ContactMessageBody = z.object({
  name: trimmedText(CONTACT_MESSAGES.nameRequired, 100, CONTACT_MESSAGES.nameTooLong),
  email: Email,
  subject: trimmedText(CONTACT_MESSAGES.subjectRequired, 200, CONTACT_MESSAGES.subjectTooLong),
  message: trimmedText(CONTACT_MESSAGES.messageRequired, 5000, CONTACT_MESSAGES.messageTooLong),
});
export type ContactMessageBody = z.infer<typeof ContactMessageBody>;

/** A virtual viewing request as the API returns it (shopper's confirmation and the admin's list). */
export const AppointmentDto = z.object({
  _id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  material: z.string().nullable(),
  budget: z.string().nullable(),
  shape: z.string().nullable(),
  notes: z.string().nullable(),
  /** The video call's address, set by the shop when it confirms or moves the viewing (docs/decisions/102). */
  meetingLink: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AppointmentDto = z.infer<typeof AppointmentDto>;

/** `reference`: the number the acknowledgement e-mail quotes (V-… for a viewing, M-… for a message). */
export const ViewingReply = MessageReply.extend({ appointment: AppointmentDto, reference: z.string() });
export const ContactReply = MessageReply.extend({ reference: z.string() });
