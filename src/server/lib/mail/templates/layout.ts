/**
 * The frame every e-mail shares: the brand, a heading, the body and the shop's contact details, in HTML (inline
 * styles, as mail clients need) and in plain text. Templates in this folder build their body and call `renderMail`.
 */
import { BRAND, SHOP_CONTACT } from '#domain/brand';
import type { MailMessage } from '../mailer';

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface MailContent {
  to: string;
  subject: string;
  heading: string;
  /** Body paragraphs or blocks as HTML (already escaped by the template). */
  html: string;
  /** The same body as plain text. */
  text: string;
  replyTo?: string;
}

export function renderMail(content: MailContent): MailMessage {
  const html = `<!doctype html><html lang="en-IN"><body style="margin:0;background:#FAF7F2;font-family:Helvetica,Arial,sans-serif;color:#1F1D1B">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#FAF7F2;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#FFFFFF;border:1px solid #E7E1D8">
<tr><td style="padding:28px 32px;border-bottom:1px solid #E7E1D8;font-family:Georgia,serif;font-size:26px;letter-spacing:6px;text-transform:uppercase">${escapeHtml(BRAND.name)}</td></tr>
<tr><td style="padding:32px"><h1 style="margin:0 0 16px;font-family:Georgia,serif;font-weight:normal;font-size:26px">${escapeHtml(content.heading)}</h1>
<div style="font-size:15px;line-height:1.6">${content.html}</div></td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #E7E1D8;font-size:12px;color:#6B6560;line-height:1.6">
${escapeHtml(SHOP_CONTACT.addressLines.join(', '))}<br>${escapeHtml(SHOP_CONTACT.supportEmail)} · ${escapeHtml(SHOP_CONTACT.supportPhone)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = `${BRAND.name.toUpperCase()}\n\n${content.heading}\n\n${content.text}\n\n--\n${SHOP_CONTACT.addressLines.join(', ')}\n${SHOP_CONTACT.supportEmail} · ${SHOP_CONTACT.supportPhone}\n`;
  return {
    to: content.to,
    subject: content.subject,
    html,
    text,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}
