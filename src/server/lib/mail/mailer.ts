/**
 * The mail provider interface. Templates (lib/mail/templates) build a `MailMessage`; a Mailer delivers it.
 * With SMTP_URL set, nodemailer sends over SMTP; otherwise every message is written as an .eml file under
 * DATA_DIR/outbox/ (conventions.md), which is also how tests and the browser suite read mail.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';

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
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  // streamTransport renders the complete RFC 822 message without sending it anywhere.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
    },
  };
}
