/**
 * Sends mail without making the shopper wait for it, and without letting a mail failure fail a request whose
 * real work (an account, a stored message) is already done. Failures are logged. It also keeps "forgot password"
 * equally fast for known and unknown e-mails. Pending sends are awaited when the app closes.
 *
 * Create one per module while it registers (it adds an onClose hook).
 */
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from './mailer';

export interface MailQueue {
  send(message: MailMessage, what: string): void;
  /** Runs work that ends in a mail (e.g. storing a reset token, then mailing it) after the reply. */
  later(task: () => Promise<void>, what: string): void;
  /** Resolves when every mail queued so far has been handed to the mailer (tests, shutdown). */
  idle(): Promise<void>;
}

export function createMailQueue(app: FastifyInstance): MailQueue {
  const pending = new Set<Promise<void>>();
  const queue: MailQueue = {
    send(message, what) {
      queue.later(() => app.mailer.send(message), what);
    },
    later(task, what) {
      const p = Promise.resolve()
        .then(task)
        .catch((err: Error) => app.log.error({ reason: err.message, mail: what }, 'mail could not be sent'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
  app.addHook('onClose', async () => queue.idle());
  return queue;
}
