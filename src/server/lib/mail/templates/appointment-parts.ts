/**
 * What the appointment e-mails share (confirmed, rescheduled, cancelled): the viewing's time written in the shop's
 * zone and named ("Saturday, 14 March 2026, 3:30 PM India Standard Time"), a details table, and the meeting link.
 * They greet with "Hello," and never repeat what the booking form's sender typed (docs/decisions/091, 102).
 */
import { BRAND } from '#domain/brand';
import { formatSlot, formatViewingDate } from '#domain/schemas/appointments';
import type { MailMessage } from '../mailer';
import { escapeHtml, renderMail } from './layout';

export interface ViewingMailData {
  to: string;
  /** V-… (acknowledge.ts), the number the shopper was given when they asked. */
  reference: string;
  /** YYYY-MM-DD and HH:MM, wall-clock time in the shop's zone. */
  date: string;
  time: string;
  meetingLink: string | null;
  /** SHOP_TIME_ZONE. */
  zone: string;
  /** SHOP_EMAIL: MAIL_FROM is a no-reply address, and these mails say "reply to this e-mail". */
  replyTo: string;
}

/** "India Standard Time" for Asia/Kolkata: the zone's long name on that day (so summer time would show). */
export function zoneName(zone: string, date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  const part = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(Number.isNaN(at.getTime()) ? new Date() : at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "Saturday, 14 March 2026, 3:30 PM India Standard Time". */
export const viewingWhen = (v: { date: string; time: string }, zone: string) =>
  `${formatViewingDate(v.date)}, ${formatSlot(v.time)} ${zoneName(zone, v.date)}`;

/** Label and value rows; a value's line breaks (a shopper's notes) kept. */
export const detailsTable = (rows: Array<[string, string]>) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;border-collapse:collapse;width:100%">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 16px 6px 0;color:#6B6560;vertical-align:top;white-space:nowrap">${escapeHtml(k)}</td><td style="padding:6px 0">${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`;

export const detailsText = (rows: Array<[string, string]>) => rows.map(([k, v]) => `${k}: ${v}`).join('\n');

/** The call's link as a button (HTML) and as a line (text); without one, a promise to send it. */
export function meetingBlock(link: string | null): { html: string; text: string } {
  if (!link) {
    return {
      html: '<p>We will e-mail you the video-call link before the viewing.</p>',
      text: 'We will e-mail you the video-call link before the viewing.',
    };
  }
  const href = escapeHtml(link);
  return {
    html: `<p>Join the video call at the time above:</p>
<p style="margin:16px 0"><a href="${href}" style="display:inline-block;background:#1F1D1B;color:#FAF7F2;padding:12px 22px;text-decoration:none;letter-spacing:1px">Join the video call</a></p>
<p style="font-size:13px;color:#6B6560;word-break:break-all">Or paste this address into your browser: ${href}</p>`,
    text: `Join the video call at the time above: ${link}`,
  };
}

/**
 * A viewing mail: "Hello,", a lead-in, the details (the reference first), the meeting block when there is one,
 * and a closing line. The subject and heading say what became of the viewing ("Your virtual viewing is confirmed").
 */
export function viewingMail(
  v: Pick<ViewingMailData, 'to' | 'replyTo' | 'reference'>,
  mail: {
    news: string;
    lead: string;
    rows: Array<[string, string]>;
    meeting?: { html: string; text: string };
    close: string;
  },
): MailMessage {
  const rows: Array<[string, string]> = [['Reference', v.reference], ...mail.rows];
  const parts = (blocks: Array<string | undefined>) => blocks.filter((b) => b !== undefined);
  return renderMail({
    to: v.to,
    replyTo: v.replyTo,
    subject: `Your virtual viewing ${mail.news} (${v.reference}) — ${BRAND.name}`,
    heading: `Your virtual viewing ${mail.news}`,
    html: parts([
      '<p>Hello,</p>',
      `<p>${escapeHtml(mail.lead)}</p>`,
      detailsTable(rows),
      mail.meeting?.html,
      `<p>${escapeHtml(mail.close)}</p>`,
    ]).join('\n'),
    text: parts(['Hello,', mail.lead, detailsText(rows), mail.meeting?.text, mail.close]).join('\n\n'),
  });
}
