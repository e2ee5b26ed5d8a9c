/**
 * POST /api/auth/login-user. Failed attempts are limited per account-and-address (rule `login`) and per address
 * (rule `loginAddress`, much higher: one office or mobile carrier is many shoppers) — never per account alone, so
 * someone else's failures from elsewhere cannot lock the real user out (docs/decisions/081). Each attempt counts
 * first and a successful one is given back, so only failures add up and a burst of parallel guesses cannot slip
 * past the limit; a refused attempt counts for nothing (lib/rate-limit/limiter.ts). Unknown e-mails cost the same
 * scrypt work as known ones. The token is answered and set as the web app's session cookie (accounts.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_REPLIES, LoginBody, SessionReply } from '#domain/schemas/auth';
import { unauthorized } from '#server/errors';
import { dummyPasswordHash, verifyPassword } from '#server/lib/passwords';
import { accountAddressSubject, clientSubject } from '#server/lib/rate-limit';
import { findLoginByEmail } from '#server/lib/users/user-queries';
import { toUserDto } from '#server/lib/users/user-dto';
import { refuseCrossSiteSignIn, signSession } from './accounts';

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login-user',
    { schema: { body: LoginBody, response: { 200: SessionReply } } },
    async (request, reply) => {
      refuseCrossSiteSignIn(app, request);
      const { email, password } = request.body;
      const tickets = await app.rateLimit.hitAll(reply, [
        ['loginAddress', [clientSubject(request)]],
        ['login', [accountAddressSubject(email, request)]],
      ]);
      const row = await findLoginByEmail(app.db, email);
      const valid = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()));
      if (!row || !valid) throw unauthorized(AUTH_REPLIES.badCredentials);
      await app.rateLimit.refund(tickets);
      const { passwordHash: _hash, ...user } = row;
      return {
        success: true as const,
        message: AUTH_REPLIES.loggedIn,
        token: await signSession(app, request, reply, user),
        user: toUserDto(user),
      };
    },
  );
};

export default loginRoutes;
