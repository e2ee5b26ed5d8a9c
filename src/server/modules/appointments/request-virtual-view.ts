/**
 * POST /api/appointments/request-virtual-view — a shopper (guest or signed in) asks for a virtual viewing.
 * Stored as a Pending appointment (linked to the account when signed in), copied to SHOP_EMAIL, and acknowledged to
 * the address typed in with the shop's own words, the date, time and a reference number only (acknowledge.ts).
 * Limited per client address (rule `viewing`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVICE_REPLIES, ViewingReply, viewingRequestBody } from '#domain/schemas/appointments';
import { appointments } from '#server/db/schema';
import { toAppointmentDto } from '#server/lib/appointments/appointment-dto';
import type { MailQueue } from '#server/lib/mail/background';
import { viewingConfirmationMail, viewingShopCopyMail } from '#server/lib/mail/templates/viewing-request';
import { clientSubject } from '#server/lib/rate-limit';
import { acknowledge, referenceOf } from '#server/lib/appointments/acknowledge';

const viewingRoutes: FastifyPluginAsyncZod<{ mail: MailQueue }> = async (app, { mail }) => {
  app.post(
    '/appointments/request-virtual-view',
    {
      onRequest: app.identify,
      schema: { body: viewingRequestBody(app.config.shopTimeZone), response: { 201: ViewingReply } },
    },
    async (request, reply) => {
      await app.rateLimit.hit(reply, 'viewing', [clientSubject(request)]);
      const v = request.body;
      const [row] = await app.db
        .insert(appointments)
        .values({
          userId: request.user?.id ?? null,
          name: v.name,
          email: v.email,
          date: v.date,
          time: v.time,
          material: v.material ?? null,
          budget: v.budget ?? null,
          shape: v.shape ?? null,
          notes: v.notes ?? null,
        })
        .returning();
      const reference = referenceOf('V', row!.id);
      mail.send(
        viewingShopCopyMail(v, app.config.mail.shopEmail, reference, app.config.shopTimeZone),
        'viewing shop copy',
      );
      await acknowledge(
        app,
        mail,
        viewingConfirmationMail(v, reference, app.config.shopTimeZone),
        'viewing confirmation',
      );
      const appointment = toAppointmentDto(row!);
      reply.code(201);
      return { success: true as const, message: SERVICE_REPLIES.viewingReceived, appointment, reference };
    },
  );
};

export default viewingRoutes;
