/** Virtual viewing appointments and contact messages as the admin reads and handles them. */
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../business-constants';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { AdminListQuery, PageInfo } from './admin-paging';
import { Timestamp } from './common';
import { AppointmentDto } from './appointments';

export const AppointmentsQuery = AdminListQuery.extend({
  status: z.enum(APPOINTMENT_STATUSES, { error: M.appointmentStatusInvalid }).optional(),
});
export type AppointmentsQuery = z.infer<typeof AppointmentsQuery>;

export const AppointmentStatusInput = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.enum(APPOINTMENT_STATUSES, { error: M.appointmentStatusInvalid }),
  ),
});
export type AppointmentStatusInput = z.infer<typeof AppointmentStatusInput>;

export { AppointmentDto };

export const AppointmentsReply = z.object({
  success: z.literal(true),
  data: z.array(AppointmentDto),
  ...PageInfo,
});
export type AppointmentsReply = z.infer<typeof AppointmentsReply>;

export const AppointmentStatusReply = z.object({
  success: z.literal(true),
  appointment: AppointmentDto,
  message: z.string(),
});
export type AppointmentStatusReply = z.infer<typeof AppointmentStatusReply>;

export const ContactMessageDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: Timestamp,
});
export type ContactMessageDto = z.infer<typeof ContactMessageDto>;

export const ContactMessagesReply = z.object({
  success: z.literal(true),
  data: z.array(ContactMessageDto),
  ...PageInfo,
});
export type ContactMessagesReply = z.infer<typeof ContactMessagesReply>;
