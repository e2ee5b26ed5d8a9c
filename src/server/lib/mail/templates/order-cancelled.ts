/**
 * To the shopper when the shop cancels their order (POST /api/order/{id}/cancel): what was refunded, or that the
 * refund is being seen to. The shop's reason is its own record and is not repeated here.
 */
import { formatPaise } from '#domain/money';
import type { MailMessage } from '../mailer';
import { afterSaleMail, orderHasBeen, type AfterSaleMailData } from './order-after-sale';

export const REFUND_TIMING = 'Banks usually show it within 5–7 business days.';

export interface CancelledMailData extends AfterSaleMailData {
  /** Paise refunded by this cancellation (0: none, or the refund did not go through). */
  refundedPaise: number;
}

export function orderCancelledMail(data: CancelledMailData): MailMessage {
  const { subject, opening } = orderHasBeen(data, 'cancelled');
  return afterSaleMail(data, {
    subject,
    heading: 'Your order has been cancelled',
    paragraphs: [
      opening,
      data.refundedPaise > 0
        ? `We have refunded ${formatPaise(data.refundedPaise)} to the card or account you paid with. ${REFUND_TIMING}`
        : 'Our team will be in touch about your payment. If you have any question, reply to this e-mail.',
    ],
  });
}
