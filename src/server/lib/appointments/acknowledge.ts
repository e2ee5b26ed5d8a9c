/**
 * Acknowledgements of the contact and viewing forms go to whatever address was typed in, so they are limited per
 * recipient address (rule `acknowledgement`, a few a day): past it the message or request is still received and
 * copied to the shop, only the acknowledgement is skipped (docs/decisions/091). The sender is never told, so the
 * forms stay usable for the real shopper while nobody can use them to mail a stranger again and again.
 */
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../mail/mailer';
import type { MailQueue } from '../mail/background';
import { RateLimitExceeded, emailSubject } from '../rate-limit';

/** "M-3F2A9C1B": what a shopper quotes when they call about a message (V- for a viewing request). */
export const referenceOf = (prefix: 'M' | 'V', id: string) =>
  `${prefix}-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export async function acknowledge(
  app: FastifyInstance,
  mail: MailQueue,
  message: MailMessage,
  what: string,
): Promise<boolean> {
  try {
    await app.rateLimit.limiter.hit('acknowledgement', [emailSubject(message.to)]);
  } catch (err) {
    if (!(err instanceof RateLimitExceeded)) throw err;
    app.log.info({ what }, 'acknowledgement skipped: this address had enough of them today');
    return false;
  }
  mail.send(message, what);
  return true;
}
