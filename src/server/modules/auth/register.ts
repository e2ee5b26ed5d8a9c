/**
 * POST /api/auth/register-user (the sign-up page: name, phone, email, password) and POST /api/auth/register
 * (checkout step 1: name, email, password, confirmPassword). Both create a `user` account — a `role` in the
 * payload is stripped by the schema — and answer the user with a session token, also set as the session cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_REPLIES, CheckoutRegisterBody, RegisterUserBody, SessionReply } from '#domain/schemas/auth';
import { clientSubject } from '#server/lib/rate-limit';
import type { MailQueue } from '#server/lib/mail/background';
import { toUserDto } from '#server/lib/users/user-dto';
import { createAccount, refuseCrossSiteSignIn, signSession } from './accounts';

type NewAccount = Parameters<typeof createAccount>[2];

const registerRoutes: FastifyPluginAsyncZod<{ mail: MailQueue }> = async (app, { mail }) => {
  /**
   * Both sign-ups alike: a cross-site request refused, the address's sign-up budget counted, then the account
   * made and signed in (201 with the session) — only the fields asked for and the reply's wording differ.
   */
  const signUp = async (
    request: FastifyRequest,
    reply: FastifyReply,
    account: NewAccount,
    message: string,
  ) => {
    refuseCrossSiteSignIn(app, request);
    await app.rateLimit.hit(reply, 'signup', [clientSubject(request)]);
    const user = await createAccount(app, mail, account);
    reply.code(201);
    return {
      success: true as const,
      message,
      token: await signSession(app, request, reply, user),
      user: toUserDto(user),
    };
  };

  app.post(
    '/auth/register-user',
    { schema: { body: RegisterUserBody, response: { 201: SessionReply } } },
    (request, reply) => {
      const { name, phone, email, password } = request.body;
      return signUp(request, reply, { name, email, mobile: phone, password }, AUTH_REPLIES.signedUp);
    },
  );

  app.post(
    '/auth/register',
    { schema: { body: CheckoutRegisterBody, response: { 201: SessionReply } } },
    (request, reply) => {
      const { name, email, password } = request.body;
      const account = { name, email, mobile: null, password };
      return signUp(request, reply, account, AUTH_REPLIES.registeredAtCheckout);
    },
  );
};

export default registerRoutes;
