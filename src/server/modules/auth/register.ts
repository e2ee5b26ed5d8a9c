/**
 * POST /api/auth/register-user (the sign-up page: name, phone, email, password) and POST /api/auth/register
 * (checkout step 1: name, email, password, confirmPassword). Both create a `user` account — a `role` in the
 * payload is stripped by the schema — and answer the user with a session token, also set as the session cookie.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_REPLIES, CheckoutRegisterBody, RegisterUserBody, SessionReply } from '#domain/schemas/auth';
import { clientSubject } from '#server/lib/rate-limit';
import type { MailQueue } from '#server/lib/mail/background';
import { toUserDto } from '#server/lib/users/user-dto';
import { createAccount, refuseCrossSiteSignIn, signSession } from './accounts';

const registerRoutes: FastifyPluginAsyncZod<{ mail: MailQueue }> = async (app, { mail }) => {
  app.post(
    '/auth/register-user',
    { schema: { body: RegisterUserBody, response: { 201: SessionReply } } },
    async (request, reply) => {
      refuseCrossSiteSignIn(app, request);
      await app.rateLimit.hit(reply, 'signup', [clientSubject(request)]);
      const { name, phone, email, password } = request.body;
      const user = await createAccount(app, mail, { name, email, mobile: phone, password });
      reply.code(201);
      return {
        success: true as const,
        message: AUTH_REPLIES.signedUp,
        token: await signSession(app, request, reply, user),
        user: toUserDto(user),
      };
    },
  );

  app.post(
    '/auth/register',
    { schema: { body: CheckoutRegisterBody, response: { 201: SessionReply } } },
    async (request, reply) => {
      refuseCrossSiteSignIn(app, request);
      await app.rateLimit.hit(reply, 'signup', [clientSubject(request)]);
      const { name, email, password } = request.body;
      const user = await createAccount(app, mail, { name, email, mobile: null, password });
      reply.code(201);
      return {
        success: true as const,
        message: AUTH_REPLIES.registeredAtCheckout,
        token: await signSession(app, request, reply, user),
        user: toUserDto(user),
      };
    },
  );
};

export default registerRoutes;
