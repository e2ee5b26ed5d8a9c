/**
 * To the shopper when the shop cancels their order (POST /api/order/{id}/cancel): what was refunded, or that the
 * refund is being seen to. The shop's reason is its own record and is not repeated here.
 */
import { BRAND } from '#domain/brand';
import { formatPaise } from '#domain/money';
import type { MailMessage } from '../mailer';
import { afterSaleMail, firstName, orderLabel, type AfterSaleMailData } from './order-after-sale';

export const REFUND_TIMING = 'Banks usually show it within 5–7 business days.';

export interface CancelledMailData extends AfterSaleMailData {
  /** Paise refunded by this cancellation (0: none, or the refund did not go through). */
  refundedPaise: number;
}

export function orderCancelledMail(data: CancelledMailData): MailMessage {
  const number = orderLabel(data);
  return afterSaleMail(data, {
    subject: `Your ${BRAND.name} order ${number} has been cancelled`,
    heading: 'Your order has been cancelled',
    paragraphs: [
      `Dear ${firstName(data.customerName)}, your order ${number} has been cancelled.`,
      data.refundedPaise > 0
        ? `We have refunded ${formatPaise(data.refundedPaise)} to the card or account you paid with. ${REFUND_TIMING}`
        : 'Our team will be in touch about your payment. If you have any question, reply to this e-mail.',
    ],
  });
}
