/**
 * E-mails to an order's shopper and their trace on the order's timeline: an `email` event with the subject is
 * written once the mailer has taken the message, so the timeline lists what was really sent (docs/decisions/097).
 */
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../mail/mailer';
import type { MailQueue } from '../mail/background';
import { SHOP, recordEvent } from './events';

export async function recordMailSent(
  app: FastifyInstance,
  orderId: string,
  message: MailMessage,
): Promise<void> {
  try {
    await recordEvent(app.db, orderId, 'email', SHOP, { subject: message.subject, to: message.to });
  } catch (err) {
    // The mail went; a timeline entry that could not be written is not worth failing anything for.
    app.log.error({ err, orderId }, 'could not record the e-mail on the order timeline');
  }
}

/** Sends after the reply (a slow mail server never holds up the admin) and then records it. */
export function mailShopper(
  app: FastifyInstance,
  queue: MailQueue,
  orderId: string,
  message: MailMessage | null,
): void {
  if (!message?.to) return;
  queue.later(async () => {
    await app.mailer.send(message);
    await recordMailSent(app, orderId, message);
  }, message.subject);
}
