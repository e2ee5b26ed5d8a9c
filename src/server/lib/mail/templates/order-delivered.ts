/** To the shopper when the shop marks their order delivered. */
import { BRAND } from '#domain/brand';
import type { MailMessage } from '../mailer';
import { renderMail } from './layout';
import { firstName, followLinks, orderLabel, paragraph, type AfterSaleMailData } from './order-after-sale';

export function orderDeliveredMail(data: AfterSaleMailData): MailMessage {
  const number = orderLabel(data);
  const intro = `Dear ${firstName(data.customerName)}, your order ${number} has been delivered. We hope it brings you joy for years to come.`;
  const care =
    'If anything is not as it should be, or you did not receive the parcel, reply to this e-mail or call us within 48 hours and we will make it right.';
  const follow = followLinks(data);
  return renderMail({
    to: data.to,
    subject: `Your ${BRAND.name} order ${number} has been delivered`,
    heading: 'Your order has arrived',
    html: [paragraph(intro), paragraph(care), follow.html].join('\n'),
    text: [intro, care, follow.text].join('\n\n'),
  });
}
