/** The reset link of "forgot password" (docs/shop/conventions.md §4): valid one hour, usable once. */
import { BRAND } from '#domain/brand';
import { BUSINESS } from '#domain/business-constants';
import { escapeHtml, renderMail } from './layout';
import type { MailMessage } from '../mailer';

export function passwordResetMail(options: { to: string; name: string; link: string }): MailMessage {
  const first = options.name.trim().split(/\s+/)[0] ?? options.name;
  const hours = BUSINESS.resetLinkValidHours;
  const validity = `${hours} hour${hours === 1 ? '' : 's'}`;
  return renderMail({
    to: options.to,
    subject: `Reset your ${BRAND.name} password`,
    heading: 'Reset your password',
    html: `<p>Dear ${escapeHtml(first)},</p>
<p>We received a request to reset the password of your ${escapeHtml(BRAND.name)} account. Choose a new password with the button below. The link is valid for ${validity} and can be used once.</p>
<p style="margin:28px 0"><a href="${escapeHtml(options.link)}" style="background:#1F1D1B;color:#FAF7F2;padding:12px 24px;text-decoration:none;letter-spacing:2px;text-transform:uppercase;font-size:13px">Choose a new password</a></p>
<p style="font-size:13px;color:#6B6560">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(options.link)}" style="color:#7D5F2E;word-break:break-all">${escapeHtml(options.link)}</a></p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>`,
    text: `Dear ${first},

We received a request to reset the password of your ${BRAND.name} account. Open this link to choose a new password. It is valid for ${validity} and can be used once:

${options.link}

If you did not ask for this, you can ignore this e-mail: your password stays as it is.`,
  });
}
