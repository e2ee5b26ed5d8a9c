/**
 * The caller's own profile:
 * - PUT /api/auth/profile/update-detail (name, mobile, email — a `role` is stripped). Name and mobile change at
 *   once; a new e-mail address needs the current password and takes effect from the link mailed to it
 *   (email-change.ts, docs/decisions/088); a change of letter case only is applied at once.
 * - PUT /api/auth/profile/change-password: the current password, a new one that passes the password policy;
 *   every other session of the account ends (docs/decisions/080).
 * - POST /api/auth/confirm-email/{token}: the link of an e-mail change (public: it may be opened anywhere).
 * - PUT /api/auth/profile/update-photo (multipart `profilePhoto`, see lib/users/profile-photo.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  AUTH_REPLIES,
  ChangePasswordBody,
  EmailChangeTokenParams,
  EmailChangedReply,
  MessageReply,
  UpdateProfileBody,
  UserReply,
} from '#domain/schemas/auth';
import { users } from '#server/db/schema';
import { badRequest, conflict, notFound } from '#server/errors';
import type { MailQueue } from '#server/lib/mail/background';
import { hashPassword, verifyPassword } from '#server/lib/passwords';
import { assertPasswordAllowed } from '#server/lib/password-policy';
import { accountSubject, clientSubject } from '#server/lib/rate-limit';
import { readPhotoUpload, replaceProfilePhoto } from '#server/lib/users/profile-photo';
import { toUserDto, userColumns } from '#server/lib/users/user-dto';
import { confirmEmailChange, requestEmailChange } from './email-change';

const wrongPassword = () =>
  // 400, not 401: a 401 would sign the shopper out of the page they are typing in.
  badRequest(AUTH_MESSAGES.currentPasswordWrong, [
    { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong },
  ]);

const profileRoutes: FastifyPluginAsyncZod<{ mail: MailQueue }> = async (app, { mail }) => {
  /** The caller's row with its password hash (deleted meanwhile → 404). */
  async function me(id: string) {
    const [row] = await app.db
      .select({ ...userColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, id));
    if (!row) throw notFound(AUTH_REPLIES.userNotFound);
    return row;
  }

  app.put(
    '/auth/profile/update-detail',
    { onRequest: app.authenticate, schema: { body: UpdateProfileBody, response: { 200: UserReply } } },
    async (request, reply) => {
      const { name, mobile, email, currentPassword } = request.body;
      const account = await me(request.user!.id);
      const newAddress = email.toLowerCase() !== account.email.toLowerCase();
      if (newAddress) {
        // Counted before the password is checked: this is also a way to guess it.
        await app.rateLimit.hit(reply, 'emailChange', [accountSubject(account.id), clientSubject(request)]);
        if (!currentPassword)
          throw badRequest(AUTH_MESSAGES.currentPasswordRequired, [
            { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordRequired },
          ]);
        if (!(await verifyPassword(currentPassword, account.passwordHash))) throw wrongPassword();
      }
      const [row] = await app.db
        .update(users)
        // The same address in other letters is no change of address: it is applied at once.
        .set({ name, mobile, ...(newAddress ? {} : { email }) })
        .where(eq(users.id, account.id))
        .returning(userColumns);
      if (!row) throw notFound(AUTH_REPLIES.userNotFound);
      if (!newAddress)
        return { success: true as const, message: AUTH_REPLIES.profileUpdated, user: toUserDto(row) };
      await requestEmailChange(app, mail, row, email);
      return {
        success: true as const,
        message: AUTH_REPLIES.emailChangeSent,
        user: toUserDto(row),
        pendingEmail: email,
      };
    },
  );

  app.put(
    '/auth/profile/change-password',
    { onRequest: app.authenticate, schema: { body: ChangePasswordBody, response: { 200: MessageReply } } },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      await app.rateLimit.hit(reply, 'passwordChange', [accountSubject(request.user!.id)]);
      const account = await me(request.user!.id);
      if (!(await verifyPassword(currentPassword, account.passwordHash))) throw wrongPassword();
      assertPasswordAllowed(newPassword, 'newPassword', account);
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date() })
          .where(eq(users.id, account.id));
        await app.sessions.endAll(account.id, 'password-change', {
          exceptSessionId: request.sessionId!,
          tx,
        });
      });
      return { success: true as const, message: AUTH_REPLIES.passwordChanged };
    },
  );

  app.post(
    '/auth/confirm-email/:token',
    { schema: { params: EmailChangeTokenParams, response: { 200: EmailChangedReply } } },
    async (request, reply) => {
      const result = await confirmEmailChange(app.db, request.params.token);
      reply.header('cache-control', 'no-store');
      if (result.ok)
        return { success: true as const, message: AUTH_REPLIES.emailChanged, email: result.email };
      if (result.reason === 'taken')
        throw conflict(AUTH_REPLIES.emailInUse, [{ path: 'email', message: AUTH_REPLIES.emailInUse }]);
      throw badRequest(AUTH_REPLIES.emailChangeInvalid);
    },
  );

  // Multipart (the photo file): no body schema; the file is read and checked by readPhotoUpload.
  const photo = { response: { 200: UserReply } };
  app.put('/auth/profile/update-photo', { onRequest: app.authenticate, schema: photo }, async (request) => {
    const data = await readPhotoUpload(request);
    const row = await replaceProfilePhoto(app, request.user!.id, data);
    return { success: true as const, message: AUTH_REPLIES.photoUpdated, user: toUserDto(row) };
  });
};

export default profileRoutes;
