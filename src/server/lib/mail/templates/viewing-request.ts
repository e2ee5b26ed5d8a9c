/** A virtual viewing request: a confirmation of receipt to the shopper and a copy for the shop. */
import { BRAND } from '#domain/brand';
import { formatSlot, formatViewingDate, type ViewingRequestBody } from '#domain/schemas/appointments';
import { escapeHtml, renderMail } from './layout';
import { detailsTable, detailsText, zoneName } from './appointment-parts';
import type { MailMessage } from '../mailer';

/** The viewing's day and slot, named in the shop's zone as the appointment e-mails name it. */
const when = (v: ViewingRequestBody, zone: string): Array<[string, string]> => [
  ['Date', formatViewingDate(v.date)],
  ['Time', `${formatSlot(v.time)} ${zoneName(zone, v.date)}`],
];

/**
 * The receipt sent to whatever address was typed into the viewing form: the shop's own words, the reference
 * number, and the date and time as the shop formats them (checked against the slot list) — nothing the sender typed
 * (docs/decisions/091). Slots are wall-clock times in the shop's zone, named as the appointment e-mails name it
 * (docs/decisions/085, 102).
 */
export function viewingConfirmationMail(v: ViewingRequestBody, reference: string, zone: string): MailMessage {
  const rows: Array<[string, string]> = [['Reference', reference], ...when(v, zone)];
  return renderMail({
    to: v.email,
    subject: `Your virtual viewing request (${reference}) — ${BRAND.name}`,
    heading: 'Your virtual viewing request',
    html: `<p>Hello,</p>
<p>Thank you for asking for a private virtual viewing. We have received your request:</p>
${detailsTable(rows)}
<p>A jewellery specialist will confirm the appointment by e-mail and send you the video-call link. If you need to change anything, simply reply to this e-mail.</p>
<p style="font-size:13px;color:#6B6560">If you did not ask for a viewing, you can ignore this e-mail.</p>`,
    text: `Hello,

Thank you for asking for a private virtual viewing. We have received your request:

${detailsText(rows)}

A jewellery specialist will confirm the appointment by e-mail and send you the video-call link. If you need to change anything, simply reply to this e-mail.

If you did not ask for a viewing, you can ignore this e-mail.`,
  });
}

export function viewingShopCopyMail(
  v: ViewingRequestBody,
  shopEmail: string,
  reference: string,
  zone: string,
): MailMessage {
  const rows: Array<[string, string]> = [
    ['Reference', reference],
    ['Name', v.name],
    ['Email', v.email],
    ...when(v, zone),
  ];
  if (v.material) rows.push(['Material', v.material]);
  if (v.shape) rows.push(['Shape', v.shape]);
  if (v.budget) rows.push(['Budget', v.budget]);
  if (v.notes) rows.push(['Notes', v.notes]);
  return renderMail({
    to: shopEmail,
    replyTo: v.email,
    subject: `Virtual viewing request (${reference}): ${v.name}, ${formatViewingDate(v.date)} ${formatSlot(v.time)}`,
    heading: 'New virtual viewing request',
    html: `${detailsTable(rows)}<p style="font-size:13px;color:#6B6560">Confirm or change its status under Appointments in the admin panel. Reply to this e-mail to answer ${escapeHtml(v.name)} directly.</p>`,
    text: `${detailsText(rows)}

Confirm or change its status under Appointments in the admin panel. Reply to this e-mail to answer ${v.name} directly.`,
  });
}
