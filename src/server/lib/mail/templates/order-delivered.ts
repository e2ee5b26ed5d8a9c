/** To the shopper when the shop marks their order delivered. */
import type { MailMessage } from '../mailer';
import { afterSaleMail, orderHasBeen, type AfterSaleMailData } from './order-after-sale';

export function orderDeliveredMail(data: AfterSaleMailData): MailMessage {
  const { subject, opening } = orderHasBeen(
    data,
    'delivered',
    'We hope it brings you joy for years to come.',
  );
  return afterSaleMail(data, {
    subject,
    heading: 'Your order has arrived',
    paragraphs: [
      opening,
      'If anything is not as it should be, or you did not receive the parcel, reply to this e-mail or call us within 48 hours and we will make it right.',
    ],
  });
}
