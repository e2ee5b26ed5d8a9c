/**
 * The mail provider interface. Templates (lib/mail/templates) build a `MailMessage`; a Mailer delivers it.
 * With SMTP_URL set, nodemailer sends over SMTP; otherwise every message is written as an .eml file under
 * DATA_DIR/outbox/ (docs/shop/conventions.md §1), which is also how tests and the browser suite read mail.
 * nodemailer (about 15 MB of memory) is imported by the first message, not at start (docs/decisions/106).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with the message (the order confirmation's tax invoice PDF); the same shape nodemailer takes. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    let transport: Promise<Transporter> | undefined;
    return {
      kind: 'smtp',
      async send(message) {
        transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
        await (await transport).sendMail({ from: options.from, ...message });
      },
    };
  }
  // streamTransport renders the complete RFC 822 message without sending it anywhere.
  let transport: Promise<Transporter> | undefined;
  return {
    kind: 'outbox',
    async send(message) {
      transport ??= import('nodemailer').then((m) =>
        m.default.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      );
      const info = await (await transport).sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
    },
  };
}
