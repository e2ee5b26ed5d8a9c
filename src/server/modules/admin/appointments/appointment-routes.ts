/**
 * GET /api/appointments/get-appointments — virtual viewing requests, newest first, a page at a time (status, q,
 * page, limit); with from/to (the week view) the viewings of those days in their own order, date then time.
 * PUT /api/appointments/{id}/status — docs/shop/conventions.md §4: the status change is saved; with an optional
 * meetingLink. Confirming (or changing a confirmed viewing's link) and cancelling a viewing still to come e-mail
 * the shopper; a viewing whose time has passed cannot be confirmed (docs/decisions/102). PUT
 * /api/admin/appointments/{id} — reschedule (reschedule-appointment.ts). Contact messages: message-routes.ts.
 */
import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
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
import { containsAny, pageInfo, pageWindow, rowsWithTotal } from '#server/lib/paging';
import { toAppointmentDto } from '#server/lib/appointments/appointment-dto';
import { changeAppointment } from './change-appointment';
import rescheduleRoute from './reschedule-appointment';
import messageRoutes from './message-routes';

const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = createMailQueue(app);

  app.get(
    '/appointments/get-appointments',
    { schema: { querystring: AppointmentsQuery, response: { 200: AppointmentsReply } } },
    async (request) => {
      const query = request.query;
      const conditions: Array<SQL | undefined> = [];
      if (query.status) conditions.push(eq(appointments.status, query.status));
      if (query.q) conditions.push(containsAny(query.q, [appointments.name, appointments.email]));
      if (query.from) conditions.push(gte(appointments.date, query.from));
      if (query.to) conditions.push(lte(appointments.date, query.to));
      const byViewing = !!(query.from || query.to);
      const where = conditions.length ? and(...conditions) : undefined;
      const order = byViewing
        ? [asc(appointments.date), asc(appointments.time), asc(appointments.id)]
        : [desc(appointments.createdAt), desc(appointments.id)];
      const { rows, total } = await rowsWithTotal(app.db, appointments, where, order, pageWindow(query));
      return { success: true as const, data: rows.map(toAppointmentDto), ...pageInfo(query, total) };
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
