/**
 * The caller's own profile: PUT /api/auth/profile/update-detail (name, mobile, email — a `role` is stripped)
 * and PUT /api/auth/profile/update-photo (multipart `profilePhoto`, see users/profile-photo.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_REPLIES, UpdateProfileBody } from '../../../domain/schemas/auth';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { readPhotoUpload, replaceProfilePhoto } from '../users/profile-photo';
import { isUniqueViolation } from '../users/user-queries';
import { toUserDto, userColumns } from '../users/user-dto';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/auth/profile/update-detail',
    { onRequest: app.authenticate, schema: { body: UpdateProfileBody } },
    async (request) => {
      const { name, mobile, email } = request.body;
      let row;
      try {
        [row] = await app.db
          .update(users)
          .set({ name, mobile, email })
          .where(eq(users.id, request.user!.id))
          .returning(userColumns);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(AUTH_REPLIES.emailInUse, [{ path: 'email', message: AUTH_REPLIES.emailInUse }]);
        throw err;
      }
      if (!row) throw notFound(AUTH_REPLIES.userNotFound);
      return { success: true as const, message: AUTH_REPLIES.profileUpdated, user: toUserDto(row) };
    },
  );

  app.put('/auth/profile/update-photo', { onRequest: app.authenticate }, async (request) => {
    const data = await readPhotoUpload(request);
    const row = await replaceProfilePhoto(app, request.user!.id, data);
    return { success: true as const, message: AUTH_REPLIES.photoUpdated, user: toUserDto(row) };
  });
};

export default profileRoutes;
