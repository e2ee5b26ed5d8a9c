/** To the shopper when the shop refunds money on their order without cancelling it (POST /api/order/{id}/refund). */
import { BRAND } from '#domain/brand';
import { formatPaise } from '#domain/money';
import type { MailMessage } from '../mailer';
import { REFUND_TIMING } from './order-cancelled';
import { afterSaleMail, firstName, orderLabel, type AfterSaleMailData } from './order-after-sale';

export interface RefundedMailData extends AfterSaleMailData {
  amountPaise: number;
}

export function orderRefundedMail(data: RefundedMailData): MailMessage {
  const number = orderLabel(data);
  const amount = formatPaise(data.amountPaise);
  return afterSaleMail(data, {
    subject: `A refund on your ${BRAND.name} order ${number}`,
    heading: 'Your refund is on its way',
    paragraphs: [
      `Dear ${firstName(data.customerName)}, we have refunded ${amount} on your order ${number} to the card or account you paid with.`,
      REFUND_TIMING,
    ],
  });
}
