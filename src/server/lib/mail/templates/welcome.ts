/** Sent after sign-up (the sign-up page and the checkout's register step). */
import { BRAND } from '#domain/brand';
import { escapeHtml, renderMail } from './layout';
import type { MailMessage } from '../mailer';

export function welcomeMail(options: { to: string; name: string; appUrl: string }): MailMessage {
  const first = options.name.trim().split(/\s+/)[0] ?? options.name;
  const shop = `${options.appUrl}/shop`;
  const profile = `${options.appUrl}/profile`;
  return renderMail({
    to: options.to,
    subject: `Welcome to ${BRAND.name}`,
    heading: `Welcome, ${first}`,
    html: `<p>Thank you for creating your ${escapeHtml(BRAND.name)} account. Every piece we make is crafted to order in our Mumbai atelier, in hallmarked gold, platinum and certified diamonds.</p>
<p>From your account you can follow your orders, keep a wishlist and update your details.</p>
<p style="margin:28px 0"><a href="${escapeHtml(shop)}" style="background:#1F1D1B;color:#FAF7F2;padding:12px 24px;text-decoration:none;letter-spacing:2px;text-transform:uppercase;font-size:13px">Explore the collection</a></p>
<p>Your account: <a href="${escapeHtml(profile)}" style="color:#7D5F2E">${escapeHtml(profile)}</a></p>
<p>If you did not create this account, please reply to this e-mail and we will look into it.</p>`,
    text: `Thank you for creating your ${BRAND.name} account. Every piece we make is crafted to order in our Mumbai atelier, in hallmarked gold, platinum and certified diamonds.

From your account you can follow your orders, keep a wishlist and update your details.

Explore the collection: ${shop}
Your account: ${profile}

If you did not create this account, please reply to this e-mail and we will look into it.`,
  });
}
