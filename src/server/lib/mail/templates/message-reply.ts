/**
 * The shop's answer to a contact message, written by an admin: to the sender, with their message quoted below,
 * Reply-To the shop's mailbox; and the shop's own copy of what was sent (the reply's text is kept nowhere else).
 * Unlike the form's automatic acknowledgement, this quotes the sender's words: a person at the shop has read them
 * and chosen to answer (docs/decisions/102, beside 091).
 */
import { BRAND } from '#domain/brand';
import type { MailMessage } from '../mailer';
import { escapeHtml, renderMail } from './layout';

export interface MessageReplyData {
  to: string;
  name: string;
  subject: string;
  /** The sender's words, quoted. */
  original: string;
  /** "24 Nov 2026, 14:05", in the shop's zone. */
  sentAt: string;
  reference: string;
  reply: string;
  shopEmail: string;
}

const paragraphs = (s: string) =>
  s
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** "Re: Sizing" — once, however often the subject was answered already. */
export const replySubject = (subject: string) =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;

function quotedHtml(d: MessageReplyData) {
  return `<p style="margin:24px 0 8px;font-size:13px;color:#6B6560">On ${escapeHtml(d.sentAt)} you wrote (reference ${escapeHtml(d.reference)}):</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-left:2px solid #A8834A;width:100%">
<tr><td style="padding:0 0 8px 16px;color:#6B6560"><strong>Subject:</strong> ${escapeHtml(d.subject)}</td></tr>
<tr><td style="padding:0 0 0 16px;color:#6B6560">${paragraphs(d.original)}</td></tr></table>`;
}

const quotedText = (d: MessageReplyData) =>
  `On ${d.sentAt} you wrote (reference ${d.reference}):\n> Subject: ${d.subject}\n${d.original
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n')}`;

export function messageReplyMail(d: MessageReplyData): MailMessage {
  const first = d.name.trim().split(/\s+/)[0] || 'there';
  return renderMail({
    to: d.to,
    replyTo: d.shopEmail,
    subject: `${replySubject(d.subject)} — ${BRAND.name}`,
    heading: 'A reply to your message',
    html: `<p>Dear ${escapeHtml(first)},</p>
${paragraphs(d.reply)}
<p>With warm regards,<br>${escapeHtml(BRAND.name)}</p>
${quotedHtml(d)}`,
    text: `Dear ${first},

${d.reply}

With warm regards,
${BRAND.name}

${quotedText(d)}`,
  });
}

/** What the shop keeps: the reply as sent, who sent it, and the message it answers. */
export function messageReplyShopCopyMail(d: MessageReplyData, repliedBy: string): MailMessage {
  return renderMail({
    to: d.shopEmail,
    replyTo: d.to,
    subject: `Reply sent (${d.reference}): ${replySubject(d.subject)}`,
    heading: 'Reply sent from the admin',
    html: `<p><strong>To:</strong> ${escapeHtml(d.name)} &lt;${escapeHtml(d.to)}&gt;<br><strong>By:</strong> ${escapeHtml(repliedBy)}</p>
${paragraphs(d.reply)}
${quotedHtml(d)}`,
    text: `To: ${d.name} <${d.to}>
By: ${repliedBy}

${d.reply}

${quotedText(d)}`,
  });
}
