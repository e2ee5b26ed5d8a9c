/**
 * POST /api/appointments/send-message — the contact form. Stored in contact_messages (the admin reads them),
 * copied to SHOP_EMAIL with Reply-To set to the sender, and acknowledged to the sender with the shop's own words
 * and a reference number only (acknowledge.ts). Limited per client address (rule `contact`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageBody, ContactReply, SERVICE_REPLIES } from '#domain/schemas/appointments';
import { contactMessages } from '#server/db/schema';
import type { MailQueue } from '#server/lib/mail/background';
import { contactAcknowledgementMail, contactShopCopyMail } from '#server/lib/mail/templates/contact-message';
import { clientSubject } from '#server/lib/rate-limit';
import { acknowledge, referenceOf } from '#server/lib/appointments/acknowledge';

const contactRoutes: FastifyPluginAsyncZod<{ mail: MailQueue }> = async (app, { mail }) => {
  app.post(
    '/appointments/send-message',
    { schema: { body: ContactMessageBody, response: { 201: ContactReply } } },
    async (request, reply) => {
      await app.rateLimit.hit(reply, 'contact', [clientSubject(request)]);
      const m = request.body;
      const [row] = await app.db.insert(contactMessages).values(m).returning({ id: contactMessages.id });
      const reference = referenceOf('M', row!.id);
      mail.send(contactShopCopyMail(m, app.config.mail.shopEmail, reference), 'contact shop copy');
      await acknowledge(app, mail, contactAcknowledgementMail(m.email, reference), 'contact acknowledgement');
      reply.code(201);
      return { success: true as const, message: SERVICE_REPLIES.messageReceived, reference };
    },
  );
};

export default contactRoutes;
