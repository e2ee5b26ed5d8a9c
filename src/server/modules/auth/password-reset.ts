/**
 * POST /api/auth/forgot-password (docs/shop/conventions.md §4) and POST /api/auth/reset-password/{token}.
 * Asking for a link answers the same, equally fast, whether or not the account exists: the token is stored and
 * mailed after the reply. Requests are limited per e-mail and per client address (rule `forgotPassword`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_REPLIES,
  ForgotPasswordBody,
  MessageReply,
  ResetPasswordBody,
  ResetTokenParams,
} from '#domain/schemas/auth';
import { badRequest } from '#server/errors';
import { hashPassword } from '#server/lib/passwords';
import { assertPasswordAllowed } from '#server/lib/password-policy';
import type { MailQueue } from '#server/lib/mail/background';
import { passwordResetMail } from '#server/lib/mail/templates/password-reset';
import { clientSubject, emailSubject } from '#server/lib/rate-limit';
import { findUserByEmail } from '#server/lib/users/user-queries';
import { issueResetToken, resetTokenAccount, useResetToken } from './reset-tokens';

const passwordResetRoutes: FastifyPluginAsyncZod<{ mail: MailQueue }> = async (app, { mail }) => {
  app.post(
    '/auth/forgot-password',
    { schema: { body: ForgotPasswordBody, response: { 200: MessageReply } } },
    async (request, reply) => {
      const { email } = request.body;
      await app.rateLimit.hit(reply, 'forgotPassword', [emailSubject(email), clientSubject(request)]);
      mail.later(async () => {
        const user = await findUserByEmail(app.db, email);
        if (!user) return;
        const token = await issueResetToken(app.db, user.id);
        const link = `${app.config.appUrl}/reset-password/${token}`;
        await app.mailer.send(passwordResetMail({ to: user.email, name: user.name, link }));
      }, 'password reset');
      return { success: true as const, message: AUTH_REPLIES.resetRequested };
    },
  );

  app.post(
    '/auth/reset-password/:token',
    { schema: { params: ResetTokenParams, body: ResetPasswordBody, response: { 200: MessageReply } } },
    async (request) => {
      const { token } = request.params;
      const account = await resetTokenAccount(app.db, token);
      if (!account) throw badRequest(AUTH_REPLIES.resetLinkInvalid);
      assertPasswordAllowed(request.body.newPassword, 'newPassword', account);
      const passwordHash = await hashPassword(request.body.newPassword);
      const userId = await useResetToken(app.db, app.sessions, token, passwordHash);
      if (!userId) throw badRequest(AUTH_REPLIES.resetLinkInvalid);
      return { success: true as const, message: AUTH_REPLIES.resetDone };
    },
  );
};

export default passwordResetRoutes;
