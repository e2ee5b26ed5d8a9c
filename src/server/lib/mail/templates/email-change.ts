/** The three e-mails of an e-mail address change (modules/auth/email-change.ts, docs/decisions/088). */
import { BRAND } from '#domain/brand';
import { BUSINESS } from '#domain/business-constants';
import { escapeHtml, renderMail } from './layout';
import type { MailMessage } from '../mailer';

const first = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** To the new address: the link that makes the change. */
export function emailChangeConfirmMail(m: { to: string; name: string; link: string }): MailMessage {
  const hours = BUSINESS.emailChangeLinkValidHours;
  return renderMail({
    to: m.to,
    subject: `Confirm your new email address — ${BRAND.name}`,
    heading: 'Confirm your new email address',
    html: `<p>Dear ${escapeHtml(first(m.name))},</p>
<p>You asked to use this address for your ${escapeHtml(BRAND.name)} account. Your address changes when you follow this link (valid for ${hours} hours):</p>
<p style="margin:24px 0"><a href="${escapeHtml(m.link)}" style="background:#1F1D1B;color:#FFFFFF;padding:12px 24px;text-decoration:none;letter-spacing:2px;text-transform:uppercase;font-size:13px">Confirm this address</a></p>
<p style="font-size:13px;color:#6B6560">If you did not ask for this, ignore this e-mail: nothing changes.</p>`,
    text: `Dear ${first(m.name)},

You asked to use this address for your ${BRAND.name} account. Your address changes when you follow this link (valid for ${hours} hours):

${m.link}

If you did not ask for this, ignore this e-mail: nothing changes.`,
  });
}

/** To the new address when it already has an account: no link, nothing changes. */
export function emailChangeTakenMail(m: { to: string; appUrl: string }): MailMessage {
  return renderMail({
    to: m.to,
    subject: `About your ${BRAND.name} account`,
    heading: 'This address already has an account',
    html: `<p>Hello,</p>
<p>Someone asked to move another ${escapeHtml(BRAND.name)} account to this email address. This address already has an account, so nothing has changed.</p>
<p>If it was you, sign in with this address instead: <a href="${escapeHtml(m.appUrl)}/login">${escapeHtml(m.appUrl)}/login</a>. If it was not, you can ignore this e-mail.</p>`,
    text: `Hello,

Someone asked to move another ${BRAND.name} account to this email address. This address already has an account, so nothing has changed.

If it was you, sign in with this address instead: ${m.appUrl}/login. If it was not, you can ignore this e-mail.`,
  });
}

/** To the current address: a change was asked for (so a stolen session cannot quietly take the account). */
export function emailChangeNoticeMail(m: { to: string; name: string; newEmail: string }): MailMessage {
  return renderMail({
    to: m.to,
    subject: `Your ${BRAND.name} email address is being changed`,
    heading: 'Your email address is being changed',
    html: `<p>Dear ${escapeHtml(first(m.name))},</p>
<p>Someone signed in to your account asked to change its email address to <strong>${escapeHtml(m.newEmail)}</strong>. It changes only when the link we sent to that address is followed.</p>
<p>If this was not you, change your password now (Profile → Change password, or "Forgot password" on the login page) and write to us.</p>`,
    text: `Dear ${first(m.name)},

Someone signed in to your account asked to change its email address to ${m.newEmail}. It changes only when the link we sent to that address is followed.

If this was not you, change your password now (Profile → Change password, or "Forgot password" on the login page) and write to us.`,
  });
}
