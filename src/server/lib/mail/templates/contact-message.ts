/** A contact message: an acknowledgement to the sender and a copy for the shop (replying goes to the sender). */
import { BRAND, SHOP_CONTACT } from '#domain/brand';
import type { ContactMessageBody } from '#domain/schemas/appointments';
import { SHOP_PROMISES } from '#domain/shop-promises';
import { escapeHtml, renderMail } from './layout';
import type { MailMessage } from '../mailer';

const paragraphs = (s: string) =>
  s
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

function quoted(m: ContactMessageBody) {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;border-left:2px solid #A8834A;padding-left:16px;width:100%">
<tr><td style="padding:0 0 8px 16px"><strong>Subject:</strong> ${escapeHtml(m.subject)}</td></tr>
<tr><td style="padding:0 0 0 16px">${paragraphs(m.message)}</td></tr></table>`;
}

/**
 * The acknowledgement to whatever address was typed into the form. It carries only the shop's own words and the
 * reference number — never the sender's name, subject or message — so the form cannot be used to mail a stranger
 * someone else's text (docs/decisions/091).
 */
export function contactAcknowledgementMail(to: string, reference: string): MailMessage {
  const hours = SHOP_PROMISES.support.hours;
  return renderMail({
    to,
    subject: `We have received your message (${reference}) — ${BRAND.name}`,
    heading: 'Thank you for writing to us',
    html: `<p>Hello,</p>
<p>Thank you for contacting ${escapeHtml(BRAND.name)}. We have received your message; its reference number is <strong>${escapeHtml(reference)}</strong>. Our jewellery specialists will reply within one business day.</p>
<p>Our hours: ${escapeHtml(hours)}. You can also call us on ${escapeHtml(SHOP_CONTACT.supportPhone)}.</p>
<p style="font-size:13px;color:#6B6560">If you did not write to us, you can ignore this e-mail.</p>`,
    text: `Hello,

Thank you for contacting ${BRAND.name}. We have received your message; its reference number is ${reference}. Our jewellery specialists will reply within one business day.

Our hours: ${hours}. You can also call us on ${SHOP_CONTACT.supportPhone}.

If you did not write to us, you can ignore this e-mail.`,
  });
}

/** The shop's own copy, with the sender's words (it goes only to SHOP_EMAIL). */
export function contactShopCopyMail(
  m: ContactMessageBody,
  shopEmail: string,
  reference: string,
): MailMessage {
  return renderMail({
    to: shopEmail,
    replyTo: m.email,
    subject: `Contact form (${reference}): ${m.subject}`,
    heading: 'New message from the contact form',
    html: `<p><strong>From:</strong> ${escapeHtml(m.name)} &lt;${escapeHtml(m.email)}&gt;<br><strong>Reference:</strong> ${escapeHtml(reference)}</p>${quoted(m)}
<p style="font-size:13px;color:#6B6560">Reply to this e-mail to answer ${escapeHtml(m.name)} directly.</p>`,
    text: `From: ${m.name} <${m.email}>
Reference: ${reference}
Subject: ${m.subject}

${m.message}

Reply to this e-mail to answer ${m.name} directly.`,
  });
}
