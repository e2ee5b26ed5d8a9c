/**
 * After sign-up, to an address that has guest orders: the link that proves the address is the new account
 * holder's and adds those orders to the account (docs/decisions/108).
 */
import { BRAND } from '#domain/brand';
import { formatOrderNumber } from '#domain/order-constants';
import { escapeHtml, renderMail } from './layout';
import type { MailMessage } from '../mailer';

export function joinOrdersMail(options: {
  to: string;
  name: string;
  link: string;
  orderNumbers: number[];
  validDays: number;
}): MailMessage {
  const first = options.name.trim().split(/\s+/)[0] ?? options.name;
  const numbers = options.orderNumbers.map(formatOrderNumber).join(', ');
  const what =
    options.orderNumbers.length === 1
      ? `your order ${numbers}, placed as a guest with this e-mail address`
      : `your orders ${numbers}, placed as a guest with this e-mail address`;
  const ask = `To add ${what} to your new ${BRAND.name} account, confirm that this address is yours:`;
  const after = `The link works for ${options.validDays} days. If you did not create an account, ignore this e-mail: nothing changes.`;
  return renderMail({
    to: options.to,
    subject: `Add your earlier ${BRAND.name} orders to your account`,
    heading: `Your orders, ${first}`,
    html: `<p>${escapeHtml(ask)}</p>
<p style="margin:28px 0"><a href="${escapeHtml(options.link)}" style="background:#1F1D1B;color:#FAF7F2;padding:12px 24px;text-decoration:none;letter-spacing:2px;text-transform:uppercase;font-size:13px">Add my orders</a></p>
<p>${escapeHtml(after)}</p>`,
    text: `${ask}\n\n${options.link}\n\n${after}`,
  });
}
