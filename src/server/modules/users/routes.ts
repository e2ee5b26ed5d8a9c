import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_REPLIES, UserReply } from '#domain/schemas/auth';
import { deleteProfilePhoto } from '#server/lib/users/profile-photo';
import { toUserDto } from '#server/lib/users/user-dto';

/** The users module's routes (mounted under /api by modules/index.ts). */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** DELETE /api/users/profile/delete-photo — removes the caller's profile photo (file and reference). */
  app.delete(
    '/users/profile/delete-photo',
    { onRequest: app.authenticate, schema: { response: { 200: UserReply } } },
    async (request) => {
      const row = await deleteProfilePhoto(app, request.user!.id);
      return { success: true as const, message: AUTH_REPLIES.photoDeleted, user: toUserDto(row) };
    },
  );
};

export default usersRoutes;
