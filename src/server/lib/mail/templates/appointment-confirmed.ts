/** "Your virtual viewing is confirmed": sent when the shop confirms a viewing, or changes a confirmed one's link. */
import { BRAND } from '#domain/brand';
import type { MailMessage } from '../mailer';
import { renderMail } from './layout';
import {
  detailsTable,
  detailsText,
  meetingBlock,
  viewingWhen,
  type ViewingMailData,
} from './appointment-parts';

export function appointmentConfirmedMail(v: ViewingMailData): MailMessage {
  const rows: Array<[string, string]> = [
    ['Reference', v.reference],
    ['When', viewingWhen(v, v.zone)],
  ];
  const meeting = meetingBlock(v.meetingLink);
  return renderMail({
    to: v.to,
    replyTo: v.replyTo,
    subject: `Your virtual viewing is confirmed (${v.reference}) — ${BRAND.name}`,
    heading: 'Your virtual viewing is confirmed',
    html: `<p>Hello,</p>
<p>A jewellery specialist will be ready for your private virtual viewing:</p>
${detailsTable(rows)}
${meeting.html}
<p>If the time no longer suits you, simply reply to this e-mail and we will find another.</p>`,
    text: `Hello,

A jewellery specialist will be ready for your private virtual viewing:

${detailsText(rows)}

${meeting.text}

If the time no longer suits you, simply reply to this e-mail and we will find another.`,
  });
}
