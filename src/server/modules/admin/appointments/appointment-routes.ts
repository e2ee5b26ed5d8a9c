/**
 * GET /api/appointments/get-appointments — virtual viewing requests, newest first, a page at a time (status, q,
 * page, limit); with from/to (the week view) the viewings of those days in their own order, date then time.
 * PUT /api/appointments/{id}/status — docs/shop/conventions.md §4: the status change is saved; with an optional
 * meetingLink. Confirming (or changing a confirmed viewing's link) and cancelling a viewing still to come e-mail
 * the shopper; a viewing whose time has passed cannot be confirmed (docs/decisions/102). PUT
 * /api/admin/appointments/{id} — reschedule (reschedule-appointment.ts). Contact messages: message-routes.ts.
 */
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppointmentStatusInput,
  AppointmentStatusReply,
  AppointmentsQuery,
  AppointmentsReply,
  SERVICE_ADMIN_MESSAGES as S,
} from '#domain/schemas/admin-service';
import { viewingHasBegun } from '#domain/schemas/appointments';
import { IdParams } from '#domain/schemas/common';
import { appointments } from '#server/db/schema';
import { conflict } from '#server/errors';
import { createMailQueue } from '#server/lib/mail/background';
import { readFormInput } from '../shared/form';
import { containsAny, listRouteOptions, readPage } from '#server/lib/paging';
import { toAppointmentDto } from '#server/lib/appointments/appointment-dto';
import { changeAppointment } from './change-appointment';
import rescheduleRoute from './reschedule-appointment';
import messageRoutes from './message-routes';

const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = createMailQueue(app);

  app.get(
    '/appointments/get-appointments',
    listRouteOptions(AppointmentsQuery, AppointmentsReply),
    async (request) => {
      const query = request.query;
      const where = and(
        query.status ? eq(appointments.status, query.status) : undefined,
        containsAny(query.q, [appointments.name, appointments.email]),
        query.from ? gte(appointments.date, query.from) : undefined,
        query.to ? lte(appointments.date, query.to) : undefined,
      );
      const byViewing = !!(query.from || query.to);
      const order = byViewing
        ? [asc(appointments.date), asc(appointments.time), asc(appointments.id)]
        : [desc(appointments.createdAt), desc(appointments.id)];
      const { rows, paging } = await readPage(app.db, appointments, where, order, query);
      return { success: true as const, data: rows.map(toAppointmentDto), ...paging };
    },
  );

  // Multipart (the admin's form): its fields are checked by their schema once read (readFormInput).
  const status = { params: IdParams, response: { 200: AppointmentStatusReply } };
  app.put('/appointments/:id/status', { schema: status }, async (request) => {
    const { status, meetingLink } = await readFormInput(app, request, AppointmentStatusInput);
    const { after, emailed } = await changeAppointment(app, mail, request.params.id, (row) => {
      // Confirming a time already gone would mail the shopper an invitation to the past.
      const linkChanges = meetingLink !== undefined && meetingLink !== row.meetingLink;
      if (
        status === 'Confirmed' &&
        (row.status !== 'Confirmed' || linkChanges) &&
        viewingHasBegun(row, app.config.shopTimeZone)
      )
        throw conflict(S.viewingHasBegun);
      return { status, ...(meetingLink === undefined ? {} : { meetingLink }) };
    });
    return {
      success: true as const,
      appointment: toAppointmentDto(after),
      message: `Appointment status updated to "${status}"`,
      emailed,
    };
  });

  await app.register(rescheduleRoute, { mail });
  await app.register(messageRoutes, { mail });
};

export default appointmentRoutes;
