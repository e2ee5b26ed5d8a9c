/**
 * GET /api/appointments/get-appointments — virtual viewing requests, newest first, a page at a time (status, q,
 * page, limit).
 * PUT /api/appointments/{id}/status — conventions.md: the status change is saved.
 * GET /api/appointments/messages — contact messages, newest first, a page at a time (q, page, limit).
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES as M } from '../../../../domain/schemas/admin-messages';
import { AdminListQuery } from '../../../../domain/schemas/admin-paging';
import {
  AppointmentStatusInput,
  AppointmentsQuery,
  type ContactMessageDto,
} from '../../../../domain/schemas/admin-service';
import { IdParams } from '../../../../domain/schemas/common';
import { appointments, contactMessages } from '../../../db/schema';
import { notFound, parseInput } from '../../../errors';
import { readAdminForm } from '../shared/form';
import { containsPattern, pageInfo, pageWindow } from '../shared/paging';
import { toAppointmentDto } from '../../appointments/appointment-dto';

function toMessageDto(m: typeof contactMessages.$inferSelect): ContactMessageDto {
  return {
    _id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
  };
}

const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appointments/get-appointments',
    { schema: { querystring: AppointmentsQuery } },
    async (request) => {
      const query = request.query;
      const conditions: Array<SQL | undefined> = [];
      if (query.status) conditions.push(eq(appointments.status, query.status));
      if (query.q) {
        const pattern = containsPattern(query.q);
        conditions.push(or(ilike(appointments.name, pattern), ilike(appointments.email, pattern)));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [total] = await app.db.select({ n: count() }).from(appointments).where(where);
      const { limit, offset } = pageWindow(query);
      const rows = await app.db
        .select()
        .from(appointments)
        .where(where)
        .orderBy(desc(appointments.createdAt), desc(appointments.id))
        .limit(limit)
        .offset(offset);
      return { success: true as const, data: rows.map(toAppointmentDto), ...pageInfo(query, total?.n ?? 0) };
    },
  );

  app.put('/appointments/:id/status', { schema: { params: IdParams } }, async (request) => {
    const form = await readAdminForm(app, request, { fileRule: () => null, maxFiles: 1 });
    const { status } = parseInput(AppointmentStatusInput, form.fields);
    const [updated] = await app.db
      .update(appointments)
      .set({ status })
      .where(eq(appointments.id, request.params.id))
      .returning();
    if (!updated) throw notFound(M.appointmentNotFound);
    return {
      success: true as const,
      appointment: toAppointmentDto(updated),
      message: `Appointment status updated to "${status}"`,
    };
  });

  app.get('/appointments/messages', { schema: { querystring: AdminListQuery } }, async (request) => {
    const query = request.query;
    const where = query.q
      ? or(
          ilike(contactMessages.name, containsPattern(query.q)),
          ilike(contactMessages.email, containsPattern(query.q)),
          ilike(contactMessages.subject, containsPattern(query.q)),
        )
      : undefined;
    const [total] = await app.db.select({ n: count() }).from(contactMessages).where(where);
    const { limit, offset } = pageWindow(query);
    const rows = await app.db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset);
    return { success: true as const, data: rows.map(toMessageDto), ...pageInfo(query, total?.n ?? 0) };
  });
};

export default appointmentRoutes;
