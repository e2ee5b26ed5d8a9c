/** "Your virtual viewing has a new time": sent when the shop moves a viewing; the old time is named too. */
import type { MailMessage } from '../mailer';
import { meetingBlock, viewingMail, viewingWhen, type ViewingMailData } from './appointment-parts';

export function appointmentRescheduledMail(
  v: ViewingMailData,
  previous: { date: string; time: string },
): MailMessage {
  return viewingMail(v, {
    news: 'has a new time',
    lead: 'Your private virtual viewing has been moved. This is the time we now have for you:',
    rows: [
      ['New time', viewingWhen(v, v.zone)],
      ['Was', viewingWhen(previous, v.zone)],
    ],
    meeting: meetingBlock(v.meetingLink),
    close: 'If the new time does not suit you, simply reply to this e-mail and we will find another.',
  });
}
