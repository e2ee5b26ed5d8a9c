/**
 * PUT /api/admin/appointments/{id} {date, time, meetingLink?} — the shop moves a viewing to another half-hour slot
 * under the booking's own rules in the shop's zone (checkViewingSlot: not past, not Sunday, within 180 days, a slot
 * of the list). A Pending viewing moved by the shop is Confirmed at its new time (the shop chose it); a Completed or
 * Cancelled one cannot be moved (409). The shopper is e-mailed the new time, the old one and the link
 * (docs/decisions/102).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppointmentRescheduleReply,
  SERVICE_ADMIN_MESSAGES as S,
  appointmentRescheduleBody,
} from '#domain/schemas/admin-service';
import { formatSlot, formatViewingDate } from '#domain/schemas/appointments';
import { IdParams } from '#domain/schemas/common';
import { badRequest, conflict } from '#server/errors';
import type { MailQueue } from '#server/lib/mail/background';
import { toAppointmentDto } from '#server/lib/appointments/appointment-dto';
import { changeAppointment } from './change-appointment';

const rescheduleRoute: FastifyPluginAsyncZod<{ mail: MailQueue }> = async (app, { mail }) => {
  const body = appointmentRescheduleBody(app.config.shopTimeZone);
  const schema = { params: IdParams, body, response: { 200: AppointmentRescheduleReply } };
  app.put('/admin/appointments/:id', { schema }, async (request) => {
    const input = request.body;
    const { after, emailed } = await changeAppointment(app, mail, request.params.id, (row) => {
      if (row.status === 'Completed' || row.status === 'Cancelled')
        throw conflict(S.rescheduleClosed(row.status));
      if (row.date === input.date && row.time === input.time)
        throw badRequest(S.rescheduleSameSlot, [{ path: 'date', message: S.rescheduleSameSlot }]);
      return {
        date: input.date,
        time: input.time,
        status: 'Confirmed',
        ...(input.meetingLink === undefined ? {} : { meetingLink: input.meetingLink }),
      };
    });
    return {
      success: true as const,
      appointment: toAppointmentDto(after),
      message: S.rescheduled(`${formatViewingDate(after.date)}, ${formatSlot(after.time)}`),
      emailed,
    };
  });
};

export default rescheduleRoute;
