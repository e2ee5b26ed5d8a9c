/**
 * POST /api/appointments/send-message — the contact form. Stored in contact_messages (the admin reads them),
 * acknowledged to the sender and copied to SHOP_EMAIL with Reply-To set to the sender. Limited per client
 * address (rule `contact`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageBody, SERVICE_REPLIES } from '../../../domain/schemas/appointments';
import { contactMessages } from '../../db/schema';
import type { MailQueue } from '../../lib/mail/background';
import { contactAcknowledgementMail, contactShopCopyMail } from '../../lib/mail/templates/contact-message';
import { clientSubject } from '../../lib/rate-limit';

const contactRoutes: FastifyPluginAsyncZod<{ mail: MailQueue }> = async (app, { mail }) => {
  app.post('/appointments/send-message', { schema: { body: ContactMessageBody } }, async (request, reply) => {
    await app.rateLimit.hit(reply, 'contact', [clientSubject(request)]);
    const m = request.body;
    await app.db.insert(contactMessages).values(m);
    mail.send(contactAcknowledgementMail(m), 'contact acknowledgement');
    mail.send(contactShopCopyMail(m, app.config.mail.shopEmail), 'contact shop copy');
    reply.code(201);
    return { success: true as const, message: SERVICE_REPLIES.messageReceived };
  });
};

export default contactRoutes;
