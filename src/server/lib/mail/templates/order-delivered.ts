/** To the shopper when the shop marks their order delivered. */
import { BRAND } from '#domain/brand';
import type { MailMessage } from '../mailer';
import { afterSaleMail, firstName, orderLabel, type AfterSaleMailData } from './order-after-sale';

export function orderDeliveredMail(data: AfterSaleMailData): MailMessage {
  const number = orderLabel(data);
  return afterSaleMail(data, {
    subject: `Your ${BRAND.name} order ${number} has been delivered`,
    heading: 'Your order has arrived',
    paragraphs: [
      `Dear ${firstName(data.customerName)}, your order ${number} has been delivered. We hope it brings you joy for years to come.`,
      'If anything is not as it should be, or you did not receive the parcel, reply to this e-mail or call us within 48 hours and we will make it right.',
    ],
  });
}
