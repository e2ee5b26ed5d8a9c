import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ownedBy, timestamps } from './columns';
import { roleEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored as entered; uniqueness is on lower(email) so case never makes a second account. */
    email: text('email').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('user'),
    imageUrl: text('image_url'),
    /** Tokens issued before this moment are refused (a password reset signs every other session out). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** A one-use link mailed to the user: the SHA-256 of its token (the token itself only ever exists in the e-mailed
 * link), when it expires, and when it was used. */
const mailedLink = () => ({
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    ...mailedLink(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A signed-in session (docs/decisions/080). Every token names its session (`sid`) and every authenticated request
 * checks the row, so the server can end a session: logout ends one, a password reset or change ends the others,
 * the ADMIN_EMAIL promotion ends them all.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: logout, password-reset, password-change, email-change, admin-promotion. */
    endedReason: text('ended_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * An e-mail change waiting for its confirmation link (docs/decisions/088): the address changes only when the link
 * mailed to the new address is followed. Stored as the token's SHA-256, like reset tokens.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    newEmail: text('new_email').notNull(),
    ...mailedLink(),
  },
  (t) => [index('email_change_requests_user_idx').on(t.userId)],
);
