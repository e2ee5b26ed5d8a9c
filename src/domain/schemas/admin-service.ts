/**
 * Virtual viewing appointments and contact messages as the admin reads and handles them: confirming, moving and
 * cancelling a viewing (each e-mails the shopper), reading and answering a message (docs/decisions/102).
 */
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../business-constants';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { AdminListQuery } from './admin-paging';
import { Timestamp, okReply, trimmedText } from './common';
import { pagedReply } from './paging';
import {
  AppointmentDto,
  VIEWING_MESSAGES,
  ViewingSlotFields,
  checkViewingSlot,
  isCalendarDate,
} from './appointments';
import { DEFAULT_SHOP_TIME_ZONE } from '../shop-time';

/** The words of the calls below, in one place (the admin screens show them as they come). */
export const SERVICE_ADMIN_MESSAGES = {
  meetingLinkInvalid: 'The meeting link must be a web address starting with https:// or http://.',
  meetingLinkTooLong: 'The meeting link can be at most 500 characters.',
  viewingHasBegun: 'This viewing’s time has already passed. Reschedule it to a new time to confirm it.',
  rescheduleClosed: (status: string) =>
    `A ${status.toLowerCase()} viewing cannot be moved. Set it back to Pending or Confirmed first.`,
  rescheduleSameSlot: 'The viewing is already at that date and time. Choose another to reschedule it.',
  rescheduled: (when: string) => `Appointment moved to ${when}`,
  rangeInvalid: 'Dates must be written YYYY-MM-DD.',
  rangeReversed: 'The start date must not be after the end date.',
  messageNotFound: 'Message not found.',
  readInvalid: 'read must be true or false.',
  replyRequired: 'Please write your reply.',
  replyTooLong: 'The reply can be at most 5000 characters.',
  replySent: (email: string) => `Reply sent to ${email}`,
  markedRead: 'Marked as read',
  markedUnread: 'Marked as unread',
} as const;
const S = SERVICE_ADMIN_MESSAGES;

/**
 * A meeting link as the admin types it: '' or null clears it; otherwise an http(s) address. Every appointment is a
 * virtual viewing (the only kind the shop books), so the link is the video call's address.
 */
export const MeetingLink = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : v),
  z
    .string({ error: S.meetingLinkInvalid })
    .max(500, { error: S.meetingLinkTooLong })
    .refine(
      (v) => {
        try {
          const url = new URL(v);
          return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
        } catch {
          return false;
        }
      },
      { error: S.meetingLinkInvalid },
    )
    .nullable(),
);

const CalendarDay = z.string().refine(isCalendarDate, { error: S.rangeInvalid });

/**
 * The list's filters. With `from` and/or `to` (inclusive days, the week view) the list is in the order of the
 * viewings themselves — date, then time — instead of newest request first.
 */
export const AppointmentsQuery = AdminListQuery.extend({
  status: z.enum(APPOINTMENT_STATUSES, { error: M.appointmentStatusInvalid }).optional(),
  from: CalendarDay.optional(),
  to: CalendarDay.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { error: S.rangeReversed, path: ['from'] });
export type AppointmentsQuery = z.infer<typeof AppointmentsQuery>;

export const AppointmentStatusInput = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.enum(APPOINTMENT_STATUSES, { error: M.appointmentStatusInvalid }),
  ),
  /** Left out: the link stays as it is; '' or null: no link. */
  meetingLink: MeetingLink.optional(),
});
export type AppointmentStatusInput = z.infer<typeof AppointmentStatusInput>;

export { AppointmentDto };

export const AppointmentsReply = pagedReply({ data: z.array(AppointmentDto) });
export type AppointmentsReply = z.infer<typeof AppointmentsReply>;

export const AppointmentStatusReply = okReply({
  appointment: AppointmentDto,
  message: z.string(),
  /** Whether the shopper is being e-mailed about this change (confirmed, link changed, cancelled). */
  emailed: z.boolean(),
});
export type AppointmentStatusReply = z.infer<typeof AppointmentStatusReply>;

/**
 * PUT /api/admin/appointments/{id}: a new date and half-hour slot, as the booking form sends them and under the
 * booking's rules in the shop's zone (checkViewingSlot), and optionally the meeting link.
 */
export const appointmentRescheduleBody = (zone: string) =>
  ViewingSlotFields.extend({ meetingLink: MeetingLink.optional() }).superRefine((v, ctx) =>
    checkViewingSlot(v, zone, ctx),
  );
export const AppointmentRescheduleInput = appointmentRescheduleBody(DEFAULT_SHOP_TIME_ZONE);
export type AppointmentRescheduleInput = z.input<typeof AppointmentRescheduleInput>;
export { VIEWING_MESSAGES };

export const AppointmentRescheduleReply = AppointmentStatusReply;
export type AppointmentRescheduleReply = AppointmentStatusReply;

export const ContactMessageDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: Timestamp,
  /** When an admin opened it; null while unread. */
  readAt: Timestamp.nullable(),
  /** When the shop last answered it by e-mail from the admin; null if never. */
  repliedAt: Timestamp.nullable(),
});
export type ContactMessageDto = z.infer<typeof ContactMessageDto>;

/** `unread=true` lists only the messages nobody has opened yet. */
export const ContactMessagesQuery = AdminListQuery.extend({
  unread: z.enum(['true', 'false'], { error: M.booleanInvalid }).optional(),
});
export type ContactMessagesQuery = z.infer<typeof ContactMessagesQuery>;

export const ContactMessagesReply = pagedReply({ data: z.array(ContactMessageDto) }).extend({
  /** Unread messages in the whole inbox, whatever the search. */
  unread: z.number().int(),
});
export type ContactMessagesReply = z.infer<typeof ContactMessagesReply>;

export const UnreadMessagesReply = okReply({ unread: z.number().int() });
export type UnreadMessagesReply = z.infer<typeof UnreadMessagesReply>;

/** PUT /api/admin/messages/{id}/read. */
export const MessageReadInput = z.object({ read: z.boolean({ error: S.readInvalid }) });
export type MessageReadInput = z.infer<typeof MessageReadInput>;

/** POST /api/admin/messages/{id}/reply: the shop's answer, sent to the sender with their message quoted. */
export const MessageReplyInput = z.object({
  text: trimmedText(S.replyRequired, 5000, S.replyTooLong),
});
export type MessageReplyInput = z.infer<typeof MessageReplyInput>;

export const ContactMessageReply = okReply({ contactMessage: ContactMessageDto, message: z.string() });
export type ContactMessageReply = z.infer<typeof ContactMessageReply>;
