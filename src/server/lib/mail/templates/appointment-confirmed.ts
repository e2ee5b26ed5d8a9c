/** "Your virtual viewing is confirmed": sent when the shop confirms a viewing, or changes a confirmed one's link. */
import type { MailMessage } from '../mailer';
import { meetingBlock, viewingMail, viewingWhen, type ViewingMailData } from './appointment-parts';

export function appointmentConfirmedMail(v: ViewingMailData): MailMessage {
  return viewingMail(v, {
    news: 'is confirmed',
    lead: 'A jewellery specialist will be ready for your private virtual viewing:',
    rows: [['When', viewingWhen(v, v.zone)]],
    meeting: meetingBlock(v.meetingLink),
    close: 'If the time no longer suits you, simply reply to this e-mail and we will find another.',
  });
}
