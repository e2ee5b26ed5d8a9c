/**
 * What the after-sale e-mails share (docs/decisions/097): who they greet, the order they are about, and the links
 * to follow it — the shopper's orders and Track Order.
 */
import { BRAND } from '#domain/brand';
import { formatOrderNumber } from '#domain/schemas/orders';
import type { MailMessage } from '../mailer';
import { escapeHtml, renderMail } from './layout';

export interface AfterSaleMailData {
  to: string;
  customerName: string;
  orderNumber: number;
  appUrl: string;
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';

export const orderLabel = (data: AfterSaleMailData) => formatOrderNumber(data.orderNumber);

/**
 * A mail saying the order "has been" `done` (cancelled, delivered): its subject, and the greeting that opens it
 * (`more` follows in the same paragraph).
 */
export function orderHasBeen(data: AfterSaleMailData, done: string, more?: string) {
  const number = orderLabel(data);
  const said = `Dear ${firstName(data.customerName)}, your order ${number} has been ${done}.`;
  return {
    subject: `Your ${BRAND.name} order ${number} has been ${done}`,
    opening: more ? `${said} ${more}` : said,
  };
}

/** The closing paragraph: where to follow the order, in HTML and text. */
export function followLinks(data: AfterSaleMailData): { html: string; text: string } {
  const ordersUrl = `${data.appUrl}/profile?tab=orders`;
  const trackUrl = `${data.appUrl}/track-order`;
  const number = orderLabel(data);
  return {
    html: `<p style="margin:0 0 12px">Follow your order in <a href="${escapeHtml(ordersUrl)}" style="color:#8A6A1F">your account</a>, or on <a href="${escapeHtml(trackUrl)}" style="color:#8A6A1F">Track Order</a> with ${escapeHtml(number)} and this e-mail address.</p>`,
    text: `Your orders: ${ordersUrl}\nTrack your order: ${trackUrl} (order ${number}, this e-mail address)`,
  };
}

export const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

/** A mail of plain paragraphs about `data`'s order, closed by the links to follow it. */
export function afterSaleMail(
  data: AfterSaleMailData,
  mail: { subject: string; heading: string; paragraphs: string[] },
): MailMessage {
  const follow = followLinks(data);
  return renderMail({
    to: data.to,
    subject: mail.subject,
    heading: mail.heading,
    html: [...mail.paragraphs.map(paragraph), follow.html].join('\n'),
    text: [...mail.paragraphs, follow.text].join('\n\n'),
  });
}
