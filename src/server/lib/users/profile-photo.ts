/**
 * The profile photo: uploaded as the multipart field `profilePhoto`, checked by its content (never its name or
 * declared type), at most BUSINESS.maxProfilePhotoBytes, stored as square WebP in the `avatars` folder. The
 * previous file is removed once the new one is saved, and on delete. The row is locked while it changes, so two
 * uploads at once cannot leave an orphaned file behind.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BUSINESS } from '#domain/business-constants';
import { AUTH_REPLIES } from '#domain/schemas/auth';
import { users } from '#server/db/schema';
import { AppError, badRequest, notFound, payloadTooLarge } from '#server/errors';
import { IMAGE_MESSAGES } from '../images/storage';
import { userColumns, type UserRow } from './user-dto';

const FIELD = 'profilePhoto';
const tooLarge = () => payloadTooLarge(IMAGE_MESSAGES.tooLarge(BUSINESS.maxProfilePhotoBytes / 1024 / 1024));

/** Sets the user's photo (null: none) under a row lock; answers the updated user and the photo it replaced. */
async function setPhoto(
  app: FastifyInstance,
  userId: string,
  imageUrl: string | null,
): Promise<{ row: UserRow | undefined; previous: string | null }> {
  return app.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ imageUrl: users.imageUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) return { row: undefined, previous: null };
    const [updated] = await tx
      .update(users)
      .set({ imageUrl })
      .where(eq(users.id, userId))
      .returning(userColumns);
    return { row: updated, previous: current.imageUrl };
  });
}

/** Reads the one photo of a multipart request into memory (bounded by the size limit). */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(AUTH_REPLIES.photoMissing);
  let buffer: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: BUSINESS.maxProfilePhotoBytes, files: 1, fields: 10 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname === FIELD && !buffer) buffer = await part.toBuffer();
        else part.file.resume(); // an unexpected file: read past it
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw badRequest('Please upload one photo at a time.');
    // Anything else while reading the stream is a malformed form (no boundary, cut off, bad framing): the
    // client's mistake, not ours.
    if (err instanceof AppError) throw err;
    request.log.info({ reason: (err as Error).message }, 'unreadable multipart form');
    throw badRequest('The form could not be read. Please send it again.');
  }
  if (!buffer || buffer.length === 0) throw badRequest(AUTH_REPLIES.photoMissing);
  return buffer;
}

export async function replaceProfilePhoto(
  app: FastifyInstance,
  userId: string,
  data: Buffer,
): Promise<UserRow> {
  const stored = await app.images.save(data, 'avatars', {
    maxBytes: BUSINESS.maxProfilePhotoBytes,
    square: true,
  });
  const { row, previous } = await setPhoto(app, userId, stored.url).catch(async (err: unknown) => {
    await app.images.remove(stored.url);
    throw err;
  });
  if (!row) {
    await app.images.remove(stored.url);
    throw notFound(AUTH_REPLIES.userNotFound);
  }
  if (previous && previous !== stored.url) await app.images.remove(previous);
  return row;
}

/** Removes the photo; deleting when there is none is not an error (a double click, another tab). */
export async function deleteProfilePhoto(app: FastifyInstance, userId: string): Promise<UserRow> {
  const { row, previous } = await setPhoto(app, userId, null);
  if (!row) throw notFound(AUTH_REPLIES.userNotFound);
  if (previous) await app.images.remove(previous);
  return row;
}
