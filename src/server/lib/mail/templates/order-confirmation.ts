/**
 * To the shopper once an order is placed: the order number, its lines, the total and the delivery address, and
 * the GST tax invoice — its number, where to download it again (the shopper's orders), and the PDF attached
 * (docs/decisions/093).
 */
import { BRAND } from '#domain/brand';
import { BUSINESS } from '#domain/business-constants';
import { formatOrderNumber } from '#domain/schemas/orders';
import { trackOrderPath } from '#domain/order-constants';
import type { MailAttachment, MailMessage } from '../mailer';
import { escapeHtml, renderMail } from './layout';
import { orderSummary, type OrderMailData } from './order-details';

const SOLD_OUT_NOTE =
  'One or more pieces sold out moments before your payment completed. Our team will contact you within one ' +
  'business day to offer a remake or a full refund of those pieces.';

/**
 * `timeZone`: the shop's (SHOP_TIME_ZONE), in which the order is dated. `invoice`: the PDF to attach (null when
 * it could not be made: the mail still goes, and the shopper downloads it from their orders).
 */
export function orderConfirmationMail(
  data: OrderMailData,
  appUrl: string,
  timeZone: string,
  invoice: MailAttachment | null = null,
): MailMessage {
  const number = formatOrderNumber(data.orderNumber);
  const summary = orderSummary(data, timeZone, 'Delivering to');
  const ordersUrl = `${appUrl}/profile?tab=orders`;
  const invoiceText = data.invoiceNumber
    ? `Your GST tax invoice ${data.invoiceNumber} is ${invoice ? 'attached; you can also download it' : 'ready to download'} from your orders`
    : null;
  // Track Order with the number and this e-mail filled in: a guest's way back to the order (docs/decisions/108).
  const trackUrl = `${appUrl}${trackOrderPath(data.orderNumber, data.customerEmail)}`;
  const signupUrl = `${appUrl}/signup?email=${encodeURIComponent(data.customerEmail)}`;
  const guestText =
    'Create an account with this e-mail address and, once you confirm it from the e-mail we send, this order joins your account.';
  const intro =
    `Thank you, ${data.customerName}. We have received your payment and your order ${number} is placed. ` +
    `Each piece is made to order: production takes ${BUSINESS.productionBusinessDays} business days, then ` +
    `insured delivery ${BUSINESS.deliveryMetroBusinessDays} business days to metros ` +
    `(${BUSINESS.deliveryOtherBusinessDays} elsewhere).`;
  const html = [
    `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
    data.needsRefund
      ? `<p style="margin:0 0 12px;padding:12px;background:#FBF3E4;border:1px solid #E9D3A8">${escapeHtml(SOLD_OUT_NOTE)}</p>`
      : '',
    summary.html,
    data.guest
      ? data.invoiceNumber && invoice
        ? `<p style="margin:0 0 12px">${escapeHtml(`Your GST tax invoice ${data.invoiceNumber} is attached.`)}</p>`
        : ''
      : invoiceText
        ? `<p style="margin:0 0 12px">${escapeHtml(invoiceText)}: <a href="${escapeHtml(ordersUrl)}" style="color:#8A6A1F">download your invoice</a>.</p>`
        : '',
    data.guest
      ? `<p style="margin:0 0 12px">Follow your order on <a href="${escapeHtml(trackUrl)}" style="color:#8A6A1F">Track Order</a> with ${escapeHtml(number)} and this e-mail address.</p>` +
        `<p style="margin:0 0 12px">${escapeHtml(guestText)} <a href="${escapeHtml(signupUrl)}" style="color:#8A6A1F">Create an account</a>.</p>`
      : `<p style="margin:0 0 12px">Follow your order in <a href="${escapeHtml(ordersUrl)}" style="color:#8A6A1F">your account</a>, or on <a href="${escapeHtml(trackUrl)}" style="color:#8A6A1F">Track Order</a> with ${escapeHtml(number)} and this e-mail address.</p>`,
  ].join('\n');
  const text = [
    intro,
    data.needsRefund ? `\n${SOLD_OUT_NOTE}` : '',
    summary.text,
    data.guest
      ? data.invoiceNumber && invoice
        ? `\nYour GST tax invoice ${data.invoiceNumber} is attached.`
        : ''
      : invoiceText
        ? `\n${invoiceText}: ${ordersUrl}`
        : '',
    data.guest
      ? `\nTrack your order: ${trackUrl} (order ${number}, this e-mail address)\n\n${guestText} ${signupUrl}`
      : `\nYour orders: ${ordersUrl}\nTrack your order: ${trackUrl} (order ${number}, this e-mail address)`,
  ]
    .filter(Boolean)
    .join('\n');
  const message = renderMail({
    to: data.customerEmail,
    subject: `Your ${BRAND.name} order ${number} is confirmed`,
    heading: 'Thank you for your order',
    html,
    text,
  });
  return invoice ? { ...message, attachments: [invoice] } : message;
}
