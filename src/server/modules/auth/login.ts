/**
 * POST /api/auth/login-user. Attempts are limited per e-mail and per client address (lib/rate-limit, rule
 * `login`): each attempt counts first and a successful one is given back, so only failures add up and a burst of
 * parallel guesses cannot slip past the limit. Unknown e-mails cost the same scrypt work as known ones.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_REPLIES, LoginBody } from '../../../domain/schemas/auth';
import { unauthorized } from '../../errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { clientSubject, emailSubject } from '../../lib/rate-limit';
import { findLoginByEmail } from '../users/user-queries';
import { toUserDto } from '../users/user-dto';
import { signSession } from './accounts';

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/auth/login-user', { schema: { body: LoginBody } }, async (request, reply) => {
    const { email, password } = request.body;
    const ticket = await app.rateLimit.hit(reply, 'login', [emailSubject(email), clientSubject(request)]);
    const row = await findLoginByEmail(app.db, email);
    const valid = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()));
    if (!row || !valid) throw unauthorized(AUTH_REPLIES.badCredentials);
    await app.rateLimit.refund(ticket);
    const { passwordHash: _hash, ...user } = row;
    return {
      success: true as const,
      message: AUTH_REPLIES.loggedIn,
      token: await signSession(app, user),
      user: toUserDto(user),
    };
  });
};

export default loginRoutes;
