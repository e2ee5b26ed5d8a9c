/** To the shop (SHOP_EMAIL) for every new order; flags an order paid for a piece that had sold out. */
import { formatOrderNumber } from '#domain/schemas/orders';
import type { MailMessage } from '../mailer';
import { escapeHtml, renderMail } from './layout';
import { orderSummary, type OrderMailData } from './order-details';

/** `timeZone`: the shop's (SHOP_TIME_ZONE), in which the order is dated. */
export function orderNotificationMail(
  data: OrderMailData,
  shopEmail: string,
  appUrl: string,
  timeZone: string,
): MailMessage {
  const number = formatOrderNumber(data.orderNumber);
  const summary = orderSummary(data, timeZone, 'Ship to');
  const adminUrl = `${appUrl}/admin/orders`;
  const refund = data.needsRefund
    ? `NEEDS REFUND OR RESTOCK: ${data.refundReason ?? 'stock ran out before the order was made.'}`
    : '';
  const customer = `${data.customerName} <${data.customerEmail}>`;
  const html = [
    refund
      ? `<p style="margin:0 0 12px;padding:12px;background:#FBEAEA;border:1px solid #E2B4B4;font-weight:bold">${escapeHtml(refund)}</p>`
      : '',
    `<p style="margin:0 0 12px">Customer: ${escapeHtml(customer)}</p>`,
    data.invoiceNumber ? `<p style="margin:0 0 12px">Tax invoice: ${escapeHtml(data.invoiceNumber)}</p>` : '',
    summary.html,
    `<p style="margin:0">Open it in the <a href="${escapeHtml(adminUrl)}" style="color:#8A6A1F">admin orders</a> (order id ${escapeHtml(data.orderId)}).</p>`,
  ].join('\n');
  const text = [
    refund,
    `Customer: ${customer}`,
    data.invoiceNumber ? `Tax invoice: ${data.invoiceNumber}` : '',
    summary.text,
    `\nAdmin: ${adminUrl} (order id ${data.orderId})`,
  ]
    .filter(Boolean)
    .join('\n');
  return renderMail({
    to: shopEmail,
    subject: `${data.needsRefund ? '[Needs refund] ' : ''}New order ${number} from ${data.customerName}`,
    heading: `New order ${number}`,
    html,
    text,
  });
}
