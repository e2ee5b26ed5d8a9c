/** Creating an account and signing a session token for it: shared by the sign-up page and checkout register. */
import type { FastifyInstance } from 'fastify';
import { AUTH_REPLIES } from '../../../domain/schemas/auth';
import { conflict } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { assertPasswordAllowed } from '../../lib/password-policy';
import type { MailQueue } from '../../lib/mail/background';
import { welcomeMail } from '../../lib/mail/templates/welcome';
import { insertUser } from '../users/user-queries';
import { offerGuestOrders } from './join-guest-orders';
import type { UserRow } from '../users/user-dto';

export async function createAccount(
  app: FastifyInstance,
  mail: MailQueue,
  input: { name: string; email: string; mobile: string | null; password: string },
): Promise<UserRow> {
  assertPasswordAllowed(input.password, 'password', { email: input.email });
  const passwordHash = await hashPassword(input.password);
  // The unique index on lower(email) decides, so two sign-ups racing for one address cannot both win.
  const row = await insertUser(app.db, {
    name: input.name,
    email: input.email,
    mobile: input.mobile,
    passwordHash,
  });
  if (!row) throw conflict(AUTH_REPLIES.emailTaken, [{ path: 'email', message: AUTH_REPLIES.emailTaken }]);
  mail.send(welcomeMail({ to: row.email, name: row.name, appUrl: app.config.appUrl }), 'welcome');
  // Orders placed as a guest with this address join the account once the address is proven (decision 108).
  await offerGuestOrders(app, mail, row);
  return row;
}

/** Starts a server-side session and answers its token: sub, sid and role, 7 days (lib/sessions.ts). */
export function signSession(app: FastifyInstance, user: Pick<UserRow, 'id' | 'role'>): Promise<string> {
  return app.sessions.start(user);
}
