/**
 * To the shopper when their order leaves the workshop (PUT /api/order/{id}/fulfil, or the status set to Shipped):
 * the carrier, the tracking number and a link to the carrier's tracking page when the shop gave them.
 */
import { BRAND } from '#domain/brand';
import type { MailMessage } from '../mailer';
import { escapeHtml, renderMail } from './layout';
import { firstName, followLinks, orderLabel, paragraph, type AfterSaleMailData } from './order-after-sale';

export interface ShippedMailData extends AfterSaleMailData {
  carrier: string | null;
  trackingNumber: string | null;
  /** An http(s) address (checked by the fulfil call). */
  trackingUrl: string | null;
}

export function orderShippedMail(data: ShippedMailData): MailMessage {
  const number = orderLabel(data);
  const intro = `Good news, ${firstName(data.customerName)}: your order ${number} is on its way, fully insured.`;
  const via = data.carrier
    ? `It travels with ${data.carrier}${data.trackingNumber ? `, tracking number ${data.trackingNumber}` : ''}.`
    : null;
  const sign = 'The parcel is handed over against a signature and an OTP: please keep your phone at hand.';
  const follow = followLinks(data);
  const html = [
    paragraph(intro),
    via ? paragraph(via) : '',
    data.trackingUrl
      ? `<p style="margin:0 0 12px"><a href="${escapeHtml(data.trackingUrl)}" style="display:inline-block;padding:10px 18px;background:#1F1D1B;color:#FFFFFF;text-decoration:none">Track your parcel</a></p>`
      : '',
    paragraph(sign),
    follow.html,
  ].join('\n');
  const text = [
    intro,
    via,
    data.trackingUrl ? `Track your parcel: ${data.trackingUrl}` : null,
    sign,
    follow.text,
  ]
    .filter(Boolean)
    .join('\n\n');
  return renderMail({
    to: data.to,
    subject: `Your ${BRAND.name} order ${number} has shipped`,
    heading: 'Your order is on its way',
    html,
    text,
  });
}
