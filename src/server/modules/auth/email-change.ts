/**
 * Changing an account's e-mail address (docs/decisions/088). The address is how an account is recovered, so a
 * change asks for the current password and only takes effect when the link mailed to the NEW address is followed
 * (proof that the shopper holds it); the OLD address is told. Requests are limited per account and per address
 * (rule `emailChange`). Whether the new address already has an account is never said in the reply: that address
 * is mailed a notice instead of a link, and the reply is the same either way.
 *
 * Links are 32 random bytes stored only as their SHA-256 (like reset links), valid for
 * BUSINESS.emailChangeLinkValidHours, usable once; a newer request makes older ones unusable.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BUSINESS } from '#domain/business-constants';
import type { Db } from '#server/db/client';
import { emailChangeRequests, users } from '#server/db/schema';
import type { MailQueue } from '#server/lib/mail/background';
import {
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
} from '#server/lib/mail/templates/email-change';
import { findUserByEmail, isUniqueViolation } from '#server/lib/users/user-queries';
import { joinGuestOrders } from './join-guest-orders';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Records the request and mails both addresses after the reply. */
export async function requestEmailChange(
  app: FastifyInstance,
  mail: MailQueue,
  account: { id: string; name: string; email: string },
  newEmail: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await app.db.transaction(async (tx) => {
    // Only the newest request of an account can be confirmed.
    await tx
      .update(emailChangeRequests)
      .set({ usedAt: now })
      .where(and(eq(emailChangeRequests.userId, account.id), isNull(emailChangeRequests.usedAt)));
    await tx.insert(emailChangeRequests).values({
      userId: account.id,
      newEmail,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + BUSINESS.emailChangeLinkValidHours * 3600_000),
    });
  });
  mail.later(async () => {
    const holder = await findUserByEmail(app.db, newEmail);
    const toNew =
      holder && holder.id !== account.id
        ? emailChangeTakenMail({ to: newEmail, appUrl: app.config.appUrl })
        : emailChangeConfirmMail({
            to: newEmail,
            name: account.name,
            link: `${app.config.appUrl}/confirm-email/${token}`,
          });
    await app.mailer.send(toNew);
    await app.mailer.send(emailChangeNoticeMail({ to: account.email, name: account.name, newEmail }));
  }, 'email change');
}

export type ConfirmResult = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'taken' };

/** Applies the change of a usable link, once (a conditional update decides a race). */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<ConfirmResult> {
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx
        .update(emailChangeRequests)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChangeRequests.tokenHash, hashToken(token)),
            isNull(emailChangeRequests.usedAt),
            gt(emailChangeRequests.expiresAt, now),
          ),
        )
        .returning({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail });
      if (!request) return { ok: false, reason: 'invalid' } as const;
      const [changed] = await tx
        .update(users)
        .set({ email: request.newEmail })
        .where(eq(users.id, request.userId))
        .returning({ email: users.email });
      if (!changed) return { ok: false, reason: 'invalid' } as const;
      // The link proved the new address: orders placed as a guest with it join the account (decision 108).
      await joinGuestOrders(tx, request.userId, changed.email);
      return { ok: true, email: changed.email } as const;
    });
  } catch (err) {
    // Someone signed up with that address after the request was made: the change cannot happen.
    if (isUniqueViolation(err)) return { ok: false, reason: 'taken' };
    throw err;
  }
}
