/**
 * "How are you finding your jewellery?" — sent once, a few days after an order is delivered (REVIEW_REQUEST in
 * domain/review-constants.ts), with a link to review each piece of the order the shopper has not reviewed yet.
 */
import { BRAND } from '#domain/brand';
import { formatOrderNumber } from '#domain/schemas/orders';
import { REVIEW_ANCHORS } from '#domain/review-constants';
import { absoluteUrl } from '#server/lib/html-head';
import type { MailMessage } from '../mailer';
import { escapeHtml, renderMail } from './layout';

export interface ReviewRequestData {
  to: string;
  name: string;
  orderNumber: number;
  pieces: Array<{ title: string; slug: string }>;
  appUrl: string;
}

/** The product page, scrolled to its review form. */
export const reviewLink = (appUrl: string, slug: string) =>
  absoluteUrl(appUrl, `/products/${encodeURIComponent(slug)}#${REVIEW_ANCHORS.form}`);

export function reviewRequestMail(data: ReviewRequestData): MailMessage {
  const first = data.name.trim().split(/\s+/)[0] || 'there';
  const order = formatOrderNumber(data.orderNumber);
  const one = data.pieces.length === 1;
  const intro = `We hope you are enjoying the ${one ? 'piece' : 'pieces'} from your order ${order}. Would you tell other shoppers what you think? A few words and a star rating help them choose — and help us make every piece better.`;
  const items = data.pieces
    .map(
      (p) =>
        `<tr><td style="padding:10px 0;border-bottom:1px solid #E7E1D8">${escapeHtml(p.title)}</td><td style="padding:10px 0;border-bottom:1px solid #E7E1D8;text-align:right"><a href="${escapeHtml(reviewLink(data.appUrl, p.slug))}" style="color:#1F1D1B;font-weight:bold">Write a review</a></td></tr>`,
    )
    .join('');
  return renderMail({
    to: data.to,
    subject: `How are you finding your ${BRAND.name} jewellery?`,
    heading: 'How are you finding it?',
    html: `<p>Dear ${escapeHtml(first)},</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;border-collapse:collapse;width:100%">${items}</table>
<p style="font-size:13px;color:#6B6560">Sign in with this e-mail address to write your review. Reviews appear on the product page once our team has read them.</p>`,
    text: `Dear ${first},

${intro}

${data.pieces.map((p) => `${p.title}\nWrite a review: ${reviewLink(data.appUrl, p.slug)}`).join('\n\n')}

Sign in with this e-mail address to write your review. Reviews appear on the product page once our team has read them.`,
  });
}
