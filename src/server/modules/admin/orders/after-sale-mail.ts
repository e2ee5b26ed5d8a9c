/**
 * The shopper's e-mails after the sale (docs/decisions/097): shipped, delivered, cancelled, refunded. Each goes
 * after the reply (a slow mail server never holds up the admin) and, once sent, is noted on the order's timeline
 * (lib/orders/order-mail.ts). An order placed without an e-mail address gets none.
 */
import type { FastifyInstance } from 'fastify';
import type { MailQueue } from '#server/lib/mail/background';
import type { MailMessage } from '#server/lib/mail/mailer';
import { orderCancelledMail } from '#server/lib/mail/templates/order-cancelled';
import { orderDeliveredMail } from '#server/lib/mail/templates/order-delivered';
import { orderRefundedMail } from '#server/lib/mail/templates/order-refunded';
import { orderShippedMail } from '#server/lib/mail/templates/order-shipped';
import { mailShopper } from '#server/lib/orders/order-mail';
import type { OrderRow } from './order-lock';

export type AfterSaleMail =
  | { kind: 'shipped' }
  | { kind: 'delivered' }
  | { kind: 'cancelled'; refundedPaise: number }
  | { kind: 'refunded'; amountPaise: number };

function build(app: FastifyInstance, order: OrderRow, mail: AfterSaleMail): MailMessage {
  const base = {
    to: order.customerEmail,
    customerName: order.customerName,
    orderNumber: order.orderNumber,
    appUrl: app.config.appUrl,
  };
  switch (mail.kind) {
    case 'shipped':
      return orderShippedMail({
        ...base,
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
        trackingUrl: order.trackingUrl,
      });
    case 'delivered':
      return orderDeliveredMail(base);
    case 'cancelled':
      return orderCancelledMail({ ...base, refundedPaise: mail.refundedPaise });
    case 'refunded':
      return orderRefundedMail({ ...base, amountPaise: mail.amountPaise });
  }
}

/** Queues the e-mail about `order` (its row as it is after the change). */
export function sendAfterSaleMail(
  app: FastifyInstance,
  queue: MailQueue,
  order: OrderRow,
  mail: AfterSaleMail,
): void {
  if (!order.customerEmail) return;
  mailShopper(app, queue, order.id, build(app, order, mail));
}
