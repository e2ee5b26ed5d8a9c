/**
 * Password-reset tokens: 32 random bytes (base64url in the link), stored only as their SHA-256, valid for
 * BUSINESS.resetLinkValidHours, usable once. Using one marks every open token of that user as used, so older
 * links die with it. Times come from the server's clock in JavaScript (not the database's), so one clock decides.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { BUSINESS } from '#domain/business-constants';
import type { Db } from '#server/db/client';
import { passwordResetTokens, users } from '#server/db/schema';
import type { SessionService } from '#server/lib/sessions';

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueResetToken(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashResetToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + BUSINESS.resetLinkValidHours * 60 * 60 * 1000),
  });
  return token;
}

const usable = (hash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, hash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/**
 * The e-mail of the account a token could reset now, or undefined (a cheap check before the costly password hash;
 * the e-mail lets the password policy refuse the address itself as a password).
 */
export async function resetTokenAccount(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ email: string } | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(usable(hashResetToken(token), now))
    .limit(1);
  return row;
}

/**
 * Uses the token, sets the new password and ends every session of the account in one transaction. The
 * conditional update makes a token usable exactly once even when two requests race. Answers the user's id, or
 * undefined when the token is not usable.
 */
export async function useResetToken(
  db: Db,
  sessions: SessionService,
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable(hashResetToken(token), now))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return undefined;
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(users.id, used.userId));
    await sessions.endAll(used.userId, 'password-reset', { tx });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    return used.userId;
  });
}
