/** A contact message: an acknowledgement to the sender and a copy for the shop (replying goes to the sender). */
import { BRAND, SHOP_CONTACT } from '../../../../domain/brand';
import type { ContactMessageBody } from '../../../../domain/schemas/appointments';
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

export function contactAcknowledgementMail(m: ContactMessageBody): MailMessage {
  const first = m.name.trim().split(/\s+/)[0] ?? m.name;
  const hours = SHOP_CONTACT.hours.map((h) => `${h.days}: ${h.time}`).join('; ');
  return renderMail({
    to: m.email,
    subject: `We have received your message — ${BRAND.name}`,
    heading: 'Thank you for writing to us',
    html: `<p>Dear ${escapeHtml(first)},</p>
<p>Thank you for contacting ${escapeHtml(BRAND.name)}. Our jewellery specialists will reply within one business day. Your message:</p>
${quoted(m)}
<p>Our hours: ${escapeHtml(hours)}. You can also call us on ${escapeHtml(SHOP_CONTACT.supportPhone)}.</p>`,
    text: `Dear ${first},

Thank you for contacting ${BRAND.name}. Our jewellery specialists will reply within one business day. Your message:

Subject: ${m.subject}
${m.message}

Our hours: ${hours}. You can also call us on ${SHOP_CONTACT.supportPhone}.`,
  });
}

export function contactShopCopyMail(m: ContactMessageBody, shopEmail: string): MailMessage {
  return renderMail({
    to: shopEmail,
    replyTo: m.email,
    subject: `Contact form: ${m.subject}`,
    heading: 'New message from the contact form',
    html: `<p><strong>From:</strong> ${escapeHtml(m.name)} &lt;${escapeHtml(m.email)}&gt;</p>${quoted(m)}
<p style="font-size:13px;color:#6B6560">Reply to this e-mail to answer ${escapeHtml(m.name)} directly.</p>`,
    text: `From: ${m.name} <${m.email}>
Subject: ${m.subject}

${m.message}

Reply to this e-mail to answer ${m.name} directly.`,
  });
}
