/**
 * Creating an account and signing a session in: shared by the sign-up page, checkout register and login. A
 * sign-in answers its token (API clients send it as a bearer) and also sets it as the web app's HttpOnly session
 * cookie (docs/decisions/113).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_REPLIES } from '#domain/schemas/auth';
import { conflict, forbidden } from '#server/errors';
import { saysCrossSite, setSessionCookie } from '#server/lib/session-cookie';
import { TOKEN_TTL_SECONDS } from '#server/lib/tokens';
import { AUTH_MESSAGES } from '#server/plugins/auth';
import { hashPassword } from '#server/lib/passwords';
import { assertPasswordAllowed } from '#server/lib/password-policy';
import type { MailQueue } from '#server/lib/mail/background';
import { welcomeMail } from '#server/lib/mail/templates/welcome';
import { insertUser } from '#server/lib/users/user-queries';
import { offerGuestOrders } from './join-guest-orders';
import type { UserRow } from '#server/lib/users/user-dto';

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

/**
 * Refuses a sign-in that a browser says comes from another site's page (login CSRF: signing a shopper into
 * someone else's account). Requests without browser headers (API clients) pass.
 */
export function refuseCrossSiteSignIn(app: FastifyInstance, request: FastifyRequest): void {
  if (saysCrossSite(request, app.config.appUrl)) throw forbidden(AUTH_MESSAGES.crossSite);
}

/**
 * Starts a server-side session and answers its token (sub, sid and role, 7 days — lib/sessions.ts); the same token
 * goes into the session cookie for the same lifetime.
 */
export async function signSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<UserRow, 'id' | 'role'>,
): Promise<string> {
  const token = await app.sessions.start(user);
  setSessionCookie(request, reply, token, TOKEN_TTL_SECONDS);
  return token;
}
