/** "Your virtual viewing is cancelled": sent when the shop cancels a viewing that had not yet taken place. */
import { SHOP_CONTACT } from '#domain/brand';
import type { MailMessage } from '../mailer';
import { viewingMail, viewingWhen, type ViewingMailData } from './appointment-parts';

export function appointmentCancelledMail(v: Omit<ViewingMailData, 'meetingLink'>): MailMessage {
  return viewingMail(v, {
    news: 'is cancelled',
    lead: 'We are sorry: the private virtual viewing below will not take place.',
    rows: [['Was', viewingWhen(v, v.zone)]],
    close: `We would be glad to find you another time — reply to this e-mail, book again on our website, or call us on ${SHOP_CONTACT.supportPhone}.`,
  });
}
