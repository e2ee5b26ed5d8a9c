/** "Your virtual viewing has a new time": sent when the shop moves a viewing; the old time is named too. */
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

export function appointmentRescheduledMail(
  v: ViewingMailData,
  previous: { date: string; time: string },
): MailMessage {
  const rows: Array<[string, string]> = [
    ['Reference', v.reference],
    ['New time', viewingWhen(v, v.zone)],
    ['Was', viewingWhen(previous, v.zone)],
  ];
  const meeting = meetingBlock(v.meetingLink);
  return renderMail({
    to: v.to,
    replyTo: v.replyTo,
    subject: `Your virtual viewing has a new time (${v.reference}) — ${BRAND.name}`,
    heading: 'Your virtual viewing has a new time',
    html: `<p>Hello,</p>
<p>Your private virtual viewing has been moved. This is the time we now have for you:</p>
${detailsTable(rows)}
${meeting.html}
<p>If the new time does not suit you, simply reply to this e-mail and we will find another.</p>`,
    text: `Hello,

Your private virtual viewing has been moved. This is the time we now have for you:

${detailsText(rows)}

${meeting.text}

If the new time does not suit you, simply reply to this e-mail and we will find another.`,
  });
}
