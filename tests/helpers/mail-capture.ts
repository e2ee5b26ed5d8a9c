/** A mailer that keeps messages in memory, for API tests that read what the shop sent. */
import { vi } from 'vitest';
import type { Mailer, MailMessage } from '#server/lib/mail/mailer';

export interface CapturedMail extends Mailer {
  sent: MailMessage[];
  /** Waits until a message to `to` (and matching `subject` when given) has been sent, and answers it. */
  waitFor(to: string, subject?: RegExp): Promise<MailMessage>;
  to(address: string): MailMessage[];
}

export function captureMail(): CapturedMail {
  const sent: MailMessage[] = [];
  const matches = (m: MailMessage, to: string, subject?: RegExp) =>
    m.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(m.subject));
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
    },
    to: (address) => sent.filter((m) => m.to.toLowerCase() === address.toLowerCase()),
    async waitFor(to, subject) {
      return vi.waitFor(
        () => {
          const found = sent.find((m) => matches(m, to, subject));
          if (!found) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} yet`);
          return found;
        },
        { timeout: 5000, interval: 20 },
      );
    },
  };
}
