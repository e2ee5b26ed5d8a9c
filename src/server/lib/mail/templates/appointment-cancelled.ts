/** "Your virtual viewing is cancelled": sent when the shop cancels a viewing that had not yet taken place. */
import { BRAND, SHOP_CONTACT } from '#domain/brand';
import type { MailMessage } from '../mailer';
import { escapeHtml, renderMail } from './layout';
import { detailsTable, detailsText, viewingWhen, type ViewingMailData } from './appointment-parts';

export function appointmentCancelledMail(v: Omit<ViewingMailData, 'meetingLink'>): MailMessage {
  const rows: Array<[string, string]> = [
    ['Reference', v.reference],
    ['Was', viewingWhen(v, v.zone)],
  ];
  return renderMail({
    to: v.to,
    replyTo: v.replyTo,
    subject: `Your virtual viewing is cancelled (${v.reference}) — ${BRAND.name}`,
    heading: 'Your virtual viewing is cancelled',
    html: `<p>Hello,</p>
<p>We are sorry: the private virtual viewing below will not take place.</p>
${detailsTable(rows)}
<p>We would be glad to find you another time — reply to this e-mail, book again on our website, or call us on ${escapeHtml(SHOP_CONTACT.supportPhone)}.</p>`,
    text: `Hello,

We are sorry: the private virtual viewing below will not take place.

${detailsText(rows)}

We would be glad to find you another time — reply to this e-mail, book again on our website, or call us on ${SHOP_CONTACT.supportPhone}.`,
  });
}
